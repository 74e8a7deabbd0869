import { DEFAULT_PHONE_PREFIX } from '@/config/constants';

const COUNTRY_DIGITS = DEFAULT_PHONE_PREFIX.slice(1);

/** docs/product.md "Phone sign-in". Blank stays blank. */
export function normalisePhone(input: string): string {
  const compact = input.replace(/[\s\-.()]/g, '');
  if (compact === '') return '';
  const withoutTrunkZero = compact.startsWith('0') ? compact.slice(1) : compact;
  const hasCountryCode =
    withoutTrunkZero.startsWith('+') ||
    withoutTrunkZero.slice(1, 1 + COUNTRY_DIGITS.length) === COUNTRY_DIGITS;
  return hasCountryCode ? withoutTrunkZero : `${DEFAULT_PHONE_PREFIX}${withoutTrunkZero}`;
}

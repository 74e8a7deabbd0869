import { CATEGORIES, type Category } from '@/config/constants';

/** Whether `value` is one of `list`'s members, typed as such. */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

export const isCategory = (value: unknown): value is Category => isOneOf(CATEGORIES, value);

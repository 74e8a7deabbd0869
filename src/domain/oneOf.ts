import { CATEGORIES, CATEGORY_KEYS, type Category, type CategoryKey } from '@/config/constants';

export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

export const isCategory = (value: unknown): value is Category => isOneOf(CATEGORIES, value);

export const byCategory = <T>(value: (key: CategoryKey) => T): Record<CategoryKey, T> =>
  Object.fromEntries(CATEGORY_KEYS.map((key) => [key, value(key)])) as Record<CategoryKey, T>;

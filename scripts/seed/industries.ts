// docs/product.md §3 Industry. Accounting comes first because the dashboard opens on it (docs/product.md §2).
export const INDUSTRY_NAMES = [
  'Accounting',
  'Construction',
  'Education',
  'Healthcare',
  'Hospitality',
  'Manufacturing',
  'Retail',
  'Technology',
] as const;

export type IndustryName = (typeof INDUSTRY_NAMES)[number];

export function industryId(name: string): string {
  return `industry-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

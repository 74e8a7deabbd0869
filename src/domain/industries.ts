// An industry's document id is derived from its lower-cased name, so two creations of the same
// name meet on one document and only one of them is written.
import { encodedIdPart } from '@/domain/ids';

// Catalogue keys (src/resources/industries/messages.ts), which the screens translate.
export const INDUSTRY_EXISTS = 'resources.industries.validation.exists';

export function normaliseIndustryName(raw: string): string {
  return raw.trim();
}

export function industryExists(existing: readonly string[], name: string): boolean {
  const wanted = normaliseIndustryName(name).toLowerCase();
  return existing.some((candidate) => normaliseIndustryName(candidate).toLowerCase() === wanted);
}

/** Same form as the existing ids (industry-accounting): lower-cased, URL-encoded. */
export function industryDocumentId(name: string): string {
  return `industry-${encodedIdPart(normaliseIndustryName(name).toLowerCase())}`;
}

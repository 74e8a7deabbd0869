// A cap on divisions: an organisation's document must stay small.
import { DEFAULT_DIVISION_NAME, FIELD_LIMITS } from '@/config/constants';
import type { Division } from '@/domain/types';

// Catalogue keys (src/resources/divisions/messages.ts), which the screens translate.
export const DIVISION_LIMIT_REACHED = 'resources.divisions.validation.limit_reached';

export function isDefaultDivision(division: Pick<Division, 'name'>): boolean {
  return division.name.trim() === DEFAULT_DIVISION_NAME;
}

export function canAddDivision(existing: number): boolean {
  return existing < FIELD_LIMITS.divisionsPerOrganisation;
}

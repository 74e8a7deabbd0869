// Divisions (docs/product.md §3, §4, §5): entries of organisations/{id}.divisions. 'Default division' cannot be
// edited; an edit replaces the original entry with the edited one in one transaction; an
// organisation holds at most MAX_DIVISIONS_PER_ORGANISATION of them (its document must stay small).
// The form's check, against the schema, is in domain/divisionForm.
import { DEFAULT_DIVISION_NAME, MAX_DIVISIONS_PER_ORGANISATION } from '@/config/constants';
import type { Division } from '@/domain/types';

/** docs/product.md §5 create division. */
export const FILL_IN_DIVISION_FIELDS = 'Fill in all required fields';
export const DIVISION_LIMIT_REACHED = `An organisation can have at most ${MAX_DIVISIONS_PER_ORGANISATION} divisions`;

export function isDefaultDivision(division: Pick<Division, 'name'>): boolean {
  return division.name.trim() === DEFAULT_DIVISION_NAME;
}

export function canAddDivision(existing: number): boolean {
  return existing < MAX_DIVISIONS_PER_ORGANISATION;
}

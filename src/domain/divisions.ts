// An organisation holds at most MAX_DIVISIONS_PER_ORGANISATION divisions: its document must stay
// small.
import { DEFAULT_DIVISION_NAME, MAX_DIVISIONS_PER_ORGANISATION } from '@/config/constants';
import type { Division } from '@/domain/types';

export const FILL_IN_DIVISION_FIELDS = 'Fill in all required fields';
export const DIVISION_LIMIT_REACHED = `An organisation can have at most ${MAX_DIVISIONS_PER_ORGANISATION} divisions`;

export function isDefaultDivision(division: Pick<Division, 'name'>): boolean {
  return division.name.trim() === DEFAULT_DIVISION_NAME;
}

export function canAddDivision(existing: number): boolean {
  return existing < MAX_DIVISIONS_PER_ORGANISATION;
}

// Apart from domain/scoreSearch, which the dashboard loads, so that zod stays out of its chunk.
import { z } from 'zod';
import { FIELD_LIMITS } from '@/config/constants';
import { SEARCH_FIELDS } from '@/domain/dashboard';
import { isSafeDivisionId, isValidDocumentId } from '@/domain/ids';

export const searchScoresSchema = z.strictObject({
  organisationId: z.string().refine(isValidDocumentId, 'is not a valid organisation id'),
  divisionId: z.string().refine(isSafeDivisionId, 'is not a valid division id').optional(),
  field: z.enum(SEARCH_FIELDS),
  /** Blank for every user (allowed, not recommended). */
  term: z.string().max(FIELD_LIMITS.personName),
});

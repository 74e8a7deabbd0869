// docs/product.md §2 filter bar, the user search: what the searchScores callable accepts.
import { z } from 'zod';
import { FIELD_LIMITS } from '@/config/constants';
import { SEARCH_FIELDS } from '@/domain/dashboard';
import { isSafeDivisionId, isValidDocumentId } from '@/domain/ids';

export const searchScoresSchema = z.strictObject({
  organisationId: z.string().refine(isValidDocumentId, 'is not a valid organisation id'),
  /** Absent for the whole organisation. */
  divisionId: z.string().refine(isSafeDivisionId, 'is not a valid division id').optional(),
  field: z.enum(SEARCH_FIELDS),
  /** A name prefix, blank for every user (allowed, not recommended); as long as a name at most. */
  term: z.string().max(FIELD_LIMITS.personName),
});

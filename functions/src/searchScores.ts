// docs/product.md §2 filter bar, the dashboard's user search: the figures of the users of an
// organisation (or one of its divisions) whose first or last name starts with a prefix, a blank
// prefix matching everyone. Aggregated here, with the score calculation's formulas
// (src/domain/scoring.ts), so that the caller never receives anyone's own results; and answered
// as figures only when the matched active users exceed the minimum or the caller is an active
// Kynd Admin (docs/product.md §5 Statistics visibility), otherwise as their count alone
// (src/domain/scoreSearch.ts). Whoever may read the organisation's data may ask (docs/roles.md).
//
// Cost: one query of at most SEARCH_SCORES_LIMIT + 1 users documents, only the fields the
// aggregation needs, on the indexes the Users list's name search has (organisation or division,
// then the lower-case name).
import { onCall } from 'firebase-functions/v2/https';
import {
  SEARCH_NAME_FIELDS,
  SEARCH_SCORES_LIMIT,
  searchPrefix,
  searchScoresAnswer,
  type SearchScoresRequest,
  type SearchScoresResponse,
} from '@/domain/scoreSearch';
import { searchScoresSchema } from '@/domain/schemas/scoreSearch';
import type { ScoredUser } from '@/domain/scoring';
import { timestampsToDates } from '@/domain/timestamps';
import { db } from './admin';
import { requireCaller, requireReadsOrganisation } from './caller';
import { callableOptions } from './options';
import { requireParsed } from './validation';

export const searchScores = onCall<SearchScoresRequest, Promise<SearchScoresResponse>>(
  callableOptions,
  async (request) => {
    const caller = await requireCaller(request);
    const { organisationId, divisionId, field, term } = requireParsed(
      searchScoresSchema,
      request.data,
    );
    requireReadsOrganisation(caller, organisationId);

    const prefix = searchPrefix(term);
    const nameField = SEARCH_NAME_FIELDS[field];
    // A division's users are found by their division (its index with the name), and kept only
    // if they belong to this organisation too.
    let users = divisionId
      ? db().collection('users').where('division.id', '==', divisionId)
      : db().collection('users').where('organisation.id', '==', organisationId);
    if (prefix !== '') {
      users = users
        .where(nameField, '>=', prefix)
        .where(nameField, '<', `${prefix}\uf8ff`)
        .orderBy(nameField);
    }
    const snapshot = await users
      .select('isActive', 'organisation', 'division', 'scores')
      .limit(SEARCH_SCORES_LIMIT + 1)
      .get();
    const matched = snapshot.docs.slice(0, SEARCH_SCORES_LIMIT).flatMap((doc): ScoredUser[] => {
      const user = timestampsToDates(doc.data()) as Partial<Omit<ScoredUser, 'id'>> & {
        organisation?: { id?: unknown };
      };
      if (user.organisation?.id !== organisationId) return [];
      return [
        {
          id: doc.id,
          isActive: user.isActive === true,
          division: user.division,
          scores: user.scores,
        },
      ];
    });

    return searchScoresAnswer(matched, {
      now: new Date(),
      limited: snapshot.size > SEARCH_SCORES_LIMIT,
      seesWithheld: caller.role === 'Kynd Admin',
    });
  },
);

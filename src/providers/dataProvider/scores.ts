// The dashboards' reads, each as small as what the screen shows: organisation choices never read
// the employees or divisions lists. A scope without a score document reads its organisation's
// `scores` map entry.
import { organisationDerivedFields } from '@/domain/derivedFields';
import { isSafeDivisionId } from '@/domain/ids';
import { ALL_SCORES_KEY } from '@/domain/scoring';
import {
  isWithheldDocument,
  parseScoreRecordId,
  scoreDocumentPath,
  scoreRecordId,
  scoreDocumentOfMap,
  scoresMapFields,
  type ScoreDocument,
  type ScoreRecord,
  type StoredScoreDocument,
} from '@/domain/scoreDocuments';
import { WITHHELD_SCORES_SUBCOLLECTION } from '@/domain/withheldFigures';
import { INDUSTRY_SCORES_COLLECTION } from '@/domain/industryScores';
import { sortByName } from '@/domain/dashboard';
import {
  choiceRecordOf,
  choiceShapeOf,
  type ChoiceRecord,
  type ChoiceShape,
} from '@/domain/organisationChoice';
import type { DocumentFields } from '@/providers/firestoreRest';
import type { BuiltQuery } from '@/providers/dataStore';
import { DIVISION_NAMES_FIELD } from '@/domain/divisionMaps';
import { ORGANISATION_CHOICE_FIELDS, OWN_ORGANISATION_FIELDS } from '@/providers/firstReads';
import {
  asFilter,
  asString,
  organisationInScope,
  pagination,
  readDocuments,
  requireScope,
  type ProviderContext,
} from './context';
import { DataProviderError } from './errors';
import {
  skipsCount,
  type CollectionResource,
  type ProviderMethods as Methods,
} from '@/providers/dataSpec';
import { readPage } from './paging';
import { buildQuery, scopedOrganisations } from './query';
import { ORGANISATIONS_COLLECTION as ORGANISATIONS } from '@/domain/collections';
import { stringsOf } from '@/domain/values';

function choiceFields({ details, questionnaires }: ChoiceShape): readonly string[] {
  return [
    // With the managers, exactly what the session check reads, so that its read answers this one.
    ...(details === 'none' ? ORGANISATION_CHOICE_FIELDS : OWN_ORGANISATION_FIELDS),
    ...(details === 'all' ? [DIVISION_NAMES_FIELD] : []),
    ...(questionnaires ? [CUSTOM_QUESTIONNAIRES] : []),
  ];
}

const CUSTOM_QUESTIONNAIRES = 'customQuestionnaires';

/**
 * Sorted by the lower-case name, search or not: a range needs its field as the first sort, and the
 * indexes pair the filters with it alone. Under the organisations' name: their writes forget it.
 */
const ALL_CHOICES: CollectionResource = {
  collection: ORGANISATIONS,
  scopeField: null,
  filters: {
    industry: { field: 'industry', op: '==' },
    questionnaires: { field: CUSTOM_QUESTIONNAIRES, op: 'array-contains-any' },
  },
  sortable: [],
  defaultSort: { field: 'lowerName', order: 'ASC' },
  nameSearch: { name: 'lowerName' },
};

/** For a Kynd Admin, a withheld document reads as its twin, if written (one more request). */
async function readScoreRecords(
  context: ProviderContext,
  operation: string,
  ids: readonly string[],
): Promise<ScoreRecord[]> {
  const scopes = ids.map((id) => parseScoreRecordId(id));
  // Through the REST reads: a returning Org Admin's `all` document was asked for early by boot.ts.
  const read = async (paths: string[]) =>
    (await readDocuments(context, operation, paths)).map(
      (document) => (document?.data as StoredScoreDocument | undefined) ?? null,
    );
  const documents = await read(
    scopes.map(({ organisationId, scopeId }) => scoreDocumentPath(organisationId, scopeId)),
  );
  const withheld = context.readsWithheld?.()
    ? scopes.filter((_, i) => isWithheldDocument(documents[i]))
    : [];
  const twins = await read(
    withheld.map(
      ({ organisationId, scopeId }) =>
        `${ORGANISATIONS}/${organisationId}/${WITHHELD_SCORES_SUBCOLLECTION}/${scopeId}`,
    ),
  );
  const shown = scopes.map((scope, index) => twins[withheld.indexOf(scope)] ?? documents[index]);
  const fallbacks = await readScoresMaps(
    context,
    operation,
    scopes.filter((_, index) => !shown[index]),
  );
  return scopes.map((scope, index) => {
    const id = scoreRecordId(scope.organisationId, scope.scopeId);
    return { id, ...scope, document: shown[index] ?? fallbacks.get(id) ?? null };
  });
}

/** Only the scopes asked for, by field mask; a scope id no division could have has no fallback. */
async function readScoresMaps(
  context: ProviderContext,
  operation: string,
  scopes: readonly Pick<ScoreRecord, 'organisationId' | 'scopeId'>[],
): Promise<Map<string, ScoreDocument | null>> {
  const usable = scopes.filter(
    ({ scopeId }) => scopeId === ALL_SCORES_KEY || isSafeDivisionId(scopeId),
  );
  const organisationIds = [...new Set(usable.map(({ organisationId }) => organisationId))];
  if (organisationIds.length === 0) return new Map();
  const fields = [...new Set(usable.flatMap(({ scopeId }) => scoresMapFields(scopeId)))];
  const organisations = await readDocuments(
    context,
    operation,
    organisationIds.map((id) => `${ORGANISATIONS}/${id}`),
    fields,
  );
  const byId = new Map(organisationIds.map((id, index) => [id, organisations[index]?.data]));
  return new Map(
    usable.map(({ organisationId, scopeId }) => [
      scoreRecordId(organisationId, scopeId),
      scoreDocumentOfMap(organisationId, scopeId, byId.get(organisationId)),
    ]),
  );
}

/** For a single record: one outside the caller's organisations is refused, not left out. */
function requireInScope(context: ProviderContext, operation: string, organisationId: string): void {
  if (organisationInScope(context, operation, organisationId) === null) {
    throw new DataProviderError('permission-denied', `${operation}: outside your organisations`);
  }
}

function recordIdOf(value: unknown): string {
  const id = asString(value, 'organisationScores id');
  try {
    const { organisationId, scopeId } = parseScoreRecordId(id);
    return scoreRecordId(organisationId, scopeId);
  } catch (error) {
    throw new DataProviderError('invalid-argument', (error as Error).message);
  }
}

export function organisationScoresProvider(context: ProviderContext): Methods {
  const resource = 'organisationScores';
  return {
    async getOne(_resource, params) {
      const id = recordIdOf(params.id);
      const operation = `getOne ${resource} ${id}`;
      requireInScope(context, operation, parseScoreRecordId(id).organisationId);
      const [record] = await readScoreRecords(context, operation, [id]);
      return { data: record };
    },
    async getMany(_resource, params) {
      const operation = `getMany ${resource}`;
      const ids = [...new Set(params.ids.map(recordIdOf))].filter(
        (id) =>
          organisationInScope(context, operation, parseScoreRecordId(id).organisationId) !== null,
      );
      return { data: await readScoreRecords(context, operation, ids) };
    },
  };
}

async function readChoices(
  context: ProviderContext,
  operation: string,
  ids: readonly string[],
  shape: ChoiceShape,
): Promise<ChoiceRecord[]> {
  const paths = ids.map((id) => `${ORGANISATIONS}/${id}`);
  const documents = (await readDocuments(context, operation, paths, choiceFields(shape))).filter(
    (document) => document !== undefined,
  );
  // An organisation without the names map yet: its list of divisions, read on its own.
  const unmapped = documents.filter(
    ({ data }) =>
      shape.details === 'all' && data[DIVISION_NAMES_FIELD] === undefined && !data.divisions,
  );
  const lists = await readDocuments(
    context,
    operation,
    unmapped.map((document) => document.path),
    ['divisions'],
  );
  const divisions = new Map(unmapped.map(({ path }, index) => [path, lists[index]?.data]));
  return documents.map((document) =>
    choiceRecordOf(document.id, { ...document.data, ...divisions.get(document.path) }, shape),
  );
}

export function organisationChoicesProvider(context: ProviderContext): Methods {
  const resource = 'organisationChoices';
  return {
    async getList(_resource, params) {
      const operation = `getList ${resource}`;
      const scope = requireScope(context, operation);
      const filter = asFilter(params.filter);
      const industry = typeof filter.industry === 'string' ? filter.industry : undefined;
      const { lowerName: term } = organisationDerivedFields({ name: filter.search });
      const { page, perPage } = pagination(params.pagination);
      const organisations = scopedOrganisations(scope, undefined);
      const wanted = filter.questionnaires;
      const questionnaires =
        Array.isArray(wanted) && wanted.length > 0 ? stringsOf(wanted) : undefined;
      const shape = choiceShapeOf(params.meta, questionnaires !== undefined);
      if (organisations !== 'all') {
        // The caller's own organisations, a few: narrowed here as the server would.
        const choices = (await readChoices(context, operation, organisations, shape)).filter(
          (choice) =>
            (industry === undefined || choice.industry === industry) &&
            (questionnaires === undefined ||
              (choice.customQuestionnaires ?? []).some((key) => questionnaires.includes(key))) &&
            organisationDerivedFields(choice).lowerName.startsWith(term),
        );
        return {
          data: sortByName(choices).slice((page - 1) * perPage, page * perPage),
          total: choices.length,
        };
      }
      const query = { industry, questionnaires, search: { field: 'name', term } };
      const { docs, total } = await readPage(
        context,
        operation,
        ORGANISATIONS,
        buildQuery(ORGANISATIONS, ALL_CHOICES, scope, query, undefined) as BuiltQuery,
        { page, perPage, withoutCount: skipsCount(params.meta) },
        choiceFields(shape),
      );
      return {
        data: sortByName(docs.map(({ id, data }) => choiceRecordOf(id, data, shape))),
        total,
      };
    },
    async getOne(_resource, params) {
      const id = asString(params.id, `${resource} id`);
      const operation = `getOne ${resource} ${id}`;
      requireInScope(context, operation, id);
      const [found] = await readChoices(context, operation, [id], choiceShapeOf(params.meta));
      if (!found) throw new DataProviderError('not-found', `${operation}: no such organisation`);
      return { data: found };
    },
    async getMany(_resource, params) {
      const operation = `getMany ${resource}`;
      const ids = [...new Set(params.ids.map((value) => asString(value, `${resource} id`)))].filter(
        (id) => organisationInScope(context, operation, id) !== null,
      );
      return { data: await readChoices(context, operation, ids, choiceShapeOf(params.meta)) };
    },
  };
}

const toIndustryCount = ({ id, data }: DocumentFields) => ({
  id,
  industry: String(data.industry ?? ''),
  organisationsCount: Number(data.organisationsCount ?? 0),
});

export type IndustryCount = ReturnType<typeof toIndustryCount>;

/** One document per industry: a page not full holds the rest, so only a full one is counted. */
export function industryCountsProvider(context: ProviderContext): Methods {
  return {
    async getList(_resource, params) {
      const operation = 'getList industryCounts';
      requireScope(context, operation);
      const { docs, total } = await readPage(
        context,
        operation,
        INDUSTRY_SCORES_COLLECTION,
        { filters: [], sort: { field: 'industry', order: 'ASC' }, key: 'industryCounts|' },
        pagination(params.pagination),
        ['industry', 'organisationsCount'],
      );
      return { data: docs.map(toIndustryCount), total };
    },
  };
}

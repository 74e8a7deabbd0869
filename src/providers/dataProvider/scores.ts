// The dashboards' reads, each as small as what the screen shows:
// - organisationScores: one scope's score document, organisations/{org}/scores/{scope}
//   (domain/scoreDocuments), record id `{organisationId}/{scopeId}`; for a Kynd Admin, a withheld
//   scope's twin (domain/withheldFigures). Where there is none, the
//   scope of the organisation's docs/product.md §3 `scores` map stands in (domain/scoresMap): an
//   organisation scored before the score documents existed shows its figures until it is
//   recalculated. That read of the organisation happens only for scopes without a document.
//   `document` is null when neither exists;
// - organisationChoices: the organisations a selector lists, only {name, industry, isActive}: the
//   organisation documents carry every employee id and every division, which grow with the data;
// - industryCounts: each industry's count of active organisations (the comparison options), without
//   the industry's score set.
// All three are read-only: the score calculation writes scores, other screens write organisations.
import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';
import type { RaRecord } from 'react-admin';
import { organisationDerivedFields } from '@/domain/derivedFields';
import { isSafeDivisionId } from '@/domain/ids';
import {
  ALL_SCOPE_ID,
  isWithheldDocument,
  parseScoreRecordId,
  scoreDocumentPath,
  scoreRecordId,
  type ScoreDocument,
  type ScoreRecord,
  type StoredScoreDocument,
} from '@/domain/scoreDocuments';
import { WITHHELD_SCORES_SUBCOLLECTION } from '@/domain/withheldFigures';
import { scoreDocumentOfMap, scoresMapFields } from '@/domain/scoresMap';
import { INDUSTRY_SCORES_COLLECTION } from '@/domain/industryScores';
import type { Division, NamedRef } from '@/domain/types';
import { fromFirestore } from '@/providers/converters';
import type { DocumentFields } from '@/providers/firestoreRest';
import { DIVISION_NAMES_FIELD, divisionsOfNames } from '@/domain/divisionMaps';
import { ORGANISATION_CHOICE_FIELDS, OWN_ORGANISATION_FIELDS } from '@/providers/firstReads';
import type { ListParams } from './collections';
import {
  asFilter,
  asString,
  pagination,
  readsWithheld,
  requireScope,
  type ProviderContext,
} from './context';
import { DataProviderError, guard } from './errors';
import { readOnly, type ListResult, type ResourceHandler } from './handler';
import { fetchPage, fetchPageFrom, restPageSource } from './paging';
import { scopedOrganisations, type BuiltQuery } from './query';
import { ORGANISATIONS_COLLECTION as ORGANISATIONS } from '@/domain/collections';
import { skipsCount } from '@/providers/dataSpec';

export interface OrganisationChoice {
  id: string;
  name: string;
  industry: string;
  isActive: boolean | undefined;
  /** Only when asked for with meta.questionnaires or filtered on them. */
  customQuestionnaires?: string[];
  /** Only when asked for with meta.details true (the division choices, as {id, name}). */
  divisions?: Division[];
  /** With meta.details true or 'managers' (the users screens' last-manager rules). */
  managers?: NamedRef[];
}

/**
 * The fields read of each organisation: never its employees, which grow with its users. With
 * details, also its divisions' names (src/domain/divisionMaps.ts: not the list itself, which holds
 * each division's description) and its managers (a few).
 */
/** What a read of choices gives beyond name, industry and status. */
interface ChoiceShape {
  /**
   * meta.details true: its divisions' names and its managers (the division controls, the
   * dashboards); 'managers': its managers alone (a few names: the Users list's first page, whose
   * division controls read the divisions when they need them).
   */
  details: 'none' | 'managers' | 'all';
  /** The custom questionnaires it offers (meta.questionnaires, or filtered on them). */
  questionnaires: boolean;
}

function choiceFields({ details, questionnaires }: ChoiceShape): readonly string[] {
  return [
    // With the managers, exactly what the session check reads, so that its read answers this one.
    ...(details === 'none' ? ORGANISATION_CHOICE_FIELDS : OWN_ORGANISATION_FIELDS),
    ...(details === 'all' ? [DIVISION_NAMES_FIELD] : []),
    ...(questionnaires ? [CUSTOM_QUESTIONNAIRES] : []),
  ];
}

const CUSTOM_QUESTIONNAIRES = 'customQuestionnaires';

/** The server-kept lower-case name (src/domain/derivedFields.ts), searched by prefix. */
const LOWER_NAME = 'lowerName';

/** filter.questionnaires: only the organisations offering any of them. */
function questionnairesOf(filter: Record<string, unknown>): string[] | undefined {
  const wanted = filter.questionnaires;
  return Array.isArray(wanted) && wanted.length > 0
    ? wanted.filter((key): key is string => typeof key === 'string')
    : undefined;
}

const metaFlag = (meta: unknown, flag: 'details' | 'questionnaires') =>
  typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>)[flag] : undefined;

/** The shape a call's meta asks for (meta.details, meta.questionnaires). */
function shapeOf(meta: unknown, filtered = false): ChoiceShape {
  const details = metaFlag(meta, 'details');
  return {
    details: details === true ? 'all' : details === 'managers' ? 'managers' : 'none',
    questionnaires: filtered || metaFlag(meta, 'questionnaires') === true,
  };
}

export interface IndustryCount {
  id: string;
  industry: string;
  organisationsCount: number;
}

function unsupported(resource: string, operation: string) {
  return () =>
    Promise.reject(
      new DataProviderError('invalid-argument', `${operation} ${resource}: not offered`),
    );
}

/** A handler that only reads; lists and writes it does not offer are refused. */
function reader(
  resource: string,
  read: Partial<Pick<ResourceHandler, 'getList' | 'getOne' | 'getMany'>>,
): ResourceHandler {
  return readOnly(resource, {
    getList: read.getList ?? unsupported(resource, 'getList'),
    getOne: read.getOne ?? unsupported(resource, 'getOne'),
    getMany: read.getMany ?? unsupported(resource, 'getMany'),
    create: unsupported(resource, 'create'),
    update: unsupported(resource, 'update'),
    updateMany: unsupported(resource, 'updateMany'),
    delete: unsupported(resource, 'delete'),
    deleteMany: unsupported(resource, 'deleteMany'),
    referenceFilter: (target) => target,
  });
}

/** Whether the caller's scope includes the organisation (the rules would refuse the read). */
function inScope(context: ProviderContext, operation: string, organisationId: string): boolean {
  const allowed = scopedOrganisations(requireScope(context, operation), organisationId);
  return allowed === 'all' || allowed.length > 0;
}

/**
 * The records of score record ids: one read of the score documents and, for the scopes that have
 * none, one read of their organisations' `scores` map entries (docs/product.md §3).
 */
async function readScoreRecords(
  context: ProviderContext,
  operation: string,
  ids: readonly string[],
): Promise<ScoreRecord[]> {
  const scopes = ids.map((id) => parseScoreRecordId(id));
  const documents = await withTwins(
    context,
    operation,
    scopes,
    await readScoreDocuments(
      context,
      operation,
      scopes.map(({ organisationId, scopeId }) => scoreDocumentPath(organisationId, scopeId)),
    ),
  );
  const fallbacks = await readScoresMaps(
    context,
    operation,
    scopes.filter((_, index) => !documents[index]),
  );
  return scopes.map(({ organisationId, scopeId }, index) => ({
    id: scoreRecordId(organisationId, scopeId),
    organisationId,
    scopeId,
    document: documents[index] ?? fallbacks.get(scoreRecordId(organisationId, scopeId)) ?? null,
  }));
}

/**
 * For a Kynd Admin, each withheld document's twin in its place (domain/withheldFigures), in one
 * more request made only when some document is withheld. A twin not written yet leaves the
 * withheld document as it is.
 */
async function withTwins(
  context: ProviderContext,
  operation: string,
  scopes: readonly { organisationId: string; scopeId: string }[],
  documents: (StoredScoreDocument | null)[],
): Promise<(StoredScoreDocument | null)[]> {
  if (!readsWithheld(context)) return documents;
  const withheld = documents.flatMap((document, index) =>
    isWithheldDocument(document) ? [index] : [],
  );
  if (withheld.length === 0) return documents;
  const twins = await readScoreDocuments(
    context,
    operation,
    withheld.map((index) => {
      const { organisationId, scopeId } = scopes[index] as {
        organisationId: string;
        scopeId: string;
      };
      return `${ORGANISATIONS}/${organisationId}/${WITHHELD_SCORES_SUBCOLLECTION}/${scopeId}`;
    }),
  );
  const result = [...documents];
  withheld.forEach((index, position) => {
    result[index] = twins[position] ?? result[index] ?? null;
  });
  return result;
}

/**
 * Through the REST reads when there are any: a returning Org Admin's `all` document was asked for
 * by boot.ts before the app's code ran (providers/firstReads), and this read takes that answer.
 */
async function readScoreDocuments(
  context: ProviderContext,
  operation: string,
  paths: readonly string[],
): Promise<(StoredScoreDocument | null)[]> {
  if (paths.length === 0) return [];
  if (context.rest) {
    const found = await context.rest.getDocuments(paths);
    return found.map((document) =>
      document ? (document.data as unknown as StoredScoreDocument) : null,
    );
  }
  const snapshots = await guard(operation, () =>
    Promise.all(paths.map((path) => getDoc(doc(context.db, path)))),
  );
  return snapshots.map((snapshot) =>
    snapshot.exists() ? fromFirestore<StoredScoreDocument>(snapshot.data()) : null,
  );
}

/**
 * The scopes' documents built from their organisations' `scores` maps, by record id. Only the
 * scopes asked for are read of each organisation (field masks), in one request; scopes whose id
 * is no usable division id have no fallback.
 */
async function readScoresMaps(
  context: ProviderContext,
  operation: string,
  scopes: readonly { organisationId: string; scopeId: string }[],
): Promise<Map<string, ScoreDocument | null>> {
  const usable = scopes.filter(
    ({ scopeId }) => scopeId === ALL_SCOPE_ID || isSafeDivisionId(scopeId),
  );
  const organisationIds = [...new Set(usable.map(({ organisationId }) => organisationId))];
  const documents = new Map<string, ScoreDocument | null>();
  if (organisationIds.length === 0) return documents;
  const paths = organisationIds.map((id) => `${ORGANISATIONS}/${id}`);
  let organisations: (Record<string, unknown> | undefined)[];
  if (context.rest) {
    const fields = [...new Set(usable.flatMap(({ scopeId }) => scoresMapFields(scopeId)))];
    organisations = (await context.rest.getFields(paths, fields)).map((found) => found?.data);
  } else {
    const snapshots = await guard(operation, () =>
      Promise.all(paths.map((path) => getDoc(doc(context.db, path)))),
    );
    organisations = snapshots.map((snapshot) => snapshot.data());
  }
  const byId = new Map(organisationIds.map((id, index) => [id, organisations[index]]));
  for (const { organisationId, scopeId } of usable) {
    documents.set(
      scoreRecordId(organisationId, scopeId),
      scoreDocumentOfMap(organisationId, scopeId, byId.get(organisationId)),
    );
  }
  return documents;
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

export function organisationScoresHandler(context: ProviderContext): ResourceHandler {
  const resource = 'organisationScores';
  return reader(resource, {
    async getOne(value) {
      const id = recordIdOf(value);
      const operation = `getOne ${resource} ${id}`;
      const { organisationId } = parseScoreRecordId(id);
      if (!inScope(context, operation, organisationId)) {
        throw new DataProviderError(
          'permission-denied',
          `${operation}: outside your organisations`,
        );
      }
      const [record] = await readScoreRecords(context, operation, [id]);
      return record as unknown as RaRecord;
    },
    /** The scopes' documents in one read; scopes outside the caller's organisations are left out. */
    async getMany(values) {
      const operation = `getMany ${resource}`;
      const ids = [...new Set(values.map(recordIdOf))].filter((id) =>
        inScope(context, operation, parseScoreRecordId(id).organisationId),
      );
      return (await readScoreRecords(context, operation, ids)) as unknown as RaRecord[];
    },
  });
}

/** The divisions as {id, name}: from the names map, or the list where there is none yet. */
function divisionsOf(data: Record<string, unknown>): Division[] {
  const { divisionNames, divisions } = data;
  if (typeof divisionNames === 'object' && divisionNames !== null) {
    return divisionsOfNames(divisionNames);
  }
  return Array.isArray(divisions)
    ? fromFirestore<Division[]>(divisions).map(({ id, name }) => ({ id, name }))
    : [];
}

function toChoice(document: DocumentFields, shape: ChoiceShape): OrganisationChoice {
  const { name, industry, isActive, managers, customQuestionnaires } = document.data;
  return {
    id: document.id,
    name: typeof name === 'string' ? name : '',
    industry: typeof industry === 'string' ? industry : '',
    isActive: typeof isActive === 'boolean' ? isActive : undefined,
    ...(shape.questionnaires
      ? {
          customQuestionnaires: Array.isArray(customQuestionnaires)
            ? customQuestionnaires.filter((key): key is string => typeof key === 'string')
            : [],
        }
      : {}),
    ...(shape.details === 'all' ? { divisions: divisionsOf(document.data) } : {}),
    ...(shape.details !== 'none'
      ? { managers: Array.isArray(managers) ? fromFirestore<NamedRef[]>(managers) : [] }
      : {}),
  };
}

const byName = (a: OrganisationChoice, b: OrganisationChoice) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

/** Without the REST reader (tests of other parts), whole documents are read and cut down. */
async function readChoicesWithSdk(
  context: ProviderContext,
  operation: string,
  ids: readonly string[],
  shape: ChoiceShape,
): Promise<OrganisationChoice[]> {
  const snapshots = await guard(operation, () =>
    Promise.all(ids.map((id) => getDoc(doc(context.db, ORGANISATIONS, id)))),
  );
  return snapshots
    .filter((snapshot) => snapshot.exists())
    .map((snapshot) =>
      toChoice({ id: snapshot.id, path: snapshot.ref.path, data: snapshot.data() ?? {} }, shape),
    );
}

async function readChoices(
  context: ProviderContext,
  operation: string,
  ids: readonly string[],
  shape: ChoiceShape,
): Promise<OrganisationChoice[]> {
  if (ids.length === 0) return [];
  if (!context.rest) return readChoicesWithSdk(context, operation, ids, shape);
  const rest = context.rest;
  const documents = (
    await rest.getFields(
      ids.map((id) => `${ORGANISATIONS}/${id}`),
      choiceFields(shape),
    )
  ).filter((document) => document !== undefined);
  // An organisation without the names map yet (until its trigger or the migration writes it):
  // its list of divisions, read on its own.
  const unmapped =
    shape.details === 'all'
      ? documents.filter((document) => document.data[DIVISION_NAMES_FIELD] === undefined)
      : [];
  const lists = new Map(
    (
      await rest.getFields(
        unmapped.map((document) => document.path),
        ['divisions'],
      )
    )
      .filter((document) => document !== undefined)
      .map((document) => [document.path, document.data.divisions]),
  );
  return documents.map((document) =>
    toChoice(
      lists.has(document.path)
        ? { ...document, data: { ...document.data, divisions: lists.get(document.path) } }
        : document,
      shape,
    ),
  );
}

export function organisationChoicesHandler(context: ProviderContext): ResourceHandler {
  const resource = 'organisationChoices';
  return reader(resource, {
    /**
     * filter.industry narrows to one industry, filter.questionnaires to the organisations offering
     * any of those custom questionnaires, filter.search (text) to the names starting with it,
     * whatever their case (the pickers); sorted by name (docs/product.md §2 selectors). A provider
     * admin lists with one projected query, a search being a range on the server-kept lowerName
     * (src/domain/derivedFields.ts); anyone else reads their own organisations by id. With
     * meta.count false, a full page is not counted (its total is what it holds).
     */
    async getList(params: ListParams): Promise<ListResult> {
      const operation = `getList ${resource}`;
      const scope = requireScope(context, operation);
      const filter = asFilter(params.filter);
      const industry = typeof filter.industry === 'string' ? filter.industry : undefined;
      const term =
        typeof filter.search === 'string'
          ? organisationDerivedFields({ name: filter.search }).lowerName
          : '';
      const { page, perPage } = pagination(params.pagination);
      const wanted = page * perPage;
      const organisations = scopedOrganisations(scope, undefined);
      const questionnaires = questionnairesOf(filter);
      const shape = shapeOf(params.meta, questionnaires !== undefined);
      let choices: OrganisationChoice[];
      if (organisations === 'all') {
        // A range filter needs its field as the first sort (Firestore).
        const sortField = term === '' ? 'name' : LOWER_NAME;
        const clauses = [
          ...(industry !== undefined
            ? [{ field: 'industry', op: '==' as const, value: industry }]
            : []),
          ...(questionnaires !== undefined
            ? [
                {
                  field: CUSTOM_QUESTIONNAIRES,
                  op: 'array-contains-any' as const,
                  value: questionnaires,
                },
              ]
            : []),
          ...(term === ''
            ? []
            : [
                { field: LOWER_NAME, op: '>=' as const, value: term },
                { field: LOWER_NAME, op: '<' as const, value: `${term}\uf8ff` },
              ]),
        ];
        // Paged on cursors like the lists (paging.ts): the next answer starts after the last
        // name of the one before, so that each reads at most a page, and a count only when the
        // page is full (more may follow).
        const built: BuiltQuery = {
          constraints: [
            ...clauses.map((clause) => where(clause.field, clause.op, clause.value)),
            orderBy(sortField, 'asc'),
          ],
          filters: clauses,
          sort: { field: sortField, order: 'ASC' },
          // Under the organisations' prefix: a write to them forgets these cursors too.
          key: `${ORGANISATIONS}|choices|${JSON.stringify([industry ?? null, questionnaires ?? null, term, shape])}`,
        };
        const base = collection(context.db, ORGANISATIONS);
        const paged = { page, perPage, withoutCount: skipsCount(params.meta) };
        if (context.rest) {
          const source = restPageSource(
            context.rest,
            ORGANISATIONS,
            base,
            built,
            choiceFields(shape),
          );
          const { docs, total } = await guard(operation, () =>
            fetchPageFrom(source, `${built.key}|rest`, paged, context.cache),
          );
          const data = docs.map((document) => toChoice(document, shape)).sort(byName);
          return { data: data as unknown as RaRecord[], total };
        }
        const { docs, total } = await guard(operation, () =>
          fetchPage(base, built, paged, context.cache),
        );
        const data = docs
          .map((snapshot) =>
            toChoice({ id: snapshot.id, path: snapshot.ref.path, data: snapshot.data() }, shape),
          )
          .sort(byName);
        return { data: data as unknown as RaRecord[], total };
      } else {
        // The caller's own organisations, a few: narrowed here as the server would.
        choices = (await readChoices(context, operation, organisations, shape)).filter(
          (choice) =>
            (industry === undefined || choice.industry === industry) &&
            (questionnaires === undefined ||
              (choice.customQuestionnaires ?? []).some((key) => questionnaires.includes(key))) &&
            organisationDerivedFields(choice).lowerName.startsWith(term),
        );
      }
      const sorted = choices.sort(byName);
      return {
        data: sorted.slice((page - 1) * perPage, wanted) as unknown as RaRecord[],
        total: sorted.length,
      };
    },
    async getOne(value, meta) {
      const id = asString(value, `${resource} id`);
      const operation = `getOne ${resource} ${id}`;
      if (!inScope(context, operation, id)) {
        throw new DataProviderError(
          'permission-denied',
          `${operation}: outside your organisations`,
        );
      }
      const [found] = await readChoices(context, operation, [id], shapeOf(meta));
      if (!found) throw new DataProviderError('not-found', `${operation}: no such organisation`);
      return found as unknown as RaRecord;
    },
    async getMany(values, meta) {
      const operation = `getMany ${resource}`;
      const ids = [...new Set(values.map((value) => asString(value, `${resource} id`)))].filter(
        (id) => inScope(context, operation, id),
      );
      return (await readChoices(context, operation, ids, shapeOf(meta))) as unknown as RaRecord[];
    },
  });
}

export function industryCountsHandler(context: ProviderContext): ResourceHandler {
  const resource = 'industryCounts';
  return reader(resource, {
    /** Every industry's count of active organisations, sorted by industry. */
    async getList(params: ListParams): Promise<ListResult> {
      const operation = `getList ${resource}`;
      requireScope(context, operation);
      const { page, perPage } = pagination(params.pagination);
      const wanted = page * perPage;
      let counts: IndustryCount[];
      if (context.rest) {
        const documents = await context.rest.query(INDUSTRY_SCORES_COLLECTION, {
          orderBy: [{ field: 'industry', direction: 'ASC' }],
          select: ['industry', 'organisationsCount'],
          limit: wanted,
        });
        counts = documents.map((document) => ({
          id: document.id,
          industry: String(document.data.industry ?? ''),
          organisationsCount: Number(document.data.organisationsCount ?? 0),
        }));
      } else {
        const snapshot = await guard(operation, () =>
          getDocs(
            query(
              collection(context.db, INDUSTRY_SCORES_COLLECTION),
              orderBy('industry', 'asc'),
              limit(wanted),
            ),
          ),
        );
        counts = snapshot.docs.map((snapshot) => ({
          id: snapshot.id,
          industry: String(snapshot.get('industry') ?? ''),
          organisationsCount: Number(snapshot.get('organisationsCount') ?? 0),
        }));
      }
      // One document per industry: the page holds them all unless it is full.
      const total =
        counts.length < wanted
          ? counts.length
          : (
              await guard(operation, () =>
                getCount(collection(context.db, INDUSTRY_SCORES_COLLECTION)),
              )
            ).data().count;
      return { data: counts.slice((page - 1) * perPage) as unknown as RaRecord[], total };
    },
  });
}

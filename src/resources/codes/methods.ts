import { inChunks } from '@/domain/bulk';
import { BY_DIVISION_FIELD, codesOfSummary } from '@/domain/codeSummaries';
import {
  CODE_SUMMARIES_COLLECTION,
  CODES_COLLECTION as CODES,
  ORGANISATIONS_COLLECTION,
} from '@/domain/collections';
import { codeDocumentId, normaliseCode, type NewCode } from '@/domain/codes';
import type { Code, Division } from '@/domain/types';
import { DataProviderError } from '@/providers/dataProvider/errors';
import type { DataStore } from '@/providers/dataStore';
import type { ResourceMethods } from '@/providers/types';
import { codeInUse, codeTaken, requireCodeFree } from '@/shared/codeInUse';

const CODES_PER_TRANSACTION = 400;

export const codeMethods = (
  store: DataStore,
): Pick<ResourceMethods, 'updateCodesMaximumUsage' | 'getCodeSummaries'> => ({
  /** Each transaction changes its codes or none. */
  async updateCodesMaximumUsage(changes) {
    const operation = 'updateCodesMaximumUsage';
    store.scope(operation);
    for (const chunk of inChunks(changes, CODES_PER_TRANSACTION)) {
      await store.transaction(operation, async (transaction) => {
        for (const change of chunk) {
          transaction.update(`${CODES}/${change.id}`, { maximumUsage: change.maximumUsage });
        }
      });
    }
  },

  /** From the summaries in one request; a Divisions page reads only its entries, by field mask. */
  async getCodeSummaries(organisationIds, divisionIds) {
    const operation = 'getCodeSummaries';
    const allowed = store.organisationsInScope(operation);
    const wanted = [...new Set(organisationIds)].filter(
      (id) => allowed === 'all' || allowed.includes(id),
    );
    const fields = divisionIds
      ? divisionIds.map((id) => `${BY_DIVISION_FIELD}.${id}`)
      : [BY_DIVISION_FIELD];
    if (wanted.length === 0 || fields.length === 0) return [];
    const found = await store.getMany(
      operation,
      wanted.map((id) => `${CODE_SUMMARIES_COLLECTION}/${id}`),
      fields,
    );
    return wanted
      .flatMap((id, index) => codesOfSummary(id, found[index]?.data()))
      .sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));
  },
});

/** A code taken anywhere, even concurrently, fails here: the id is derived from the code. */
export async function createCode(store: DataStore, input: NewCode): Promise<Code> {
  const operation = 'createCode';
  store.scope(operation);
  const code = normaliseCode(input.code);
  if (await codeInUse(store, code)) throw codeTaken(operation, code);
  return store.transaction(operation, async (transaction) => {
    const codePath = await requireCodeFree(transaction, operation, code);
    const owner = await transaction.get(`${ORGANISATIONS_COLLECTION}/${input.organisationId}`);
    if (!owner) throw new DataProviderError('not-found', `${operation}: no such organisation`);
    const divisions = (owner.get('divisions') as Division[] | undefined) ?? [];
    const division = divisions.find((candidate) => candidate.id === input.divisionId);
    if (!division) throw new DataProviderError('not-found', `${operation}: no such division`);
    const written: Code = {
      id: codeDocumentId(code),
      code,
      divisionId: division.id,
      divisionName: division.name,
      organisationId: input.organisationId,
      organisationName: String(owner.get('name') ?? ''),
      isActive: true,
      currentUsage: 0,
      maximumUsage: input.maximumUsage,
    };
    transaction.set(codePath, { ...written });
    return written;
  });
}

// The codes' own data methods (docs/product.md §4, §5): creating a code and changing usage limits
// keep each code's copy in its division (docs/product.md §3) in step, in one transaction.
import { CODES_COLLECTION as CODES, ORGANISATIONS_COLLECTION } from '@/domain/collections';
import {
  codeDocumentId,
  normaliseCode,
  withDivisionCode,
  withMirroredMaximumUsage,
} from '@/domain/codes';
import { divisionsUpdate } from '@/domain/divisionMaps';
import type { Code, Division, DivisionCode } from '@/domain/types';
import { DataProviderError } from '@/providers/dataProvider/errors';
import { MAX_IN_VALUES, type DataStore, type StoredDocument } from '@/providers/dataStore';
import type { CodeUsageChange, ResourceMethods } from '@/providers/types';
import { codeInUse, codeTaken } from '@/shared/codeInUse';

/** Codes whose usage limit one transaction changes (each also rewrites its organisation). */
const CODES_PER_TRANSACTION = 200;

const organisation = (id: string) => `${ORGANISATIONS_COLLECTION}/${id}`;

export const codeMethods = (
  store: DataStore,
): Pick<
  ResourceMethods,
  'codeExists' | 'createCode' | 'updateCodesMaximumUsage' | 'getCodesOfOrganisations'
> => ({
  codeExists: (code) => codeInUse(store, code),

  /** The code's document id is derived from the code: a concurrent creation fails here. */
  async createCode(input) {
    const operation = 'createCode';
    store.scope(operation);
    const code = normaliseCode(input.code);
    if (await codeInUse(store, code)) throw codeTaken(operation, code);
    const id = codeDocumentId(code);
    const codePath = `${CODES}/${id}`;
    const created = await store.transaction(operation, async (transaction) => {
      const existing = await transaction.get(codePath);
      const owner = await transaction.get(organisation(input.organisationId));
      if (existing) throw codeTaken(operation, code);
      if (!owner) throw new DataProviderError('not-found', `${operation}: no such organisation`);
      const organisationName = String(owner.get('name') ?? '');
      const divisions = (owner.get('divisions') as Division[] | undefined) ?? [];
      const division = divisions.find((candidate) => candidate.id === input.divisionId);
      const entry: DivisionCode = {
        id,
        code,
        organisationId: input.organisationId,
        organisationName,
        maximumUsage: input.maximumUsage,
      };
      const next = withDivisionCode(divisions, input.divisionId, entry);
      if (!division || !next) {
        throw new DataProviderError('not-found', `${operation}: no such division`);
      }
      const written: Code = {
        id,
        code,
        divisionId: division.id,
        divisionName: division.name,
        organisationId: input.organisationId,
        organisationName,
        isActive: true,
        currentUsage: 0,
        maximumUsage: input.maximumUsage,
      };
      transaction.set(codePath, { ...written });
      // The division's copy of its codes, in its list and in the organisation's maps.
      transaction.update(organisation(input.organisationId), divisionsUpdate(owner, next).data);
      return written;
    });
    store.touched('codes', 'organisations', 'divisions');
    return created;
  },

  /** Each code and its copy in its division together: a failure leaves its transaction's codes. */
  async updateCodesMaximumUsage(changes) {
    const operation = 'updateCodesMaximumUsage';
    store.scope(operation);
    for (let start = 0; start < changes.length; start += CODES_PER_TRANSACTION) {
      const chunk = changes.slice(start, start + CODES_PER_TRANSACTION);
      await store.transaction(operation, async (transaction) => {
        const codes: { change: CodeUsageChange; organisationId: string }[] = [];
        for (const change of chunk) {
          const snapshot = await transaction.get(`${CODES}/${change.id}`);
          if (!snapshot) {
            throw new DataProviderError('not-found', `${operation}: no code ${change.id}`);
          }
          codes.push({ change, organisationId: String(snapshot.get('organisationId')) });
        }
        const owners = new Map<string, { stored: StoredDocument; divisions: Division[] }>();
        for (const organisationId of new Set(codes.map((code) => code.organisationId))) {
          const stored = await transaction.get(organisation(organisationId));
          if (!stored) continue;
          owners.set(organisationId, {
            stored,
            divisions: (stored.get('divisions') as Division[] | undefined) ?? [],
          });
        }
        for (const { change, organisationId } of codes) {
          transaction.update(`${CODES}/${change.id}`, { maximumUsage: change.maximumUsage });
          const owner = owners.get(organisationId);
          if (owner) {
            owner.divisions = withMirroredMaximumUsage(
              owner.divisions,
              change.id,
              change.maximumUsage,
            );
          }
        }
        for (const [organisationId, { stored, divisions }] of owners) {
          transaction.update(organisation(organisationId), divisionsUpdate(stored, divisions).data);
        }
      });
    }
    store.touched('codes', 'organisations', 'divisions');
  },

  /** The codes of some organisations (one page of the organisations list), by code. */
  async getCodesOfOrganisations(organisationIds) {
    const operation = 'getCodesOfOrganisations';
    const allowed = store.organisationsInScope(operation);
    const wanted = [...new Set(organisationIds)].filter(
      (id) => allowed === 'all' || allowed.includes(id),
    );
    const chunks: string[][] = [];
    for (let start = 0; start < wanted.length; start += MAX_IN_VALUES) {
      chunks.push(wanted.slice(start, start + MAX_IN_VALUES));
    }
    const found = await Promise.all(
      chunks.map((chunk) => store.query(operation, CODES, [['organisationId', 'in', chunk]])),
    );
    return found
      .flat()
      .map((document) => document.record<Code>())
      .sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));
  },
});

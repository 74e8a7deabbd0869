// Codes are unique and stored upper-cased (docs/product.md §5).
import { CODES_COLLECTION } from '@/domain/collections';
import { codeDocumentId, normaliseCode } from '@/domain/codes';
import { errorCode } from '@/domain/errorCode';
import { DataProviderError } from '@/providers/dataProvider/errors';
import {
  MAX_IN_VALUES,
  type DataStore,
  type StoreTransaction,
  type WhereClause,
} from '@/providers/dataStore';

/** A code of that value within the caller's scope, whatever id it is stored under. */
export async function codeInUse(store: DataStore, code: string): Promise<boolean> {
  const operation = 'codeExists';
  const clauses: WhereClause[] = [['code', '==', normaliseCode(code)]];
  const organisations = store.organisationsInScope(operation);
  if (organisations !== 'all') {
    if (organisations.length === 0) return false;
    clauses.push(['organisationId', 'in', organisations.slice(0, MAX_IN_VALUES)]);
  }
  return (await store.query(operation, CODES_COLLECTION, clauses, 1)).length > 0;
}

export const codeTaken = (operation: string, code: string) =>
  new DataProviderError('already-exists', `${operation}: the code ${code} is already in use`);

/** A value taken marks its field: react-admin's forms show a rejection's `body.errors` there. */
export function markTaken(field: string, message: string) {
  return (error: unknown): never => {
    if (errorCode(error) === 'already-exists') {
      Object.assign(error as object, { body: { errors: { [field]: message } } });
    }
    throw error;
  };
}

/**
 * The document id is the code's (docs/security.md "Access codes"): one the caller may not read is
 * another organisation's code of that value, taken too.
 */
export async function requireCodeFree(
  transaction: StoreTransaction,
  operation: string,
  code: string,
): Promise<string> {
  const path = `${CODES_COLLECTION}/${codeDocumentId(code)}`;
  const existing = await transaction.get(path).catch((error: unknown) => {
    if (errorCode(error) === 'permission-denied') throw codeTaken(operation, code);
    throw error;
  });
  if (existing) throw codeTaken(operation, code);
  return path;
}

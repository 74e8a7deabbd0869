// Whether an access code is taken (docs/product.md §5: codes are unique, stored upper-cased), within
// the caller's scope: what creating a code and creating an organisation both check first.
import { CODES_COLLECTION } from '@/domain/collections';
import { normaliseCode } from '@/domain/codes';
import { DataProviderError } from '@/providers/dataProvider/errors';
import { MAX_IN_VALUES, type DataStore, type WhereClause } from '@/providers/dataStore';

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

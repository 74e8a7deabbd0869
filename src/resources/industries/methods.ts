import { INDUSTRIES_COLLECTION as INDUSTRIES } from '@/domain/collections';
import { industryDocumentId, industryExists, normaliseIndustryName } from '@/domain/industries';
import type { Industry } from '@/domain/types';
import { DataProviderError } from '@/providers/dataProvider/errors';
import type { DataStore } from '@/providers/dataStore';

/** Industries are a short reference list: all are compared. */
export async function createIndustry(store: DataStore, name: string): Promise<Industry> {
  const operation = 'createIndustry';
  store.scope(operation);
  const trimmed = normaliseIndustryName(name);
  const exists = () =>
    new DataProviderError('already-exists', `${operation}: ${trimmed} already exists`);
  const all = await store.query(operation, INDUSTRIES);
  const names = all.map((document) => String(document.get('name') ?? ''));
  if (industryExists(names, trimmed)) throw exists();
  const id = industryDocumentId(trimmed);
  const now = new Date();
  await store.transaction(operation, async (transaction) => {
    if (await transaction.get(`${INDUSTRIES}/${id}`)) throw exists();
    transaction.set(`${INDUSTRIES}/${id}`, { name: trimmed, createdAt: now, updatedAt: now });
  });
  return { id, name: trimmed, createdAt: now, updatedAt: now };
}

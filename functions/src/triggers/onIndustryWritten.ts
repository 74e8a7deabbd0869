// Keeps the provider's summary (src/domain/providerSummary.ts: the industries the dashboards'
// Industry selector offers) whoever creates, renames or deletes an industry.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { triggerOptions } from '../options';
import { calculateProviderSummary } from '../scores/calculateProviderSummary';

export const onIndustryWritten = onDocumentWritten(
  { ...triggerOptions, document: 'industries/{industryId}' },
  async (event) => {
    const before: unknown = event.data?.before.get('name');
    const after: unknown = event.data?.after.get('name');
    // Another field changed (updatedAt): the names offered are the same.
    if (event.data?.before.exists && event.data.after.exists && before === after) return;
    await calculateProviderSummary(db());
  },
);

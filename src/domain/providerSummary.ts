// providerSummaries/all: what a provider admin's dashboards need before an organisation is chosen,
// in one read whatever the number of industries. Written only by the server.
import { stringsOf } from '@/domain/values';

export const PROVIDER_SUMMARIES_COLLECTION = 'providerSummaries';
export const PROVIDER_SUMMARY_ID = 'all';

export interface ProviderSummary {
  industries: string[];
  calculatedAt: Date;
}

export function computeProviderSummary(
  names: readonly unknown[],
  calculatedAt: Date,
): ProviderSummary {
  const industries = [...new Set(stringsOf(names).map((name) => name.trim()))];
  return { industries: industries.filter((name) => name !== ''), calculatedAt };
}

export function industriesOfSummary(document: unknown): string[] | undefined {
  const { industries } = (document ?? {}) as { industries?: unknown };
  if (!Array.isArray(industries)) return undefined;
  return computeProviderSummary(industries, new Date(0)).industries;
}

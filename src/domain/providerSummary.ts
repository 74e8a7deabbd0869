// providerSummaries/all: what a provider admin's dashboards need before an organisation is chosen,
// in one read whatever the number of industries. Written only by the server.
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
  const industries = names
    .filter((name): name is string => typeof name === 'string')
    .map((name) => name.trim())
    .filter((name, index, all) => name !== '' && all.indexOf(name) === index);
  return { industries, calculatedAt };
}

export function industriesOfSummary(document: unknown): string[] | undefined {
  if (typeof document !== 'object' || document === null) return undefined;
  const { industries } = document as { industries?: unknown };
  if (!Array.isArray(industries)) return undefined;
  return computeProviderSummary(industries, new Date(0)).industries;
}

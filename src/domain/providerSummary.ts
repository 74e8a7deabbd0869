// The provider's summary document, providerSummaries/all: what a provider admin's dashboards need
// before an organisation is chosen, in one read whatever the number of industries and
// organisations (docs/product.md §2 shared filter bar): the industries the Industry selector
// offers, the industries collection's names in name order. Written only by the server: the score
// calculation (functions/src/scores/calculateProviderSummary.ts, after each industry's documents)
// and the industries' trigger keep it; only those who read every organisation read it.
export const PROVIDER_SUMMARIES_COLLECTION = 'providerSummaries';
export const PROVIDER_SUMMARY_ID = 'all';

export interface ProviderSummary {
  /** The industries collection's names, in name order, trimmed, without blanks or repeats. */
  industries: string[];
  calculatedAt: Date;
}

/** The summary from the industries' stored names, in the order they were read (by name). */
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

/** The industry names a stored summary offers; undefined when the document is not one. */
export function industriesOfSummary(document: unknown): string[] | undefined {
  if (typeof document !== 'object' || document === null) return undefined;
  const { industries } = document as { industries?: unknown };
  if (!Array.isArray(industries)) return undefined;
  return computeProviderSummary(industries, new Date(0)).industries;
}

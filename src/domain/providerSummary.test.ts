import { describe, expect, it } from 'vitest';
import { computeProviderSummary, industriesOfSummary } from './providerSummary';

describe('the provider summary', () => {
  it('keeps the industry names in their order, trimmed, without blanks, repeats or non-names', () => {
    const at = new Date('2026-03-01T00:00:00Z');
    expect(
      computeProviderSummary(['Accounting', ' Retail ', '', 'Retail', 7, null, 'Mining'], at),
    ).toEqual({ industries: ['Accounting', 'Retail', 'Mining'], calculatedAt: at });
  });

  it('reads the names of a stored document, and nothing of something else', () => {
    expect(industriesOfSummary({ industries: ['Accounting', ' '] })).toEqual(['Accounting']);
    expect(industriesOfSummary({ industries: 'Accounting' })).toBeUndefined();
    expect(industriesOfSummary(undefined)).toBeUndefined();
  });
});

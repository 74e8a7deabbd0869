import { describe, expect, it } from 'vitest';
import {
  CLOCK_MARGIN_MS,
  needsRecalculationRequest,
  recalculationStep,
  RECALCULATION_LEASE_MS,
} from '@/domain/scoreRecalculation';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe('needsRecalculationRequest', () => {
  it('requests when the organisation has no marker yet', () => {
    expect(needsRecalculationRequest(undefined, at(1))).toBe(true);
  });

  it('does not request when a calculation that started after the change completed', () => {
    expect(needsRecalculationRequest({ calculatedFrom: at(2) }, at(1))).toBe(false);
    expect(needsRecalculationRequest({ calculatedFrom: at(2) }, at(3))).toBe(true);
    // Within the clock margin, the change may not have been read.
    const close = new Date(at(2).getTime() - CLOCK_MARGIN_MS / 2);
    expect(needsRecalculationRequest({ calculatedFrom: at(2) }, close)).toBe(true);
  });

  it('does not request while a request waits for its calculation to start', () => {
    expect(needsRecalculationRequest({ requestedAt: at(5), startedAt: at(4) }, at(6))).toBe(false);
    // The running calculation started before the change: it may have missed it.
    expect(needsRecalculationRequest({ requestedAt: at(4), startedAt: at(5) }, at(6))).toBe(true);
  });
});

describe('recalculationStep', () => {
  const now = at(10);

  it('is idle without a request newer than the last calculation, done or failed', () => {
    expect(recalculationStep(undefined, now)).toBe('idle');
    expect(recalculationStep({ requestedAt: at(1), calculatedFrom: at(2) }, now)).toBe('idle');
    expect(recalculationStep({ requestedAt: at(1), failedFrom: at(2) }, now)).toBe('idle');
  });

  it('starts on a new request when no lease is held', () => {
    expect(recalculationStep({ requestedAt: at(3), calculatedFrom: at(2) }, now)).toBe('start');
    expect(
      recalculationStep({ requestedAt: at(3), calculatedFrom: at(2), leaseUntil: null }, now),
    ).toBe('start');
  });

  it('waits for a running calculation, and takes over an expired lease', () => {
    const lease = new Date(now.getTime() + RECALCULATION_LEASE_MS);
    expect(recalculationStep({ requestedAt: at(3), leaseUntil: lease }, now)).toBe('wait');
    expect(recalculationStep({ requestedAt: at(3), leaseUntil: at(9) }, now)).toBe('start');
  });
});

import { describe, expect, it } from 'vitest';
import {
  RECALCULATION_INTERVAL_MS,
  recalculationRequest,
  recalculationStep,
  RECALCULATION_LEASE_MS,
  scopesToCalculate,
  waitBeforeCalculation,
} from '@/domain/scoreRecalculation';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe('recalculationRequest', () => {
  const now = at(9);

  it('requests, with the scopes that moved, when no request is pending', () => {
    expect(recalculationRequest(undefined, ['all', 'd1'], now)).toEqual({
      requestedAt: now,
      scopes: ['all', 'd1'],
    });
    // The running calculation read its scopes when it started: a later change waits for the next.
    expect(recalculationRequest({ requestedAt: at(4), startedAt: at(5) }, ['all'], now)).toEqual({
      requestedAt: now,
      scopes: ['all'],
    });
  });

  it('adds only the scopes a pending request lacks, and nothing when it has them all', () => {
    const pending = { requestedAt: at(5), startedAt: at(4), scopes: ['all', 'd1'] };
    expect(recalculationRequest(pending, ['all', 'd2', 'd2'], now)).toEqual({ scopes: ['d2'] });
    expect(recalculationRequest(pending, ['d1', 'all'], now)).toBeNull();
  });

  it('asks for every scope when the change names none, once', () => {
    expect(recalculationRequest(undefined, undefined, now)).toEqual({
      requestedAt: now,
      everyScope: true,
    });
    const pending = { requestedAt: at(5), startedAt: at(4), everyScope: true };
    expect(recalculationRequest(pending, undefined, now)).toBeNull();
    expect(recalculationRequest(pending, ['d3'], now)).toBeNull();
  });
});

describe('scopesToCalculate', () => {
  it('gives the scopes gathered, or every scope (undefined) when asked or when none were named', () => {
    expect(scopesToCalculate({ requestedAt: at(1), scopes: ['all', 'd1'] })).toEqual(['all', 'd1']);
    expect(scopesToCalculate({ requestedAt: at(1), scopes: ['all'], everyScope: true })).toBe(
      undefined,
    );
    // A request from before requests named their scopes.
    expect(scopesToCalculate({ requestedAt: at(1) })).toBeUndefined();
    expect(scopesToCalculate(undefined)).toBeUndefined();
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

describe('waitBeforeCalculation', () => {
  it('waits out the interval since the previous start, and not at all after a quiet spell', () => {
    const started = at(1);
    const soon = new Date(started.getTime() + 2_000);
    expect(waitBeforeCalculation({ startedAt: started }, soon)).toBe(
      RECALCULATION_INTERVAL_MS - 2_000,
    );
    expect(waitBeforeCalculation({ startedAt: started }, at(2))).toBe(0);
    expect(waitBeforeCalculation(undefined, at(2))).toBe(0);
  });

  it('waits out an interval of its own when given one', () => {
    const started = at(1);
    const soon = new Date(started.getTime() + 400);
    expect(waitBeforeCalculation({ startedAt: started }, soon, 1_000)).toBe(600);
    expect(
      waitBeforeCalculation({ startedAt: started }, new Date(started.getTime() + 1_000), 1_000),
    ).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECALCULATION_INTERVAL_MS } from '@/domain/scoreRecalculation';
import { recalculationInterval } from './scoreRecalculationMarker';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('recalculationInterval', () => {
  it("is the product's interval in production, whatever the environment says", () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('KYND_RECALCULATION_INTERVAL_MS', '1000');
    expect(recalculationInterval()).toBe(RECALCULATION_INTERVAL_MS);
  });

  it("is the product's interval on the emulator unless the stack sets one", () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('KYND_RECALCULATION_INTERVAL_MS', '');
    expect(recalculationInterval()).toBe(RECALCULATION_INTERVAL_MS);
    vi.stubEnv('KYND_RECALCULATION_INTERVAL_MS', '1000');
    expect(recalculationInterval()).toBe(1_000);
  });

  it('refuses an interval that is not a number of milliseconds', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('KYND_RECALCULATION_INTERVAL_MS', '1s');
    expect(() => recalculationInterval()).toThrow(/KYND_RECALCULATION_INTERVAL_MS=1s/);
  });
});

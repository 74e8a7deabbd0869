import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeResults } from './appContract';
import {
  EX_SMOKER_YEARS_BOUNDS,
  MEASUREMENT_BOUNDS,
  boundsText,
  measurementBoundsProblem,
} from './measurementBounds';
import { MEASUREMENTS } from './measurements';
import { ScoreRangeError } from './scoreRanges';

describe('measurementBoundsProblem', () => {
  it.each(
    Object.entries(MEASUREMENT_BOUNDS).filter(([key]) => key !== 'systolic' && key !== 'diastolic'),
  )('accepts %s at its bounds and refuses just past them', (key, bounds) => {
    const step = bounds.max - bounds.min > 10 ? 1 : 0.01;
    expect(measurementBoundsProblem(key, bounds.min)).toBeNull();
    expect(measurementBoundsProblem(key, bounds.max)).toBeNull();
    expect(measurementBoundsProblem(key, String(bounds.max))).toBeNull();
    const label = MEASUREMENTS.find((measurement) => measurement.key === key)?.label;
    const refusal = `${label} must be from ${boundsText(bounds)}.`;
    expect(measurementBoundsProblem(key, bounds.min - step)).toBe(refusal);
    expect(measurementBoundsProblem(key, bounds.max + step)).toBe(refusal);
    expect(measurementBoundsProblem(key, String(bounds.max + step))).toBe(refusal);
  });

  it('refuses the impossible values people type: a negative height, a weight of 0, over 100 %', () => {
    expect(measurementBoundsProblem('height', -170)).toBe('Height must be from 50 to 280 cm.');
    expect(measurementBoundsProblem('weight', 0)).toBe('Weight must be from 20 to 650 kg.');
    expect(measurementBoundsProblem('lungFunction', 101)).toBe(
      'Lung function must be from 1 to 100 %.',
    );
    expect(measurementBoundsProblem('life', 101)).toBe('Life must be from 0 to 100.');
  });

  it('checks both pressures of a blood pressure reading, and that the systolic is the higher', () => {
    expect(measurementBoundsProblem('systolicDiastolic', '50/20')).toBeNull();
    expect(measurementBoundsProblem('systolicDiastolic', '300/200')).toBeNull();
    expect(measurementBoundsProblem('systolicDiastolic', { systolic: 120, diastolic: 80 })).toBe(
      null,
    );
    expect(measurementBoundsProblem('systolicDiastolic', '5/500')).toBe(
      'Systolic/Diastolic: the systolic pressure must be from 50 to 300 mmHg.',
    );
    expect(measurementBoundsProblem('systolicDiastolic', '301/80')).toBe(
      'Systolic/Diastolic: the systolic pressure must be from 50 to 300 mmHg.',
    );
    expect(measurementBoundsProblem('systolicDiastolic', '120/19')).toBe(
      'Systolic/Diastolic: the diastolic pressure must be from 20 to 200 mmHg.',
    );
    expect(measurementBoundsProblem('systolicDiastolic', '80/120')).toBe(
      'Systolic/Diastolic: the systolic pressure must be higher than the diastolic.',
    );
    expect(measurementBoundsProblem('systolicDiastolic', '90/90')).toBe(
      'Systolic/Diastolic: the systolic pressure must be higher than the diastolic.',
    );
  });

  it('leaves what is no number to the score ranges, and measurements without bounds alone', () => {
    expect(measurementBoundsProblem('height', 'tall')).toBeNull();
    expect(measurementBoundsProblem('systolicDiastolic', 'high')).toBeNull();
    expect(measurementBoundsProblem('smoking', 'never')).toBeNull();
  });

  it('bounds every numeric scored measurement', () => {
    const numeric = MEASUREMENTS.map(({ key }) => key).filter(
      (key) => key !== 'smoking' && key !== 'systolicDiastolic',
    );
    expect(Object.keys(MEASUREMENT_BOUNDS).sort()).toEqual(
      [...numeric, 'systolic', 'diastolic'].sort(),
    );
  });
});

describe('computeResults with the bounds', () => {
  it('refuses the whole submission when one value is impossible', () => {
    expect(() =>
      computeResults({ category: 'body', values: { height: -170 }, storedHeightCm: 170 }),
    ).toThrow(new ScoreRangeError('Height must be from 50 to 280 cm.'));
    expect(() =>
      computeResults({
        category: 'body',
        values: { height: 170, systolicDiastolic: '5/500' },
      }),
    ).toThrow(ScoreRangeError);
  });

  it('does not score a weight by a stored height no person has', () => {
    expect(() =>
      computeResults({ category: 'body', values: { weight: 70 }, storedHeightCm: -170 }),
    ).toThrow(/height/);
    expect(
      computeResults({ category: 'body', values: { weight: 70 }, storedHeightCm: 170 }).weight,
    ).toEqual({ colour: 'green', value: 70 });
  });
});

describe('docs/app-contract.md', () => {
  const contract = readFileSync(join(__dirname, '../../docs/app-contract.md'), 'utf8');
  const row = (key: string, text: string) =>
    new RegExp(`\\| \`${key}\` +\\| ${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} +\\|`);
  it('lists every bound as the server applies it', () => {
    for (const [key, bounds] of Object.entries(MEASUREMENT_BOUNDS)) {
      expect(contract).toMatch(row(key, boundsText(bounds)));
    }
    expect(contract).toMatch(row('exSmokerYears', boundsText(EX_SMOKER_YEARS_BOUNDS)));
  });
});

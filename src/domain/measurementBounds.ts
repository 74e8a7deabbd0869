// The bounds refuse the impossible, never a rare but real value. docs/app-contract.md lists them
// (a unit test keeps the two equal).
import { findMeasurement } from '@/domain/measurements';
import {
  bloodPressureOf,
  DASS21_SCALES,
  QUESTIONNAIRE_SCORES,
  type MeasurementValue,
} from '@/domain/scoreRanges';
import { numberOf } from '@/domain/values';

export interface MeasurementBounds {
  min: number;
  max: number;
  unit?: string;
}

export const MEASUREMENT_BOUNDS = {
  ...Object.fromEntries(QUESTIONNAIRE_SCORES.map((key) => [key, { min: 0, max: 100 }])),
  // DASS-21 scale scores: the item sum (0–21) doubled.
  ...Object.fromEntries(DASS21_SCALES.map((scale) => [scale, { min: 0, max: 42 }])),
  weight: { min: 20, max: 650, unit: 'kg' },
  height: { min: 50, max: 280, unit: 'cm' },
  waistCircumference: { min: 30, max: 300, unit: 'cm' },
  alcohol: { min: 0, max: 250, unit: 'drinks per week' },
  lungFunction: { min: 1, max: 100, unit: '%' },
  hba1c: { min: 10, max: 200, unit: 'mmol/mol' },
  restingHeartRate: { min: 20, max: 250, unit: 'bpm' },
  systolic: { min: 50, max: 300, unit: 'mmHg' },
  diastolic: { min: 20, max: 200, unit: 'mmHg' },
  totalCholesterol: { min: 0.5, max: 30, unit: 'mmol/L' },
  hdl: { min: 0.1, max: 10, unit: 'mmol/L' },
  ldl: { min: 0.1, max: 25, unit: 'mmol/L' },
  triglycerides: { min: 0.1, max: 100, unit: 'mmol/L' },
  ratioCholesterolHdl: { min: 0.5, max: 50 },
} as const satisfies Record<string, MeasurementBounds>;

/** An ex-smoker's years since quitting (submitResults' `exSmokerYears`). */
export const EX_SMOKER_YEARS_BOUNDS: MeasurementBounds = { min: 0, max: 120, unit: 'years' };

export function boundsText(bounds: MeasurementBounds): string {
  return `${bounds.min} to ${bounds.max}${bounds.unit ? ` ${bounds.unit}` : ''}`;
}

export function outOfBounds(name: string, value: number, bounds: MeasurementBounds): string | null {
  if (value >= bounds.min && value <= bounds.max) return null;
  return `${name} must be from ${boundsText(bounds)}.`;
}

/** null when it can, or when it is no number at all (the score ranges refuse that themselves). */
export function measurementBoundsProblem(key: string, value: MeasurementValue): string | null {
  const label = findMeasurement(key)?.label ?? key;
  if (key === 'systolicDiastolic') {
    const reading = bloodPressureOf(value);
    if (!reading) return null;
    const { systolic, diastolic } = MEASUREMENT_BOUNDS;
    return (
      outOfBounds(`${label}: the systolic pressure`, reading.systolic, systolic) ??
      outOfBounds(`${label}: the diastolic pressure`, reading.diastolic, diastolic) ??
      (reading.systolic > reading.diastolic
        ? null
        : `${label}: the systolic pressure must be higher than the diastolic.`)
    );
  }
  const number = numberOf(value);
  if (number === null || !Object.hasOwn(MEASUREMENT_BOUNDS, key)) return null;
  return outOfBounds(label, number, (MEASUREMENT_BOUNDS as Record<string, MeasurementBounds>)[key]);
}

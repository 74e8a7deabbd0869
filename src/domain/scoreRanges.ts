// Score ranges of the scored measurements: docs/product.md §9 "Score ranges", with the choices
// made where the product gives no range (its "As built" note).
import type { ColourLevel } from '@/config/constants';
import { findMeasurement } from '@/domain/measurements';
import { numberOf } from '@/domain/values';

export type Sex = 'male' | 'female';

export const SMOKING_STATUSES = ['current', 'ex', 'never'] as const;
export type SmokingStatus = (typeof SMOKING_STATUSES)[number];

export interface ClassificationContext {
  sex?: Sex;
  diabetic?: boolean;
  exSmokerYears?: number;
  /** Weight is scored by BMI, which needs the height in cm. */
  heightCm?: number;
}

export interface BloodPressure {
  systolic: number;
  diastolic: number;
}

export type MeasurementValue = number | string | BloodPressure;

export class ScoreRangeError extends Error {
  override name = 'ScoreRangeError';
}

function toNumber(key: string, value: MeasurementValue): number {
  const number = numberOf(value);
  if (number === null) throw new ScoreRangeError(`${key}: a number is required`);
  return number;
}

const effectiveSex = (context: ClassificationContext): Sex =>
  context.sex === 'male' ? 'male' : 'female';

const colour = (red: boolean, orange: boolean): ColourLevel =>
  red ? 'red' : orange ? 'orange' : 'green';

/** null for a reading that is not two numbers, as `120/80` or { systolic, diastolic }. */
export function bloodPressureOf(value: MeasurementValue): BloodPressure | null {
  if (typeof value === 'object') {
    return Number.isFinite(value.systolic) && Number.isFinite(value.diastolic) ? value : null;
  }
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(String(value));
  return match ? { systolic: Number(match[1]), diastolic: Number(match[2]) } : null;
}

type Dass21Scale = 'depression' | 'anxiety' | 'stress';

/** DASS-21 scale scores (item sum × 2, 0–42): the first score of Mild and of Severe. */
const DASS21_BANDS: Record<Dass21Scale, { mildFrom: number; severeFrom: number }> = {
  depression: { mildFrom: 10, severeFrom: 21 },
  anxiety: { mildFrom: 8, severeFrom: 15 },
  stress: { mildFrom: 15, severeFrom: 26 },
};
export const DASS21_SCALES = Object.keys(DASS21_BANDS) as Dass21Scale[];

type Classifier = (value: MeasurementValue, context: ClassificationContext) => ColourLevel;

/** A classifier of a number; `name` is what an unreadable value's error names. */
const numeric =
  (name: string, classify: (value: number, context: ClassificationContext) => ColourLevel) =>
  (value: MeasurementValue, context: ClassificationContext) =>
    classify(toNumber(name, value), context);

/** The measurements that are a questionnaire's score, 0–100. */
export const QUESTIONNAIRE_SCORES = ['life', 'mindfulness', 'sleep', 'gratitude', 'emotionalIndex'];

const questionnaire = numeric('questionnaire', (score) => colour(score < 40, score < 70));
const dass21 = (scale: Dass21Scale) =>
  numeric(scale, (score) => {
    const { mildFrom, severeFrom } = DASS21_BANDS[scale];
    return colour(score >= severeFrom, score >= mildFrom);
  });

const CLASSIFIERS: Record<string, Classifier> = {
  ...Object.fromEntries(QUESTIONNAIRE_SCORES.map((key) => [key, questionnaire])),
  ...Object.fromEntries(DASS21_SCALES.map((scale) => [scale, dass21(scale)])),
  weight: (value, context) => {
    if (context.heightCm === undefined || !(context.heightCm > 0)) {
      throw new ScoreRangeError('weight: scoring by BMI needs the height in cm');
    }
    const metres = context.heightCm / 100;
    const bmi = toNumber('weight', value) / (metres * metres);
    return colour(bmi >= 30, bmi >= 25);
  },
  height: numeric('height', () => 'green'),
  waistCircumference: numeric('waistCircumference', (cm, context) => {
    const [orangeFrom, redAbove] = effectiveSex(context) === 'male' ? [94, 100] : [80, 86];
    return colour(cm > redAbove, cm >= orangeFrom);
  }),
  smoking: (value, context) => {
    const status = SMOKING_STATUSES.find((known) => known === value);
    if (!status)
      throw new ScoreRangeError(`smoking: expected one of ${SMOKING_STATUSES.join(', ')}`);
    if (status !== 'ex') return status === 'current' ? 'red' : 'green';
    const years = context.exSmokerYears;
    if (years === undefined || !Number.isFinite(years)) {
      throw new ScoreRangeError('smoking: an ex-smoker needs the years since quitting');
    }
    return years < 1 ? 'orange' : 'green';
  },
  alcohol: numeric('alcohol', (drinks, context) =>
    colour(drinks > (effectiveSex(context) === 'male' ? 15 : 10), drinks > 0),
  ),
  lungFunction: numeric('lungFunction', (percent) => colour(percent < 50, percent < 80)),
  hba1c: numeric('hba1c', (mmolMol, context) => {
    const [orangeFrom, redFrom] = context.diabetic === true ? [45, 55] : [40, 50];
    return colour(mmolMol >= redFrom, mmolMol >= orangeFrom);
  }),
  restingHeartRate: numeric('restingHeartRate', (bpm) => colour(bpm > 99, bpm >= 65)),
  systolicDiastolic: (value) => {
    const reading = typeof value === 'object' ? value : bloodPressureOf(value);
    if (!reading) throw new ScoreRangeError('systolicDiastolic: expected a reading like 120/80');
    const { systolic, diastolic } = reading;
    // The worse of the two pressures' colours.
    return colour(systolic >= 140 || diastolic >= 100, systolic > 120 || diastolic > 91);
  },
  totalCholesterol: numeric('totalCholesterol', (mmolL) => colour(mmolL > 6, mmolL >= 4)),
  hdl: numeric('hdl', (mmolL) => colour(mmolL < 0.8, mmolL <= 0.9)),
  ldl: numeric('ldl', (mmolL) => colour(mmolL > 3, mmolL >= 2)),
  triglycerides: numeric('triglycerides', (mmolL) => colour(mmolL > 2.5, mmolL >= 2)),
  ratioCholesterolHdl: numeric('ratioCholesterolHdl', (ratio) => colour(ratio > 5, ratio >= 4)),
};

/** Throws ScoreRangeError for an unknown key or a value the measurement cannot be scored from. */
export function classifyMeasurement(
  key: string,
  value: MeasurementValue,
  context: ClassificationContext = {},
): ColourLevel {
  const classifier = CLASSIFIERS[key];
  if (!classifier) throw new ScoreRangeError(`No score ranges for measurement '${key}'`);
  return classifier(value, context);
}

export interface ScoreRangeVariant {
  /** 'Male', 'Female', 'Diabetic', 'Non-diabetic', 'Systolic', 'Diastolic', or none. */
  label?: string;
  ranges: Record<ColourLevel, string>;
}

export interface MeasurementScoreRanges {
  key: string;
  unit?: string;
  variants: ScoreRangeVariant[];
  /** The catalogue key of how the ranges are applied, where that is not obvious from them. */
  note?: string;
}

const single = (red: string, orange: string, green: string): ScoreRangeVariant[] => [
  { ranges: { red, orange, green } },
];

const QUESTIONNAIRE_RANGES: Omit<MeasurementScoreRanges, 'key'> = {
  unit: 'score (0–100)',
  variants: single('<40', '40 to <70', '>=70'),
};

const dass21Ranges = (scale: Dass21Scale): Omit<MeasurementScoreRanges, 'key'> => {
  const { mildFrom, severeFrom } = DASS21_BANDS[scale];
  return {
    unit: 'DASS-21 score (0–42)',
    variants: single(
      `>=${severeFrom} (severe, extremely severe)`,
      `${mildFrom} to ${severeFrom - 1} (mild, moderate)`,
      `<${mildFrom} (normal)`,
    ),
  };
};

/** A measurement's own unit unless the ranges are of a score made from it. */
const RANGES: Record<string, Omit<MeasurementScoreRanges, 'key'>> = {
  ...Object.fromEntries(QUESTIONNAIRE_SCORES.map((key) => [key, QUESTIONNAIRE_RANGES])),
  ...Object.fromEntries(DASS21_SCALES.map((scale) => [scale, dass21Ranges(scale)])),
  weight: {
    unit: 'BMI (kg/m²)',
    variants: single('>=30', '25 to <30', '<25'),
    note: 'app.dashboards.range_notes.weight',
  },
  height: {
    variants: single('–', '–', 'Completed'),
    note: 'app.dashboards.range_notes.height',
  },
  waistCircumference: {
    variants: [
      { label: 'Male', ranges: { red: '>100', orange: '94 to 100', green: '<94' } },
      { label: 'Female', ranges: { red: '>86', orange: '80 to 86', green: '<80' } },
    ],
  },
  smoking: {
    variants: single(
      'Current smoker',
      'Ex-smoker under 1 year',
      'Never smoked, or ex-smoker over 1 year',
    ),
  },
  alcohol: {
    variants: [
      { label: 'Male', ranges: { red: '>15', orange: '>0 to 15', green: '0' } },
      { label: 'Female', ranges: { red: '>10', orange: '>0 to 10', green: '0' } },
    ],
  },
  systolicDiastolic: {
    variants: [
      { label: 'Systolic', ranges: { red: '>=140', orange: '>120 and <140', green: '<=120' } },
      { label: 'Diastolic', ranges: { red: '>=100', orange: '>91 and <100', green: '<=91' } },
    ],
    note: 'app.dashboards.range_notes.systolicDiastolic',
  },
  restingHeartRate: { variants: single('>99', '65 to 99', '<65') },
  lungFunction: { variants: single('<50', '50 to <80', '>=80') },
  totalCholesterol: { variants: single('>6', '4 to 6', '<4') },
  hdl: { variants: single('<0.8', '0.8 to 0.9', '>0.9') },
  ldl: { variants: single('>3', '2 to 3', '<2') },
  triglycerides: { variants: single('>2.5', '2 to 2.5', '<2') },
  ratioCholesterolHdl: { variants: single('>5', '4 to 5', '<4') },
  hba1c: {
    variants: [
      { label: 'Diabetic', ranges: { red: '>=55', orange: '45 to <55', green: '<45' } },
      { label: 'Non-diabetic', ranges: { red: '>=50', orange: '40 to <50', green: '<40' } },
    ],
  },
};

export function scoreRangesOf(key: string): MeasurementScoreRanges | undefined {
  const ranges = RANGES[key];
  return ranges ? { key, unit: findMeasurement(key)?.unit, ...ranges } : undefined;
}

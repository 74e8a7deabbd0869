// Score ranges of the scored measurements: docs/product.md §9 "Score ranges", with the choices
// made where the product gives no range (its "As built" note).
import type { ColourLevel } from '@/config/constants';

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
  constructor(message: string) {
    super(message);
    this.name = 'ScoreRangeError';
  }
}

function toNumber(key: string, value: MeasurementValue): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (typeof value === 'string' && value.trim() === '') {
    throw new ScoreRangeError(`${key}: a number is required`);
  }
  if (!Number.isFinite(number)) throw new ScoreRangeError(`${key}: a number is required`);
  return number;
}

const effectiveSex = (context: ClassificationContext): Sex =>
  context.sex === 'male' ? 'male' : 'female';

export function classifyWaist(cm: number, sex: Sex): ColourLevel {
  const [orangeFrom, redAbove] = sex === 'male' ? [94, 100] : [80, 86];
  if (cm > redAbove) return 'red';
  if (cm >= orangeFrom) return 'orange';
  return 'green';
}

export function classifyAlcohol(drinksPerWeek: number, sex: Sex): ColourLevel {
  const redAbove = sex === 'male' ? 15 : 10;
  if (drinksPerWeek > redAbove) return 'red';
  if (drinksPerWeek > 0) return 'orange';
  return 'green';
}

export function classifySmoking(status: SmokingStatus, exSmokerYears?: number): ColourLevel {
  if (status === 'current') return 'red';
  if (status === 'ex') {
    if (exSmokerYears === undefined || !Number.isFinite(exSmokerYears)) {
      throw new ScoreRangeError('smoking: an ex-smoker needs the years since quitting');
    }
    return exSmokerYears < 1 ? 'orange' : 'green';
  }
  return 'green';
}

export function classifySystolic(mmHg: number): ColourLevel {
  if (mmHg >= 140) return 'red';
  if (mmHg > 120) return 'orange';
  return 'green';
}

export function classifyDiastolic(mmHg: number): ColourLevel {
  if (mmHg >= 100) return 'red';
  if (mmHg > 91) return 'orange';
  return 'green';
}

const SEVERITY: Record<ColourLevel, number> = { green: 0, orange: 1, red: 2 };

export function worstColour(colours: readonly ColourLevel[]): ColourLevel {
  return colours.reduce<ColourLevel>(
    (worst, colour) => (SEVERITY[colour] > SEVERITY[worst] ? colour : worst),
    'green',
  );
}

export function classifyBloodPressure(reading: BloodPressure): ColourLevel {
  return worstColour([classifySystolic(reading.systolic), classifyDiastolic(reading.diastolic)]);
}

export function parseBloodPressure(value: MeasurementValue): BloodPressure {
  if (typeof value === 'object') return value;
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(String(value));
  if (!match) throw new ScoreRangeError('systolicDiastolic: expected a reading like 120/80');
  return { systolic: Number(match[1]), diastolic: Number(match[2]) };
}

export function classifyRestingHeartRate(bpm: number): ColourLevel {
  if (bpm > 99) return 'red';
  if (bpm >= 65) return 'orange';
  return 'green';
}

export function classifyLungFunction(percent: number): ColourLevel {
  if (percent < 50) return 'red';
  if (percent < 80) return 'orange';
  return 'green';
}

export function classifyTotalCholesterol(mmolL: number): ColourLevel {
  if (mmolL > 6) return 'red';
  if (mmolL >= 4) return 'orange';
  return 'green';
}

export function classifyHdl(mmolL: number): ColourLevel {
  if (mmolL < 0.8) return 'red';
  if (mmolL <= 0.9) return 'orange';
  return 'green';
}

export function classifyLdl(mmolL: number): ColourLevel {
  if (mmolL > 3) return 'red';
  if (mmolL >= 2) return 'orange';
  return 'green';
}

export function classifyTriglycerides(mmolL: number): ColourLevel {
  if (mmolL > 2.5) return 'red';
  if (mmolL >= 2) return 'orange';
  return 'green';
}

export function classifyCholesterolHdlRatio(ratio: number): ColourLevel {
  if (ratio > 5) return 'red';
  if (ratio >= 4) return 'orange';
  return 'green';
}

export function classifyHba1c(mmolMol: number, diabetic: boolean): ColourLevel {
  const [orangeFrom, redFrom] = diabetic ? [45, 55] : [40, 50];
  if (mmolMol >= redFrom) return 'red';
  if (mmolMol >= orangeFrom) return 'orange';
  return 'green';
}

export function bodyMassIndex(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return weightKg / (metres * metres);
}

export function classifyBmi(bmi: number): ColourLevel {
  if (bmi >= 30) return 'red';
  if (bmi >= 25) return 'orange';
  return 'green';
}

export function classifyQuestionnaireScore(score: number): ColourLevel {
  if (score < 40) return 'red';
  if (score < 70) return 'orange';
  return 'green';
}

export type Dass21Scale = 'depression' | 'anxiety' | 'stress';

/** DASS-21 scale scores (item sum × 2, 0–42): the first score of Mild and of Severe. */
export const DASS21_BANDS: Record<Dass21Scale, { mildFrom: number; severeFrom: number }> = {
  depression: { mildFrom: 10, severeFrom: 21 },
  anxiety: { mildFrom: 8, severeFrom: 15 },
  stress: { mildFrom: 15, severeFrom: 26 },
};

export function classifyDass21(scale: Dass21Scale, score: number): ColourLevel {
  const bands = DASS21_BANDS[scale];
  if (score >= bands.severeFrom) return 'red';
  if (score >= bands.mildFrom) return 'orange';
  return 'green';
}

function parseSmoking(value: MeasurementValue): SmokingStatus {
  const status = SMOKING_STATUSES.find((known) => known === value);
  if (!status) throw new ScoreRangeError(`smoking: expected one of ${SMOKING_STATUSES.join(', ')}`);
  return status;
}

type Classifier = (value: MeasurementValue, context: ClassificationContext) => ColourLevel;

const questionnaire: Classifier = (value) =>
  classifyQuestionnaireScore(toNumber('questionnaire', value));
const dass21 =
  (scale: Dass21Scale): Classifier =>
  (value) =>
    classifyDass21(scale, toNumber(scale, value));

const CLASSIFIERS: Record<string, Classifier> = {
  life: questionnaire,
  mindfulness: questionnaire,
  sleep: questionnaire,
  gratitude: questionnaire,
  emotionalIndex: questionnaire,
  depression: dass21('depression'),
  anxiety: dass21('anxiety'),
  stress: dass21('stress'),
  weight: (value, context) => {
    if (context.heightCm === undefined || !(context.heightCm > 0)) {
      throw new ScoreRangeError('weight: scoring by BMI needs the height in cm');
    }
    return classifyBmi(bodyMassIndex(toNumber('weight', value), context.heightCm));
  },
  height: (value) => {
    toNumber('height', value);
    return 'green';
  },
  waistCircumference: (value, context) =>
    classifyWaist(toNumber('waistCircumference', value), effectiveSex(context)),
  smoking: (value, context) => classifySmoking(parseSmoking(value), context.exSmokerYears),
  alcohol: (value, context) => classifyAlcohol(toNumber('alcohol', value), effectiveSex(context)),
  lungFunction: (value) => classifyLungFunction(toNumber('lungFunction', value)),
  hba1c: (value, context) => classifyHba1c(toNumber('hba1c', value), context.diabetic === true),
  restingHeartRate: (value) => classifyRestingHeartRate(toNumber('restingHeartRate', value)),
  systolicDiastolic: (value) => classifyBloodPressure(parseBloodPressure(value)),
  totalCholesterol: (value) => classifyTotalCholesterol(toNumber('totalCholesterol', value)),
  hdl: (value) => classifyHdl(toNumber('hdl', value)),
  ldl: (value) => classifyLdl(toNumber('ldl', value)),
  triglycerides: (value) => classifyTriglycerides(toNumber('triglycerides', value)),
  ratioCholesterolHdl: (value) =>
    classifyCholesterolHdlRatio(toNumber('ratioCholesterolHdl', value)),
};

export const CLASSIFIED_MEASUREMENT_KEYS: readonly string[] = Object.keys(CLASSIFIERS);

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

export interface RangeText {
  red: string;
  orange: string;
  green: string;
}

export interface ScoreRangeVariant {
  /** 'Male', 'Female', 'Diabetic', 'Non-diabetic', 'Systolic', 'Diastolic', or none. */
  label?: string;
  ranges: RangeText;
}

export interface MeasurementScoreRanges {
  key: string;
  unit?: string;
  variants: ScoreRangeVariant[];
  /** How the ranges are applied, where that is not obvious from the ranges. */
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

const RANGES: Record<string, Omit<MeasurementScoreRanges, 'key'>> = {
  life: QUESTIONNAIRE_RANGES,
  mindfulness: QUESTIONNAIRE_RANGES,
  sleep: QUESTIONNAIRE_RANGES,
  gratitude: QUESTIONNAIRE_RANGES,
  emotionalIndex: QUESTIONNAIRE_RANGES,
  depression: dass21Ranges('depression'),
  anxiety: dass21Ranges('anxiety'),
  stress: dass21Ranges('stress'),
  weight: {
    unit: 'BMI (kg/m²)',
    variants: single('>=30', '25 to <30', '<25'),
    note: 'Weight is scored by body-mass index, from the weight and the height.',
  },
  height: {
    unit: 'cm',
    variants: single('–', '–', 'Completed'),
    note: 'Height has no risk range of its own: a completed measurement is green.',
  },
  waistCircumference: {
    unit: 'cm',
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
    unit: 'drinks per week',
    variants: [
      { label: 'Male', ranges: { red: '>15', orange: '>0 to 15', green: '0' } },
      { label: 'Female', ranges: { red: '>10', orange: '>0 to 10', green: '0' } },
    ],
  },
  systolicDiastolic: {
    unit: 'mmHg',
    variants: [
      { label: 'Systolic', ranges: { red: '>=140', orange: '>120 and <140', green: '<=120' } },
      { label: 'Diastolic', ranges: { red: '>=100', orange: '>91 and <100', green: '<=91' } },
    ],
    note: 'A reading takes the worse of its systolic and diastolic colours.',
  },
  restingHeartRate: { unit: 'bpm', variants: single('>99', '65 to 99', '<65') },
  lungFunction: { unit: '%', variants: single('<50', '50 to <80', '>=80') },
  totalCholesterol: { unit: 'mmol/L', variants: single('>6', '4 to 6', '<4') },
  hdl: { unit: 'mmol/L', variants: single('<0.8', '0.8 to 0.9', '>0.9') },
  ldl: { unit: 'mmol/L', variants: single('>3', '2 to 3', '<2') },
  triglycerides: { unit: 'mmol/L', variants: single('>2.5', '2 to 2.5', '<2') },
  ratioCholesterolHdl: { variants: single('>5', '4 to 5', '<4') },
  hba1c: {
    unit: 'mmol/mol',
    variants: [
      { label: 'Diabetic', ranges: { red: '>=55', orange: '45 to <55', green: '<45' } },
      { label: 'Non-diabetic', ranges: { red: '>=50', orange: '40 to <50', green: '<40' } },
    ],
  },
};

export function scoreRangesOf(key: string): MeasurementScoreRanges | undefined {
  const ranges = RANGES[key];
  return ranges ? { key, ...ranges } : undefined;
}

export const SCORE_RANGES: readonly MeasurementScoreRanges[] = Object.keys(RANGES).map((key) => ({
  key,
  ...RANGES[key],
}));

// The scored measurements, their display sections and questionnaires. The key is the map key in
// scores.body / scores.mind / scores.life.
import type { Category } from '@/config/constants';

export interface MeasurementDefinition {
  key: string;
  label: string;
  category: Category;
  /** Section as stored with the questions. */
  section: string;
  questionnaire: string;
  camelCaseQuestionnaire: string;
  unit?: string;
}

const m = (
  key: string,
  label: string,
  category: Category,
  section: string,
  questionnaire: string,
  unit?: string,
): MeasurementDefinition => ({
  key,
  label,
  category,
  section,
  questionnaire,
  camelCaseQuestionnaire: toCamelCase(questionnaire),
  unit,
});

export function toCamelCase(text: string): string {
  const words = text
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

const DASS = 'Depression Anxiety and Stress';
/** Section and questionnaire. */
const CHOLESTEROL = ['Cholesterol values', 'Cholesterol Values'] as const;

export const MEASUREMENTS: readonly MeasurementDefinition[] = [
  m('life', 'Life', 'Life', 'Life', 'Life'),

  m('mindfulness', 'Mindfulness', 'Mind', 'Mindfulness', 'Mindfulness'),
  m('sleep', 'Sleep', 'Mind', 'Sleep', 'Sleep'),
  m('gratitude', 'Gratitude', 'Mind', 'Gratitude', 'Gratitude'),
  m('depression', 'Depression', 'Mind', DASS, DASS),
  m('anxiety', 'Anxiety', 'Mind', DASS, DASS),
  m('stress', 'Stress', 'Mind', DASS, DASS),
  m('emotionalIndex', 'Emotional Index', 'Mind', 'Emotional Index', 'Emotional Index'),

  m('weight', 'Weight', 'Body', 'Physical', 'Weight', 'kg'),
  m('height', 'Height', 'Body', 'Physical', 'Height', 'cm'),
  m('waistCircumference', 'Waist Circumference', 'Body', 'Physical', 'Waist Circumference', 'cm'),
  m('smoking', 'Smoking', 'Body', 'Smoking', 'Smoking'),
  m('alcohol', 'Alcohol', 'Body', 'Alcohol', 'Alcohol', 'drinks per week'),
  m('lungFunction', 'Lung function', 'Body', 'Lung function', 'Lung Function', '%'),
  m('hba1c', 'HbA1C', 'Body', 'HbA1C', 'HbA1c', 'mmol/mol'),
  m(
    'restingHeartRate',
    'Resting Heart Rate',
    'Body',
    'Resting Heart Rate',
    'Resting Heart Rate',
    'bpm',
  ),
  m('systolicDiastolic', 'Systolic/Diastolic', 'Body', 'Blood pressure', 'Blood Pressure', 'mmHg'),
  m('totalCholesterol', 'Total Cholesterol', 'Body', ...CHOLESTEROL, 'mmol/L'),
  m('hdl', 'HDL', 'Body', ...CHOLESTEROL, 'mmol/L'),
  m('ldl', 'LDL', 'Body', ...CHOLESTEROL, 'mmol/L'),
  m('triglycerides', 'Triglycerides', 'Body', ...CHOLESTEROL, 'mmol/L'),
  m('ratioCholesterolHdl', 'Ratio Cholesterol/HDL', 'Body', ...CHOLESTEROL),
];

export function measurementsOf(category: Category): MeasurementDefinition[] {
  return MEASUREMENTS.filter((measurement) => measurement.category === category);
}

export function findMeasurement(key: string): MeasurementDefinition | undefined {
  return MEASUREMENTS.find((measurement) => measurement.key === key);
}

const SECTION_MERGES: Record<string, string> = {
  Smoking: 'Physical',
  Alcohol: 'Physical',
  HbA1C: 'Lung function',
  'Resting Heart Rate': 'Lung function',
};

export function displaySections(
  category: Category,
): { section: string; measurements: MeasurementDefinition[] }[] {
  const groups = new Map<string, MeasurementDefinition[]>();
  for (const measurement of measurementsOf(category)) {
    const section = SECTION_MERGES[measurement.section] ?? measurement.section;
    groups.set(section, [...(groups.get(section) ?? []), measurement]);
  }
  return [...groups].map(([section, measurements]) => ({ section, measurements }));
}

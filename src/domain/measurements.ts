// The scored measurements, their display sections and questionnaires. The key is the map key in
// scores.body / scores.mind / scores.life.
import { categoryKey, type Category, type CategoryKey } from '@/config/constants';
import { QUESTIONNAIRE_CATALOGUE } from '@/domain/questionnaires';
import { toCamelCase } from '@/domain/values';

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

/** Its category and section are its questionnaire's (domain/questionnaires). */
function m(key: string, label: string, questionnaire: string, unit?: string) {
  const entry = QUESTIONNAIRE_CATALOGUE.find((item) => item.questionnaire === questionnaire);
  if (!entry) throw new Error(`No questionnaire ${questionnaire}`);
  const { category, section } = entry;
  const camelCaseQuestionnaire = toCamelCase(questionnaire);
  return { key, label, category, section, questionnaire, camelCaseQuestionnaire, unit };
}

const DASS = 'Depression Anxiety and Stress';

export const MEASUREMENTS: readonly MeasurementDefinition[] = [
  m('life', 'Life', 'Life'),

  m('mindfulness', 'Mindfulness', 'Mindfulness'),
  m('sleep', 'Sleep', 'Sleep'),
  m('gratitude', 'Gratitude', 'Gratitude'),
  m('depression', 'Depression', DASS),
  m('anxiety', 'Anxiety', DASS),
  m('stress', 'Stress', DASS),
  m('emotionalIndex', 'Emotional Index', 'Emotional Index'),

  m('weight', 'Weight', 'Weight', 'kg'),
  m('height', 'Height', 'Height', 'cm'),
  m('waistCircumference', 'Waist Circumference', 'Waist Circumference', 'cm'),
  m('smoking', 'Smoking', 'Smoking'),
  m('alcohol', 'Alcohol', 'Alcohol', 'drinks per week'),
  m('lungFunction', 'Lung function', 'Lung Function', '%'),
  m('hba1c', 'HbA1C', 'HbA1c', 'mmol/mol'),
  m('restingHeartRate', 'Resting Heart Rate', 'Resting Heart Rate', 'bpm'),
  m('systolicDiastolic', 'Systolic/Diastolic', 'Blood Pressure', 'mmHg'),
  m('totalCholesterol', 'Total Cholesterol', 'Cholesterol Values', 'mmol/L'),
  m('hdl', 'HDL', 'Cholesterol Values', 'mmol/L'),
  m('ldl', 'LDL', 'Cholesterol Values', 'mmol/L'),
  m('triglycerides', 'Triglycerides', 'Cholesterol Values', 'mmol/L'),
  m('ratioCholesterolHdl', 'Ratio Cholesterol/HDL', 'Cholesterol Values'),
];

export function measurementsOf(category: Category | CategoryKey): MeasurementDefinition[] {
  return MEASUREMENTS.filter(({ category: own }) => categoryKey(own) === category.toLowerCase());
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

export function displaySections(category: Category) {
  const groups = new Map<string, MeasurementDefinition[]>();
  for (const measurement of measurementsOf(category)) {
    const section = SECTION_MERGES[measurement.section] ?? measurement.section;
    groups.set(section, [...(groups.get(section) ?? []), measurement]);
  }
  return [...groups].map(([section, measurements]) => ({ section, measurements }));
}

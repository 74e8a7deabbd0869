// The questionnaires with an about text, worded in the catalogue as app.about.<key>.
import { toCamelCase } from '@/domain/values';

export const ABOUT_KEYS = [
  'life',
  'emotionalIndex',
  'gratitude',
  'mindfulness',
  'sleep',
  'sleepApnoea',
  'depression',
  'anxiety',
  'stress',
  'dass21',
  'weight',
  'height',
  'waistCircumference',
  'smoking',
  'alcohol',
  'bloodPressure',
  'restingHeartRate',
  'lungFunction',
  'cholesterolValues',
  'hba1c',
  'hearing',
  'vision',
  'noiseLevelMonitor',
  'structuralHealth',
] as const;

export type AboutKey = (typeof ABOUT_KEYS)[number];

const ALIASES: Record<string, AboutKey> = {
  depressionAnxietyAndStress: 'dass21',
  depressionAnxietyStress: 'dass21',
  dass: 'dass21',
  cholesterol: 'cholesterolValues',
  hearingV2: 'hearing',
  hearingSurvey: 'hearing',
  hearingCheck: 'hearing',
  visionV2: 'vision',
  visionCheck: 'vision',
  eyesightSurvey: 'vision',
  waist: 'waistCircumference',
};

export function questionnaireAbout(name: string): AboutKey | undefined {
  const lower = toCamelCase(name).toLowerCase();
  return (
    ABOUT_KEYS.find((known) => known.toLowerCase() === lower) ??
    Object.entries(ALIASES).find(([known]) => known.toLowerCase() === lower)?.[1]
  );
}

/** For a measurement: its own text first (depression, anxiety, stress), then its questionnaire's. */
export function measurementAbout(measurement: {
  key: string;
  questionnaire: string;
}): AboutKey | undefined {
  return questionnaireAbout(measurement.key) ?? questionnaireAbout(measurement.questionnaire);
}

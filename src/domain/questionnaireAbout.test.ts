import { describe, expect, it } from 'vitest';
import { MEASUREMENTS } from '@/domain/measurements';
import { ABOUT_KEYS, measurementAbout, questionnaireAbout } from '@/domain/questionnaireAbout';
import { about } from '@/i18n/en/about';

const SPEC_QUESTIONNAIRES = [
  'Life',
  'Emotional Index',
  'Gratitude',
  'Mindfulness',
  'Sleep',
  'Sleep Apnoea',
  'Depression',
  'Anxiety',
  'Stress',
  'DASS21',
  'Weight',
  'Height',
  'Waist Circumference',
  'Smoking',
  'Alcohol',
  'Blood Pressure',
  'Resting Heart Rate',
  'Lung Function',
  'Cholesterol Values',
  'HbA1c',
  'Hearing',
  'Vision',
  'Noise Level Monitor',
  'Structural Health',
];

describe('questionnaire about texts', () => {
  it('has a text for each questionnaire docs/product.md §3 names', () => {
    for (const name of SPEC_QUESTIONNAIRES) expect(questionnaireAbout(name), name).toBeTruthy();
    expect(ABOUT_KEYS).toHaveLength(SPEC_QUESTIONNAIRES.length);
    expect(Object.keys(about).sort()).toEqual(ABOUT_KEYS.map((key) => `app.about.${key}`).sort());
  });

  it('keeps every text short', () => {
    for (const text of Object.values(about)) expect(text.length).toBeLessThan(400);
  });

  it('finds texts by camelCase key, stored name or alias', () => {
    expect(questionnaireAbout('sleepApnoea')).toBe('sleepApnoea');
    expect(questionnaireAbout('Depression Anxiety and Stress')).toBe('dass21');
    expect(questionnaireAbout('hearing-v2')).toBe('hearing');
    expect(questionnaireAbout('Unknown thing')).toBeUndefined();
  });

  it('gives every scored measurement a text, its own before its questionnaire', () => {
    for (const measurement of MEASUREMENTS)
      expect(measurementAbout(measurement), measurement.key).toBeTruthy();
    const stress = MEASUREMENTS.find((m) => m.key === 'stress');
    expect(stress && measurementAbout(stress)).toBe('stress');
    const hdl = MEASUREMENTS.find((m) => m.key === 'hdl');
    expect(hdl && measurementAbout(hdl)).toBe('cholesterolValues');
  });
});

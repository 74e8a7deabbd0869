import { describe, expect, it } from 'vitest';
import type { Question } from '@/domain/types';
import { QUESTIONNAIRES } from '../../scripts/seed/questions';
import {
  DEFAULT_QUESTIONNAIRE_ICON,
  QUESTIONNAIRE_CATALOGUE,
  canonicalQuestionnaire,
  groupQuestionnaires,
  questionnaireNames,
  sectionsOf,
} from '@/domain/questionnaires';

const question = (id: string, extra: Partial<Question>): Question => ({
  id,
  label: id,
  type: 'How often',
  category: 'Mind',
  section: 'Sleep',
  questionnaire: 'Sleep',
  order: 1,
  ...extra,
});

describe('catalogue', () => {
  it('has every questionnaire the demo data has questions for', () => {
    const seeded = QUESTIONNAIRES.map(({ questionnaire, category, section, icon }) => ({
      questionnaire,
      category,
      section,
      icon,
    }));
    expect([...QUESTIONNAIRE_CATALOGUE]).toEqual(seeded);
  });

  it("offers sections by category, 'Job Health Hazards' among Life's", () => {
    expect(sectionsOf('Life')).toEqual(['Life', 'Job Health Hazards']);
    expect(sectionsOf('Mind')).toContain('Depression Anxiety and Stress');
    expect(sectionsOf('Body')).toContain('Physical');
    expect(sectionsOf(undefined)).toContain('Job Health Hazards');
  });

  it('names the questionnaires of a category', () => {
    expect(questionnaireNames('Life')).toEqual(['Life', 'Job Health Hazards']);
    expect(questionnaireNames()).toHaveLength(QUESTIONNAIRE_CATALOGUE.length);
  });

  it("spells a typed name as the catalogue does, or keeps the user's", () => {
    expect(canonicalQuestionnaire('  sleep   apnoea ')).toBe('Sleep Apnoea');
    expect(canonicalQuestionnaire('HBA1C')).toBe('HbA1c');
    expect(canonicalQuestionnaire(' Shift Work Survey ')).toBe('Shift Work Survey');
  });
});

describe('groupQuestionnaires (docs/product.md §3 Questionnaire)', () => {
  it('groups by questionnaire in order of appearance, questions by order', () => {
    const groups = groupQuestionnaires([
      question('b', { order: 2, icon: 'sleep' }),
      question('x', { questionnaire: 'Gratitude', section: 'Gratitude', icon: 'mind' }),
      question('a', { order: 1, icon: 'sleep' }),
    ]);
    expect(groups.map((group) => group.questionnaire)).toEqual(['Sleep', 'Gratitude']);
    const sleep = groups[0];
    expect(sleep?.questions.map((item) => item.id)).toEqual(['a', 'b']);
    expect(sleep).toMatchObject({
      camelCaseQuestionnaire: 'sleep',
      category: 'Mind',
      section: 'Sleep',
      icon: 'sleep',
    });
    expect(sleep?.about).toMatch(/sleep/i);
  });

  it("defaults the icon to 'life'", () => {
    const [group] = groupQuestionnaires([
      question('a', { questionnaire: 'Shift Work', icon: undefined }),
    ]);
    expect(group?.icon).toBe(DEFAULT_QUESTIONNAIRE_ICON);
    expect(DEFAULT_QUESTIONNAIRE_ICON).toBe('life');
    expect(group?.camelCaseQuestionnaire).toBe('shiftWork');
    expect(group?.about).toBeUndefined();
  });
});

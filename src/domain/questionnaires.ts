import type { Category } from '@/config/constants';
import { questionnaireAbout } from '@/domain/questionnaireAbout';
import type { Question } from '@/domain/types';
import { toCamelCase } from '@/domain/values';

export const DEFAULT_QUESTIONNAIRE_ICON = 'life';

export const QUESTION_ICONS = ['life', 'mind', 'body', 'sleep', 'hearing', 'vision'] as const;

export interface CatalogueEntry {
  questionnaire: string;
  category: Category;
  section: string;
  icon: (typeof QUESTION_ICONS)[number];
}

export const QUESTIONNAIRE_CATALOGUE: readonly CatalogueEntry[] = (
  [
    ['Life', 'Life', 'Life', 'life'],
    ['Job Health Hazards', 'Life', 'Job Health Hazards', 'life'],
    ['Mindfulness', 'Mind', 'Mindfulness', 'mind'],
    ['Sleep', 'Mind', 'Sleep', 'sleep'],
    ['Sleep Apnoea', 'Mind', 'Sleep', 'sleep'],
    ['Gratitude', 'Mind', 'Gratitude', 'mind'],
    ['Depression Anxiety and Stress', 'Mind', 'Depression Anxiety and Stress', 'mind'],
    ['Emotional Index', 'Mind', 'Emotional Index', 'mind'],
    ['Weight', 'Body', 'Physical', 'body'],
    ['Height', 'Body', 'Physical', 'body'],
    ['Waist Circumference', 'Body', 'Physical', 'body'],
    ['Smoking', 'Body', 'Smoking', 'body'],
    ['Alcohol', 'Body', 'Alcohol', 'body'],
    ['Lung Function', 'Body', 'Lung function', 'body'],
    ['HbA1c', 'Body', 'HbA1C', 'body'],
    ['Resting Heart Rate', 'Body', 'Resting Heart Rate', 'body'],
    ['Blood Pressure', 'Body', 'Blood pressure', 'body'],
    ['Cholesterol Values', 'Body', 'Cholesterol values', 'body'],
    ['Hearing Survey', 'Body', 'Hearing', 'hearing'],
    ['Hearing Check', 'Body', 'Hearing', 'hearing'],
    ['Noise Level Monitor', 'Body', 'Hearing', 'hearing'],
    ['Eyesight Survey', 'Body', 'Vision', 'vision'],
    ['Vision Check', 'Body', 'Vision', 'vision'],
    ['Structural Health', 'Body', 'Structural Health', 'body'],
  ] as const
).map(([questionnaire, category, section, icon]) => ({ questionnaire, category, section, icon }));

const catalogueOf = (category: Category | undefined) =>
  QUESTIONNAIRE_CATALOGUE.filter((item) => !category || item.category === category);

export function sectionsOf(category: Category | undefined): string[] {
  return [...new Set(catalogueOf(category).map((item) => item.section))];
}

export function questionnaireNames(category?: Category): string[] {
  return [...new Set(catalogueOf(category).map((item) => item.questionnaire))];
}

/** The catalogue's spelling of a name it holds, whatever the case and spacing. */
export function canonicalQuestionnaire(text: string): string {
  const wanted = text.trim().replace(/\s+/g, ' ');
  const known = QUESTIONNAIRE_CATALOGUE.find(
    (item) => item.questionnaire.toLowerCase() === wanted.toLowerCase(),
  );
  return known ? known.questionnaire : wanted;
}

export interface Questionnaire extends Omit<CatalogueEntry, 'icon'> {
  camelCaseQuestionnaire: string;
  icon: string;
  about?: string;
  questions: Question[];
}

const byOrder = (a: Question, b: Question) =>
  (a.order ?? 0) - (b.order ?? 0) || a.label.localeCompare(b.label);

/** Each group takes its category, section and icon from its first question by order. */
export function groupQuestionnaires(questions: readonly Question[]): Questionnaire[] {
  const groups = new Map<string, Question[]>();
  for (const question of questions) {
    const name = question.questionnaire ?? '';
    groups.set(name, [...(groups.get(name) ?? []), question]);
  }
  return [...groups].map(([questionnaire, members]) => {
    const sorted = [...members].sort(byOrder);
    const first = sorted[0] as Question;
    return {
      questionnaire,
      camelCaseQuestionnaire: toCamelCase(questionnaire),
      category: first.category,
      section: first.section,
      icon: sorted.find((question) => question.icon)?.icon || DEFAULT_QUESTIONNAIRE_ICON,
      about: questionnaireAbout(questionnaire),
      questions: sorted,
    };
  });
}

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

const entry = (
  questionnaire: string,
  category: Category,
  section: string,
  icon: CatalogueEntry['icon'],
): CatalogueEntry => ({ questionnaire, category, section, icon });

export const QUESTIONNAIRE_CATALOGUE: readonly CatalogueEntry[] = [
  entry('Life', 'Life', 'Life', 'life'),
  entry('Job Health Hazards', 'Life', 'Job Health Hazards', 'life'),
  entry('Mindfulness', 'Mind', 'Mindfulness', 'mind'),
  entry('Sleep', 'Mind', 'Sleep', 'sleep'),
  entry('Sleep Apnoea', 'Mind', 'Sleep', 'sleep'),
  entry('Gratitude', 'Mind', 'Gratitude', 'mind'),
  entry('Depression Anxiety and Stress', 'Mind', 'Depression Anxiety and Stress', 'mind'),
  entry('Emotional Index', 'Mind', 'Emotional Index', 'mind'),
  entry('Weight', 'Body', 'Physical', 'body'),
  entry('Height', 'Body', 'Physical', 'body'),
  entry('Waist Circumference', 'Body', 'Physical', 'body'),
  entry('Smoking', 'Body', 'Smoking', 'body'),
  entry('Alcohol', 'Body', 'Alcohol', 'body'),
  entry('Lung Function', 'Body', 'Lung function', 'body'),
  entry('HbA1c', 'Body', 'HbA1C', 'body'),
  entry('Resting Heart Rate', 'Body', 'Resting Heart Rate', 'body'),
  entry('Blood Pressure', 'Body', 'Blood pressure', 'body'),
  entry('Cholesterol Values', 'Body', 'Cholesterol values', 'body'),
  entry('Hearing Survey', 'Body', 'Hearing', 'hearing'),
  entry('Hearing Check', 'Body', 'Hearing', 'hearing'),
  entry('Noise Level Monitor', 'Body', 'Hearing', 'hearing'),
  entry('Eyesight Survey', 'Body', 'Vision', 'vision'),
  entry('Vision Check', 'Body', 'Vision', 'vision'),
  entry('Structural Health', 'Body', 'Structural Health', 'body'),
];

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

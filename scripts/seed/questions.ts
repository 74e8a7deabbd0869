// Questions of every questionnaire (docs/product.md §3 Question), using every answer type of docs/product.md §9.
import type { AnswerType, Category } from './contentTypes';
import { toCamelCase } from '@/domain/values';

interface QuestionSpec {
  label: string;
  type: AnswerType;
  unit?: string;
  answers?: string[];
  invertedAnswers?: boolean;
  clinicianQuestion?: boolean;
}

interface QuestionnaireSpec {
  questionnaire: string;
  category: Category;
  section: string;
  icon: string;
  questions: QuestionSpec[];
}

const q = (label: string, type: AnswerType, extra: Omit<QuestionSpec, 'label' | 'type'> = {}) => ({
  label,
  type,
  ...extra,
});

const number = (label: string, unit: string, clinicianQuestion = false) =>
  q(label, 'Number', { unit, clinicianQuestion });

export const QUESTIONNAIRES: readonly QuestionnaireSpec[] = [
  {
    questionnaire: 'Life',
    category: 'Life',
    section: 'Life',
    icon: 'life',
    questions: [
      q('I am satisfied with my life as a whole', 'Agree or disagree'),
      q('I have enough time for family and friends', 'Agree or disagree'),
      q('I worry about money', 'How often', { invertedAnswers: true }),
      q('How satisfied are you with your work?', 'Percentage range'),
      q('What would make the biggest difference to your life right now?', 'Text answer'),
    ],
  },
  {
    questionnaire: 'Job Health Hazards',
    category: 'Life',
    section: 'Job Health Hazards',
    icon: 'life',
    questions: [
      q('Which hazards are you exposed to at work?', 'Custom options', {
        answers: ['Noise', 'Dust or fumes', 'Heavy lifting', 'Screen work', 'Shift work', 'None'],
      }),
      q('I use the protective equipment provided for my job', 'How often'),
      q('I feel safe at work', 'Agree or disagree'),
      q('Describe any hazard you think is not managed well', 'Text answer'),
    ],
  },
  {
    questionnaire: 'Mindfulness',
    category: 'Mind',
    section: 'Mindfulness',
    icon: 'mind',
    questions: [
      q('I notice how my body feels when my emotions change', 'How often'),
      q('I rush through activities without paying attention', 'How often', {
        invertedAnswers: true,
      }),
      q('I can stay focused on what is happening in the present', 'Agree or disagree'),
    ],
  },
  {
    questionnaire: 'Sleep',
    category: 'Mind',
    section: 'Sleep',
    icon: 'sleep',
    questions: [
      number('How many hours do you sleep on a typical night?', 'hours'),
      q('I wake up feeling rested', 'How often'),
      q('I have trouble falling asleep', 'How often', { invertedAnswers: true }),
    ],
  },
  {
    questionnaire: 'Sleep Apnoea',
    category: 'Mind',
    section: 'Sleep',
    icon: 'sleep',
    questions: [
      q('Do you snore loudly?', 'Custom options', { answers: ['Yes', 'No', 'Not sure'] }),
      q('Has anyone seen you stop breathing during your sleep?', 'Custom options', {
        answers: ['Yes', 'No'],
      }),
      q('I feel sleepy during the day', 'How often', { invertedAnswers: true }),
    ],
  },
  {
    questionnaire: 'Gratitude',
    category: 'Mind',
    section: 'Gratitude',
    icon: 'mind',
    questions: [
      q('I have so much in life to be thankful for', 'Agree or disagree'),
      q('I take time to appreciate the people around me', 'How often'),
    ],
  },
  {
    questionnaire: 'Depression Anxiety and Stress',
    category: 'Mind',
    section: 'Depression Anxiety and Stress',
    icon: 'mind',
    questions: [
      q("I couldn't seem to experience any positive feeling at all", 'How often'),
      q('I felt that I had nothing to look forward to', 'How often'),
      q('I was aware of dryness of my mouth', 'How often'),
      q('I felt I was close to panic', 'How often'),
      q('I found it hard to wind down', 'How often'),
      q('I tended to over-react to situations', 'How often'),
    ],
  },
  {
    questionnaire: 'Emotional Index',
    category: 'Mind',
    section: 'Emotional Index',
    icon: 'mind',
    questions: [
      q('How positive have you felt this week?', 'Percentage range'),
      q('How calm have you felt this week?', 'Percentage range'),
    ],
  },
  {
    questionnaire: 'Weight',
    category: 'Body',
    section: 'Physical',
    icon: 'body',
    questions: [number('What is your weight?', 'kg')],
  },
  {
    questionnaire: 'Height',
    category: 'Body',
    section: 'Physical',
    icon: 'body',
    questions: [number('What is your height?', 'cm')],
  },
  {
    questionnaire: 'Waist Circumference',
    category: 'Body',
    section: 'Physical',
    icon: 'body',
    questions: [number('What is your waist circumference?', 'cm')],
  },
  {
    questionnaire: 'Smoking',
    category: 'Body',
    section: 'Smoking',
    icon: 'body',
    questions: [
      q('Do you smoke?', 'Custom options', {
        answers: ['Never smoked', 'Ex-smoker', 'Current smoker'],
      }),
      number('If you have quit, how many years ago?', 'years'),
    ],
  },
  {
    questionnaire: 'Alcohol',
    category: 'Body',
    section: 'Alcohol',
    icon: 'body',
    questions: [number('How many standard drinks do you have in a typical week?', 'drinks')],
  },
  {
    questionnaire: 'Lung Function',
    category: 'Body',
    section: 'Lung function',
    icon: 'body',
    questions: [number('FEV1 as a percentage of the predicted value', '%', true)],
  },
  {
    questionnaire: 'HbA1c',
    category: 'Body',
    section: 'HbA1C',
    icon: 'body',
    questions: [
      number('HbA1c result', 'mmol/mol', true),
      q('Have you been diagnosed with diabetes?', 'Custom options', {
        answers: ['Yes', 'No'],
      }),
    ],
  },
  {
    questionnaire: 'Resting Heart Rate',
    category: 'Body',
    section: 'Resting Heart Rate',
    icon: 'body',
    questions: [number('Resting heart rate', 'bpm')],
  },
  {
    questionnaire: 'Blood Pressure',
    category: 'Body',
    section: 'Blood pressure',
    icon: 'body',
    questions: [
      number('Systolic blood pressure', 'mmHg', true),
      number('Diastolic blood pressure', 'mmHg', true),
    ],
  },
  {
    questionnaire: 'Cholesterol Values',
    category: 'Body',
    section: 'Cholesterol values',
    icon: 'body',
    questions: [
      number('Total cholesterol', 'mmol/L', true),
      number('HDL cholesterol', 'mmol/L', true),
      number('LDL cholesterol', 'mmol/L', true),
      number('Triglycerides', 'mmol/L', true),
    ],
  },
  {
    questionnaire: 'Hearing Survey',
    category: 'Body',
    section: 'Hearing',
    icon: 'hearing',
    questions: [
      q('I have difficulty following a conversation in a noisy place', 'How often', {
        invertedAnswers: true,
      }),
      q('I hear ringing or buzzing in my ears', 'How often', { invertedAnswers: true }),
      q('Do you wear hearing protection in noisy areas?', 'Custom options', {
        answers: ['Always', 'Sometimes', 'Never', 'Not exposed to noise'],
      }),
    ],
  },
  {
    questionnaire: 'Hearing Check',
    category: 'Body',
    section: 'Hearing',
    icon: 'hearing',
    questions: [
      number('Left ear hearing threshold', 'dB', true),
      number('Right ear hearing threshold', 'dB', true),
    ],
  },
  {
    questionnaire: 'Noise Level Monitor',
    category: 'Body',
    section: 'Hearing',
    icon: 'hearing',
    questions: [number('Average noise level during the shift', 'dB')],
  },
  {
    questionnaire: 'Eyesight Survey',
    category: 'Body',
    section: 'Vision',
    icon: 'vision',
    questions: [
      q('My eyes feel strained after screen work', 'How often', { invertedAnswers: true }),
      q('I can read small print without difficulty', 'Agree or disagree'),
    ],
  },
  {
    questionnaire: 'Vision Check',
    category: 'Body',
    section: 'Vision',
    icon: 'vision',
    questions: [
      q('Visual acuity, better eye', 'Custom options', {
        answers: ['6/6 or better', '6/9', '6/12', 'Worse than 6/12'],
        clinicianQuestion: true,
      }),
      q('Do you wear glasses or contact lenses?', 'Custom options', { answers: ['Yes', 'No'] }),
    ],
  },
  {
    questionnaire: 'Structural Health',
    category: 'Body',
    section: 'Structural Health',
    icon: 'body',
    questions: [
      q('I have pain or stiffness in my back or neck', 'How often', { invertedAnswers: true }),
      q('My workstation or tools are set up well for me', 'Agree or disagree'),
      q('Where do you feel pain most often?', 'Text answer'),
    ],
  },
];

export interface SeedQuestion {
  id: string;
  label: string;
  type: AnswerType;
  category: Category;
  section: string;
  questionnaire: string;
  unit?: string;
  order: number;
  invertedAnswers: boolean;
  clinicianQuestion: boolean;
  icon: string;
  answers: string[];
}

export function buildQuestions(): SeedQuestion[] {
  return QUESTIONNAIRES.flatMap((questionnaire) =>
    questionnaire.questions.map((question, index) => ({
      id: `question-${toCamelCase(questionnaire.questionnaire)}-${index + 1}`,
      label: question.label,
      type: question.type,
      category: questionnaire.category,
      section: questionnaire.section,
      questionnaire: questionnaire.questionnaire,
      ...(question.unit ? { unit: question.unit } : {}),
      order: index + 1,
      invertedAnswers: question.invertedAnswers ?? false,
      clinicianQuestion: question.clinicianQuestion ?? false,
      icon: questionnaire.icon,
      answers: question.answers ?? [],
    })),
  );
}

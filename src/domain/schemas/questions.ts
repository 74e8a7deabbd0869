import { z } from 'zod';
import { ANSWER_TYPES, CATEGORIES, FIELD_LIMITS } from '@/config/constants';
import { requiredText, text } from '@/domain/schemas/fields';

export const questionSchema = z.object({
  label: requiredText(FIELD_LIMITS.questionLabel),
  type: z.enum(ANSWER_TYPES),
  category: z.enum(CATEGORIES),
  section: text(FIELD_LIMITS.questionGroup),
  questionnaire: requiredText(FIELD_LIMITS.questionGroup),
  unit: text(FIELD_LIMITS.questionUnit),
  order: z.number().int().min(1).max(FIELD_LIMITS.questionOrder),
  icon: text(FIELD_LIMITS.iconName),
  answers: z.array(z.string()).max(FIELD_LIMITS.questionAnswers),
});

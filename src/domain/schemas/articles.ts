import { z } from 'zod';
import { CATEGORIES, FIELD_LIMITS } from '@/config/constants';
import { requiredText, text } from '@/domain/schemas/fields';

export const articleSchema = z.object({
  title: requiredText(FIELD_LIMITS.articleTitle),
  authorName: text(FIELD_LIMITS.articleAuthor),
  hashtags: z.array(z.string()).min(1).max(FIELD_LIMITS.hashtags),
  categories: z.array(z.enum(CATEGORIES)).max(CATEGORIES.length),
  body: z.array(z.unknown()).max(FIELD_LIMITS.articleBlocks),
  bodyImagesUrls: z.array(z.string()).max(FIELD_LIMITS.articleImages),
  questionnaires: z.array(z.string()).max(FIELD_LIMITS.articleQuestionnaires),
  authorImage: text(FIELD_LIMITS.fileName),
});

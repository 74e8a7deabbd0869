import type { Question } from '@/domain/types';
import type { ExportColumn } from '@/shared/export/exportList';

export const questionExportColumns: readonly ExportColumn<Question>[] = (
  ['category', 'section', 'questionnaire', 'label', 'type', 'answers', 'unit', 'order'] as const
).map((field) => ({
  label: `resources.questions.fields.${field}`,
  value: (question) => question[field],
}));

import type { Question } from '@/domain/types';
import type { ExportColumn } from '@/shared/export/exportList';

export const questionExportColumns: readonly ExportColumn<Question>[] = [
  { label: 'resources.questions.fields.category', value: (question) => question.category },
  { label: 'resources.questions.fields.section', value: (question) => question.section },
  {
    label: 'resources.questions.fields.questionnaire',
    value: (question) => question.questionnaire,
  },
  { label: 'resources.questions.fields.label', value: (question) => question.label },
  { label: 'resources.questions.fields.type', value: (question) => question.type },
  { label: 'resources.questions.fields.answers', value: (question) => question.answers },
  { label: 'resources.questions.fields.unit', value: (question) => question.unit },
  { label: 'resources.questions.fields.order', value: (question) => question.order },
];

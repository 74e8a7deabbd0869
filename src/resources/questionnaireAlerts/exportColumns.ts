import type { QuestionnaireAlert } from '@/domain/types';
import type { ExportColumn } from '@/shared/export/exportList';

export const alertExportColumns: readonly ExportColumn<QuestionnaireAlert>[] = [
  {
    label: 'resources.questionnaireAlerts.export.first_name',
    value: (alert) => alert.user?.firstName,
  },
  {
    label: 'resources.questionnaireAlerts.export.last_name',
    value: (alert) => alert.user?.lastName,
  },
  { label: 'resources.questionnaireAlerts.fields.email', value: (alert) => alert.user?.email },
  {
    label: 'resources.questionnaireAlerts.fields.organisation',
    value: (alert) => alert.organisation?.name,
  },
  {
    label: 'resources.questionnaireAlerts.fields.division',
    value: (alert) => alert.division?.name,
  },
  { label: 'resources.questionnaireAlerts.fields.createdAt', value: (alert) => alert.createdAt },
  { label: 'resources.questionnaireAlerts.export.hearing', value: (alert) => alert.hearingStatus },
  { label: 'resources.questionnaireAlerts.export.vision', value: (alert) => alert.visionStatus },
  { label: 'resources.questionnaireAlerts.export.status', value: (alert) => alert.status },
];

import type { QuestionnaireAlert } from '@/domain/types';
import type { ExportColumn } from '@/shared/export/exportList';

const KEYS = 'resources.questionnaireAlerts';

export const alertExportColumns: readonly ExportColumn<QuestionnaireAlert>[] = [
  { label: `${KEYS}.export.first_name`, value: (alert) => alert.user?.firstName },
  { label: `${KEYS}.export.last_name`, value: (alert) => alert.user?.lastName },
  { label: `${KEYS}.fields.email`, value: (alert) => alert.user?.email },
  { label: `${KEYS}.fields.organisation`, value: (alert) => alert.organisation?.name },
  { label: `${KEYS}.fields.division`, value: (alert) => alert.division?.name },
  { label: `${KEYS}.fields.createdAt`, value: (alert) => alert.createdAt },
  { label: `${KEYS}.export.hearing`, value: (alert) => alert.hearingStatus },
  { label: `${KEYS}.export.vision`, value: (alert) => alert.visionStatus },
  { label: `${KEYS}.export.status`, value: (alert) => alert.status },
];

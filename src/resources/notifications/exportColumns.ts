import { riskLevelText } from '@/domain/notifications';
import type { Notification } from '@/domain/types';
import type { RaRecord } from 'react-admin';
import type { ExportColumn } from '@/shared/export/exportList';

const KEYS = 'resources.notifications';

export const notificationExportColumns: readonly ExportColumn<Notification & RaRecord>[] = [
  { label: `${KEYS}.columns.sentAt`, value: (notification) => notification.createdAt },
  { label: `${KEYS}.fields.measurement`, value: (notification) => notification.measurement },
  {
    label: `${KEYS}.columns.riskLevel`,
    value: (notification, translate) => riskLevelText(notification.color, translate),
  },
  { label: `${KEYS}.columns.title`, value: (notification) => notification.title },
  { label: `${KEYS}.columns.body`, value: (notification) => notification.body },
];

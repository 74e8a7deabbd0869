import { riskLevelText } from '@/domain/notifications';
import type { Notification } from '@/domain/types';
import type { RaRecord } from 'react-admin';
import type { ExportColumn } from '@/shared/export/exportList';

export const notificationExportColumns: readonly ExportColumn<Notification & RaRecord>[] = [
  {
    label: 'resources.notifications.columns.sentAt',
    value: (notification) => notification.createdAt,
  },
  {
    label: 'resources.notifications.fields.measurement',
    value: (notification) => notification.measurement,
  },
  {
    label: 'resources.notifications.columns.riskLevel',
    value: (notification, translate) => riskLevelText(notification.color, translate),
  },
  { label: 'resources.notifications.columns.title', value: (notification) => notification.title },
  { label: 'resources.notifications.columns.body', value: (notification) => notification.body },
];

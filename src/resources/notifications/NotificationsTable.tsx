// Only the sent date sorts: the sub-collection is read by createdAt.
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { formatSentAt, riskLevelText } from '@/domain/notifications';
import type { Notification } from '@/domain/types';
import { ListBodyState } from '@/shared/ListBodyState';

type NotificationRecord = Notification & RaRecord;

export function NotificationsTable({ organisationName }: { organisationName: string }) {
  const translate = useTranslate();

  return (
    <ListBodyState
      label={translate('resources.notifications.list_label')}
      emptyText={translate('resources.notifications.empty')}
      errorText={translate('resources.notifications.list_failed')}
    >
      <DataTable<NotificationRecord>
        aria-label={translate('resources.notifications.table', {
          organisation: organisationName,
        })}
        rowClick={false}
        bulkActionButtons={false}
      >
        <DataTable.Col<NotificationRecord>
          source="createdAt"
          label="resources.notifications.columns.sentAt"
          sx={{ whiteSpace: 'nowrap' }}
          render={(notification) =>
            notification.createdAt instanceof Date ? formatSentAt(notification.createdAt) : '—'
          }
        />
        <DataTable.Col<NotificationRecord>
          label="resources.notifications.columns.measurement"
          disableSort
          render={(notification) => notification.measurement || '—'}
        />
        <DataTable.Col<NotificationRecord>
          label="resources.notifications.columns.riskLevel"
          disableSort
          render={(notification) => riskLevelText(notification.color)}
        />
        <DataTable.Col<NotificationRecord>
          source="title"
          label="resources.notifications.columns.title"
          disableSort
        />
        <DataTable.Col<NotificationRecord>
          source="body"
          label="resources.notifications.columns.body"
          disableSort
        />
      </DataTable>
    </ListBodyState>
  );
}

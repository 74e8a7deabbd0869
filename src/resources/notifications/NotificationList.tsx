import { Typography } from '@mui/material';
import { DataTable, Pagination, type RaRecord, useTranslate } from 'react-admin';
import { ListScreen } from '@/shared/ListScreen';
import { OrganisationPicker } from '@/shared/OrganisationPicker';
import { useStoredOrganisationChoice } from '@/shared/useOrganisationChoice';
import { riskLevelText } from '@/domain/notifications';
import { formatDateTime } from '@/domain/wording';
import type { Notification } from '@/domain/types';
import { ListBodyState, LoadState } from '@/shared/ListBodyState';
import { ScreenHeading } from '@/shared/ScreenHeading';
import { notificationExportColumns } from './exportColumns';
import { NOTIFICATIONS_ORGANISATION } from './notificationsOrganisation';

export function NotificationList() {
  const choice = useStoredOrganisationChoice(NOTIFICATIONS_ORGANISATION);
  const { options, organisationId, isPending, optionsStatus, retry } = choice;
  const organisation = options.find((option) => option.id === organisationId);
  const translate = useTranslate();

  return (
    <>
      <ScreenHeading
        title="resources.notifications.list_title"
        create={{ to: '/notifications/create', label: 'resources.notifications.create_title' }}
      />
      <LoadState
        status={isPending ? 'loading' : optionsStatus}
        what={translate('resources.notifications.organisations')}
        errorText={translate('resources.notifications.organisations_failed')}
        onRetry={retry}
      >
        {organisationId === '' ? (
          <Typography color="text.secondary">
            {translate('resources.notifications.no_organisation')}
          </Typography>
        ) : (
          <>
            {/* The box names the organisation listed, the first by name until one is chosen. */}
            <OrganisationPicker
              state={{ ...choice, choice: { ...choice.choice, organisationId } }}
              byIndustry={false}
            />
            <ListScreen<NotificationRecord>
              key={organisationId}
              resource="notifications"
              exportColumns={notificationExportColumns}
              fileName="kynd-notifications"
              filter={{ organisationId }}
              sort={{ field: 'createdAt', order: 'DESC' }}
              perPage={25}
              pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
            >
              <NotificationsTable organisationName={organisation?.name ?? ''} />
            </ListScreen>
          </>
        )}
      </LoadState>
    </>
  );
}

// Only the sent date sorts: the sub-collection is read by createdAt.
type NotificationRecord = Notification & RaRecord;

function NotificationsTable({ organisationName }: { organisationName: string }) {
  const translate = useTranslate();

  return (
    <ListBodyState
      label="resources.notifications.list_label"
      emptyText="resources.notifications.empty"
      errorText="resources.notifications.list_failed"
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
          render={(notification) => formatDateTime(notification.createdAt)}
        />
        <DataTable.Col<NotificationRecord>
          source="measurement"
          disableSort
          render={(notification) => notification.measurement || '—'}
        />
        <DataTable.Col<NotificationRecord>
          label="resources.notifications.columns.riskLevel"
          render={(notification) => riskLevelText(notification.color, translate)}
        />
        <DataTable.Col source="title" label="resources.notifications.columns.title" disableSort />
        <DataTable.Col source="body" label="resources.notifications.columns.body" disableSort />
      </DataTable>
    </ListBodyState>
  );
}

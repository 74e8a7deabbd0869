import AddIcon from '@mui/icons-material/Add';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { DataTable, List, Pagination, type RaRecord, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ExportListButton } from '@/shared/export/ExportListButton';
import { OrganisationPicker } from '@/shared/OrganisationPicker';
import { RetryAlert } from '@/layout/RetryAlert';
import { useStoredOrganisationChoice } from '@/shared/useOrganisationChoice';
import { riskLevelText } from '@/domain/notifications';
import { formatDateTime } from '@/domain/wording';
import type { Notification } from '@/domain/types';
import { ListBodyState } from '@/shared/ListBodyState';
import { notificationExportColumns } from './exportColumns';
import { NOTIFICATIONS_ORGANISATION } from './notificationsOrganisation';

export function NotificationList() {
  const choice = useStoredOrganisationChoice(NOTIFICATIONS_ORGANISATION);
  const { options, organisationId, isPending, optionsStatus, retry } = choice;
  const organisation = options.find((option) => option.id === organisationId);
  const translate = useTranslate();

  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {translate('resources.notifications.list_title')}
        </Typography>
        <Button
          component={Link}
          to="/notifications/create"
          variant="contained"
          startIcon={<AddIcon />}
        >
          {translate('resources.notifications.create_title')}
        </Button>
      </Stack>
      {isPending || optionsStatus === 'loading' ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress
            aria-label={translate('resources.notifications.organisations_loading')}
          />
        </Box>
      ) : optionsStatus === 'error' ? (
        <RetryAlert onRetry={retry}>
          {translate('resources.notifications.organisations_failed')}
        </RetryAlert>
      ) : organisationId === '' ? (
        <Typography color="text.secondary">
          {translate('resources.notifications.no_organisation')}
        </Typography>
      ) : (
        <>
          <Box sx={{ mb: 2 }}>
            {/* The box names the organisation listed, the first by name until one is chosen. */}
            <OrganisationPicker
              state={{ ...choice, choice: { ...choice.choice, organisationId } }}
              byIndustry={false}
            />
          </Box>
          <List
            key={organisationId}
            resource="notifications"
            title={false}
            actions={
              <TopToolbar>
                <ExportListButton
                  columns={notificationExportColumns}
                  fileName="kynd-notifications"
                />
              </TopToolbar>
            }
            empty={false}
            filter={{ organisationId }}
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={25}
            pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
          >
            <NotificationsTable organisationName={organisation?.name ?? ''} />
          </List>
        </>
      )}
    </>
  );
}

// Only the sent date sorts: the sub-collection is read by createdAt.
type NotificationRecord = Notification & RaRecord;

function NotificationsTable({ organisationName }: { organisationName: string }) {
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
          render={(notification) => formatDateTime(notification.createdAt)}
        />
        <DataTable.Col<NotificationRecord>
          label="resources.notifications.columns.measurement"
          disableSort
          render={(notification) => notification.measurement || '—'}
        />
        <DataTable.Col<NotificationRecord>
          label="resources.notifications.columns.riskLevel"
          disableSort
          render={(notification) => riskLevelText(notification.color, translate)}
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

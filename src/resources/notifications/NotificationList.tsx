import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { List, Pagination, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ExportListButton } from '@/shared/export/ExportListButton';
import { notificationExportColumns } from './exportColumns';
import { NotificationsTable } from './NotificationsTable';
import { OrganisationPicker } from '@/shared/OrganisationPicker';
import { NOTIFICATIONS_ORGANISATION } from './notificationsOrganisation';
import { RetryAlert } from '@/layout/RetryAlert';
import { useStoredOrganisationChoice } from '@/shared/useOrganisationChoice';

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

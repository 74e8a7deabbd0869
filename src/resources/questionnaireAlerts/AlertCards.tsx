import { Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ALERT_QUESTIONNAIRES, impliedOverallStatus } from '@/domain/alerts';
import type { QuestionnaireAlert } from '@/domain/types';
import { DetailsList } from '@/shared/DetailsList';
import { ListBodyState } from '@/shared/ListBodyState';
import { AlertPanel } from './AlertPanel';
import { formatAlertDate, personName } from './alertText';

export function AlertCards({ canUpdate }: { canUpdate: boolean }) {
  const { data = [] } = useListContext<QuestionnaireAlert>();
  const translate = useTranslate();
  return (
    <ListBodyState
      label="resources.questionnaireAlerts.list_label"
      emptyText="resources.questionnaireAlerts.empty"
      errorText="resources.questionnaireAlerts.notifications.list_failed"
    >
      <Stack
        spacing={2}
        component="ul"
        aria-label={translate('resources.questionnaireAlerts.list')}
        sx={{ p: 0, m: 0 }}
      >
        {data.map((alert) => (
          <Box component="li" key={alert.id} sx={{ listStyle: 'none' }}>
            <AlertCard alert={alert} canUpdate={canUpdate} />
          </Box>
        ))}
      </Stack>
    </ListBodyState>
  );
}

function AlertCard({ alert, canUpdate }: { alert: QuestionnaireAlert; canUpdate: boolean }) {
  const translate = useTranslate();
  const name = personName(alert.user, translate);
  // The stored overall status, as the rules keep it in step with the panels (docs/product.md §4).
  const status =
    alert.status === 'Resolved' || alert.status === 'Open'
      ? alert.status
      : impliedOverallStatus(alert);
  return (
    <Card variant="outlined" component="article" aria-label={name}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}
        >
          <Typography variant="h6" component="h2">
            {name}
          </Typography>
          <Chip
            label={translate('resources.questionnaireAlerts.fields.overallStatus', { status })}
            color={status === 'Resolved' ? 'success' : 'default'}
            variant={status === 'Resolved' ? 'filled' : 'outlined'}
            size="small"
          />
        </Stack>
        <DetailsList
          resource="questionnaireAlerts"
          details={{
            organisation: alert.organisation?.name ?? alert.user?.organisation?.name,
            createdAt: formatAlertDate(alert.createdAt),
            division: alert.division?.name ?? alert.user?.division?.name,
            email: alert.user?.email,
          }}
          sx={{
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: 2,
            mb: 2,
            '& dd': { typography: 'body2' },
          }}
        />
        <Grid container spacing={2}>
          {ALERT_QUESTIONNAIRES.map((questionnaire) => (
            <Grid key={questionnaire} size={{ xs: 12, md: 6 }}>
              <AlertPanel
                alert={alert}
                questionnaire={questionnaire}
                userName={name}
                canUpdate={canUpdate}
              />
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}

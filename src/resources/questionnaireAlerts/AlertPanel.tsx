import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { QUESTIONNAIRE_LABELS, canUpdatePanel, panelActions, panelStatus } from '@/domain/alerts';
import type { AlertQuestionnaire, QuestionnaireAlert } from '@/domain/types';
import { AlertHistoryDialog, AlertUpdateDialog, StatusChip } from './AlertDialogs';
import { formatAlertDate, personName } from './alertText';

export function AlertPanel({
  alert,
  questionnaire,
  userName,
  canUpdate,
}: {
  alert: QuestionnaireAlert;
  questionnaire: AlertQuestionnaire;
  userName: string;
  canUpdate: boolean;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState<'history' | 'update' | null>(null);
  const label = QUESTIONNAIRE_LABELS[questionnaire];
  const status = panelStatus(alert, questionnaire);
  const { latest, count } = panelActions(alert, questionnaire);
  const dialog = { questionnaire, userName, onClose: () => setOpen(null) };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      sx={{ p: 2, height: '100%', bgcolor: status ? undefined : 'action.hover' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {status && <StatusChip status={status} />}
      </Stack>
      {status === undefined ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.questionnaireAlerts.panel.none', {
            questionnaire: label.toLowerCase(),
          })}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ minHeight: 40, mb: 1 }}>
            {latest ? (
              <>
                {translate('resources.questionnaireAlerts.panel.latest', {
                  date: formatAlertDate(latest.timestamp),
                  person: personName(latest.actionUser, translate),
                })}
                <Box component="span" sx={{ color: 'text.primary' }}>
                  {latest.comment || '—'}
                </Box>
              </>
            ) : (
              translate('resources.questionnaireAlerts.panel.no_action')
            )}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" onClick={() => setOpen('history')}>
              {translate('resources.questionnaireAlerts.actions.history')}
            </Button>
            {canUpdate && canUpdatePanel(alert, questionnaire) && (
              <Button size="small" variant="contained" onClick={() => setOpen('update')}>
                {translate('resources.questionnaireAlerts.actions.update')}
              </Button>
            )}
          </Stack>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {translate('resources.questionnaireAlerts.panel.actions', { smart_count: count })}
          </Typography>
        </>
      )}
      {open === 'history' && <AlertHistoryDialog alertId={alert.id} {...dialog} />}
      {open === 'update' && <AlertUpdateDialog alert={alert} {...dialog} />}
    </Paper>
  );
}

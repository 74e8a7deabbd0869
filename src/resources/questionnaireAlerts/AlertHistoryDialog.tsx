// The history is read when the modal opens: a page of alerts carries only each panel's summary.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { QUESTIONNAIRE_LABELS, actionsFor, isAlertStatus } from '@/domain/alerts';
import type { AlertQuestionnaire, QuestionnaireAlert } from '@/domain/types';
import { STATUS_COLOUR, formatAlertDate, personName } from './alertText';

export interface AlertHistoryDialogProps {
  alertId: string;
  questionnaire: AlertQuestionnaire;
  userName: string;
  onClose: () => void;
}

export function AlertHistoryDialog({
  alertId,
  questionnaire,
  userName,
  onClose,
}: AlertHistoryDialogProps) {
  const titleId = useId();
  const translate = useTranslate();
  const label = QUESTIONNAIRE_LABELS[questionnaire];
  // Always read afresh: a saved action shows at once.
  const alert = useGetOne<QuestionnaireAlert>(
    'questionnaireAlerts',
    { id: alertId },
    { refetchOnMount: 'always' },
  );
  const actions = actionsFor(alert.data?.actions, questionnaire).reverse();
  // A record without its history (a list row's, which carries the summary only) is no answer yet.
  const loading = alert.isPending || (alert.isFetching && !Array.isArray(alert.data?.actions));
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate('resources.questionnaireAlerts.history.title', { questionnaire: label })}
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {userName}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {loading ? (
          <CircularProgress
            size={24}
            aria-label={translate('resources.questionnaireAlerts.history.loading')}
          />
        ) : alert.error ? (
          <Typography color="error">
            {translate('resources.questionnaireAlerts.history.failed')}
          </Typography>
        ) : actions.length === 0 ? (
          <Typography color="text.secondary">
            {translate('resources.questionnaireAlerts.history.none')}
          </Typography>
        ) : (
          <List
            aria-label={translate('resources.questionnaireAlerts.history.list', {
              questionnaire: label,
            })}
            disablePadding
          >
            {actions.map((action, index) => (
              <ListItem
                key={index}
                divider={index < actions.length - 1}
                sx={{ display: 'block', px: 0 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                  {isAlertStatus(action.status) && (
                    <Chip
                      size="small"
                      label={action.status}
                      color={STATUS_COLOUR[action.status]}
                      variant="outlined"
                    />
                  )}
                  <Typography variant="caption" color="text.secondary">
                    {`${formatAlertDate(action.timestamp)} · ${personName(action.actionUser, translate('resources.questionnaireAlerts.unknown_user'))}`}
                  </Typography>
                </Stack>
                <Typography
                  variant="body2"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {action.comment || '—'}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {translate('resources.questionnaireAlerts.history.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

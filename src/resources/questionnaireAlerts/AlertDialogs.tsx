import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Stack,
  TextField,
  Typography,
  type DialogProps,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useDataProvider, useGetIdentity, useGetOne, useNotify, useTranslate } from 'react-admin';
import { ALERT_COMMENT_MAX_LENGTH, ALERT_STATUSES, type AlertStatus } from '@/config/constants';
import {
  QUESTIONNAIRE_LABELS,
  actionsFor,
  currentActionStatus,
  isAlertStatus,
  type AlertActionInput,
} from '@/domain/alerts';
import type { AlertQuestionnaire, QuestionnaireAlert } from '@/domain/types';
import { LabelledSelect } from '@/layout/LabelledSelect';
import { LoadState } from '@/shared/ListBodyState';
import type { KyndDataProvider } from '@/providers/types';
import { STATUS_COLOUR, formatAlertDate, personName } from './alertText';

export const StatusChip = ({ status }: { status: AlertStatus }) => (
  <Chip size="small" label={status} color={STATUS_COLOUR[status]} variant="outlined" />
);

interface AlertDialogProps {
  questionnaire: AlertQuestionnaire;
  userName: string;
  onClose: () => void;
}

function AlertDialog({
  title,
  userName,
  actions,
  children,
  ...dialog
}: Omit<DialogProps, 'open' | 'title'> & { title: string; userName: string; actions: ReactNode }) {
  return (
    <Dialog open maxWidth="sm" fullWidth {...dialog}>
      <DialogTitle>
        {title}
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {userName}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}

export function AlertHistoryDialog({
  alertId,
  questionnaire,
  ...dialog
}: AlertDialogProps & { alertId: string }) {
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
    <AlertDialog
      {...dialog}
      title={translate('resources.questionnaireAlerts.history.title', { questionnaire: label })}
      actions={<Button onClick={dialog.onClose}>{translate('ra.action.close')}</Button>}
    >
      <LoadState
        status={loading ? 'loading' : alert.error ? 'error' : 'ready'}
        what={translate('resources.questionnaireAlerts.history.what')}
        errorText={translate('resources.questionnaireAlerts.history.failed')}
        onRetry={() => void alert.refetch()}
        emptyText={
          actions.length === 0 ? translate('resources.questionnaireAlerts.history.none') : undefined
        }
      >
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
                {isAlertStatus(action.status) && <StatusChip status={action.status} />}
                <Typography variant="caption" color="text.secondary">
                  {`${formatAlertDate(action.timestamp)} · ${personName(action.actionUser, translate)}`}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {action.comment || '—'}
              </Typography>
            </ListItem>
          ))}
        </List>
      </LoadState>
    </AlertDialog>
  );
}

// Saving sets the panel's and the overall status in one write (appendAlertAction).
export function AlertUpdateDialog({
  alert,
  questionnaire,
  userName,
  onClose,
}: AlertDialogProps & { alert: QuestionnaireAlert }) {
  const translate = useTranslate();
  const { data: identity } = useGetIdentity();
  const [status, setStatus] = useState<AlertStatus>(() =>
    currentActionStatus(alert, questionnaire),
  );
  const [comment, setComment] = useState('');
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const { mutate, isPending: saving } = useMutation({
    mutationFn: ({ callerId, input }: { callerId: string; input: AlertActionInput }) =>
      dataProvider.appendAlertAction(alert.id, callerId, input),
    onSuccess: () => {
      notify('resources.questionnaireAlerts.notifications.updated', { type: 'success' });
      onClose();
    },
    onError: (error) => {
      console.error('Fail to update Hearing and Vision alert', error);
      notify('resources.questionnaireAlerts.notifications.update_failed', {
        type: 'error',
        description: 'resources.questionnaireAlerts.notifications.update_failed_description',
      });
    },
  });
  const tooLong = comment.length > ALERT_COMMENT_MAX_LENGTH;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const callerId = identity?.id;
    if (saving || tooLong || typeof callerId !== 'string') return;
    mutate({ callerId, input: { questionnaire, status, comment: comment.trim() } });
  };

  return (
    <AlertDialog
      title={translate('resources.questionnaireAlerts.update.title', {
        questionnaire: QUESTIONNAIRE_LABELS[questionnaire].toLowerCase(),
      })}
      userName={userName}
      onClose={saving ? () => undefined : onClose}
      slotProps={{ paper: { component: 'form', onSubmit: save } }}
      actions={
        <>
          <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={saving}
            // The action records who saves it: wait until the signed-in user is known.
            disabled={tooLong || typeof identity?.id !== 'string'}
          >
            {translate('ra.action.save')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <LabelledSelect
          fullWidth
          label="resources.questionnaireAlerts.export.status"
          value={status}
          options={ALERT_STATUSES.map((option) => ({ value: option, label: option }))}
          onChange={(value) => isAlertStatus(value) && setStatus(value)}
        />
        <TextField
          label={translate('resources.questionnaireAlerts.update.action')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          error={tooLong}
          helperText={`${comment.length} / ${ALERT_COMMENT_MAX_LENGTH}`}
        />
      </Stack>
    </AlertDialog>
  );
}

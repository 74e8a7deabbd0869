// Saving sets the panel's and the overall status in one write (appendAlertAction).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { ALERT_COMMENT_MAX_LENGTH, ALERT_STATUSES, type AlertStatus } from '@/config/constants';
import { QUESTIONNAIRE_LABELS, currentActionStatus, isAlertStatus } from '@/domain/alerts';
import type { AlertQuestionnaire, QuestionnaireAlert } from '@/domain/types';
import { useAppendAlertAction } from './useAppendAlertAction';

export interface AlertUpdateDialogProps {
  alert: QuestionnaireAlert;
  questionnaire: AlertQuestionnaire;
  userName: string;
  onClose: () => void;
}

export function AlertUpdateDialog({
  alert,
  questionnaire,
  userName,
  onClose,
}: AlertUpdateDialogProps) {
  const titleId = useId();
  const statusId = useId();
  const translate = useTranslate();
  const { data: identity } = useGetIdentity();
  const [status, setStatus] = useState<AlertStatus>(() =>
    currentActionStatus(alert, questionnaire),
  );
  const [comment, setComment] = useState('');
  const { mutate, isPending: saving } = useAppendAlertAction(alert.id, onClose);
  const label = QUESTIONNAIRE_LABELS[questionnaire];
  const tooLong = comment.length > ALERT_COMMENT_MAX_LENGTH;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const callerId = identity?.id;
    if (saving || tooLong || typeof callerId !== 'string') return;
    mutate({ callerId, input: { questionnaire, status, comment: comment.trim() } });
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit: save } }}
    >
      <DialogTitle id={titleId}>
        {translate('resources.questionnaireAlerts.update.title', {
          questionnaire: label.toLowerCase(),
        })}
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
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl fullWidth size="small">
            <InputLabel id={`${statusId}-label`}>
              {translate('resources.questionnaireAlerts.update.status')}
            </InputLabel>
            <Select
              labelId={`${statusId}-label`}
              id={statusId}
              label={translate('resources.questionnaireAlerts.update.status')}
              value={status}
              onChange={(event) => {
                if (isAlertStatus(event.target.value)) setStatus(event.target.value);
              }}
            >
              {ALERT_STATUSES.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('resources.questionnaireAlerts.update.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={saving}
          // The action records who saves it: wait until the signed-in user is known.
          disabled={tooLong || typeof identity?.id !== 'string'}
        >
          {translate('resources.questionnaireAlerts.update.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

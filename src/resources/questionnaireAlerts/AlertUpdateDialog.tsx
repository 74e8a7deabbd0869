// docs/product.md §2, §4: the update modal of one panel. The status starts at that of the questionnaire's
// latest action; saving appends one action by the signed-in user and sets the panel's and the
// overall status in one write (the data provider's appendAlertAction).
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
import { useDataProvider, useGetIdentity, useNotify, useRefresh } from 'react-admin';
import { ALERT_COMMENT_MAX_LENGTH, ALERT_STATUSES, type AlertStatus } from '@/config/constants';
import { QUESTIONNAIRE_LABELS, currentActionStatus, isAlertStatus } from '@/domain/alerts';
import type { AlertQuestionnaire, QuestionnaireAlert } from '@/domain/types';
import type { KyndDataProvider } from '@/providers/types';

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
  const dataProvider = useDataProvider<KyndDataProvider>();
  const refresh = useRefresh();
  const notify = useNotify();
  const { data: identity } = useGetIdentity();
  const [status, setStatus] = useState<AlertStatus>(() =>
    currentActionStatus(alert, questionnaire),
  );
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);
  const label = QUESTIONNAIRE_LABELS[questionnaire];
  const tooLong = comment.length > ALERT_COMMENT_MAX_LENGTH;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const callerId = identity?.id;
    if (saving || tooLong || typeof callerId !== 'string') return;
    setSaving(true);
    try {
      await dataProvider.appendAlertAction(alert.id, callerId, {
        questionnaire,
        status,
        comment: comment.trim(),
      });
      refresh();
      notify('Alert updated', { type: 'success' });
      onClose();
    } catch (error) {
      console.error('Fail to update Hearing and Vision alert', error);
      notify('Error updating alert', { type: 'error', description: 'Contact support' });
      setSaving(false);
    }
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
        {`Update ${label.toLowerCase()} alert`}
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
            <InputLabel id={`${statusId}-label`}>Status</InputLabel>
            <Select
              labelId={`${statusId}-label`}
              id={statusId}
              label="Status"
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
            label="Action"
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
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={saving}
          // The action records who saves it: wait until the signed-in user is known.
          disabled={tooLong || typeof identity?.id !== 'string'}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

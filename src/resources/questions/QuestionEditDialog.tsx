// Edited in a dialog: the route table has no question edit URL.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { EditBase, Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import {
  questionChanges,
  questionFormValues,
  type QuestionFormValues,
} from '@/domain/questionForm';
import type { Question } from '@/domain/types';
import { QuestionInputs } from './QuestionInputs';
import { TRY_AGAIN } from '@/shared/tryAgain';

export function QuestionEditDialog({
  question,
  onClose,
}: {
  question: Question;
  onClose: () => void;
}) {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      // The form sits between the paper and its content: it must let the content scroll and keep
      // the actions in view, as the paper would.
      sx={{
        '& .MuiDialog-paper > form': {
          display: 'flex',
          flexDirection: 'column',
          minHeight: 0,
          flex: '1 1 auto',
        },
      }}
    >
      <DialogTitle>{translate('resources.questions.edit_title')}</DialogTitle>
      <EditBase<Question>
        resource="questions"
        id={question.id}
        mutationMode="pessimistic"
        redirect={false}
        // The card's question is shown at once, while the stored one is read.
        queryOptions={{ placeholderData: question }}
        mutationOptions={{
          onSuccess: () => {
            notify('resources.questions.notifications.updated', { type: 'success' });
            onClose();
          },
          onError: () => notify('resources.questions.notifications.update_failed', TRY_AGAIN),
        }}
        render={({ record = question, save, saving }) => (
          <Form
            record={{ id: record.id, ...questionFormValues(record) }}
            onSubmit={(values: Partial<QuestionFormValues>) => {
              const changes = questionChanges(record, { ...questionFormValues(record), ...values });
              if (Object.keys(changes).length > 0) return save?.(changes);
              notify('resources.questions.notifications.no_changes', { type: 'info' });
              onClose();
            }}
            noValidate
          >
            <DialogContent dividers sx={{ pt: 3 }}>
              <QuestionInputs />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={saving}>
                {translate('ra.action.cancel')}
              </Button>
              <SaveButton disabled={saving} />
            </DialogActions>
          </Form>
        )}
      />
    </Dialog>
  );
}

// Edited in a dialog: the route table has no question edit URL.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { EditBase, Form, SaveButton, useEditContext, useTranslate } from 'react-admin';
import {
  questionChanges,
  questionFormValues,
  type QuestionFormValues,
} from '@/domain/questionForm';
import type { Question } from '@/domain/types';
import { QuestionInputs } from './QuestionInputs';
import { useUpdateQuestion } from './useUpdateQuestion';

function EditQuestionForm({ onClose }: { onClose: () => void }) {
  const { record, isPending } = useEditContext<Question>();
  const translate = useTranslate();
  const { save: saveChanges, isPending: saving } = useUpdateQuestion(onClose);

  if (isPending || !record) {
    return (
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={translate('resources.questions.loading')} />
      </DialogContent>
    );
  }

  const save = (values: Partial<QuestionFormValues>) =>
    saveChanges(record, questionChanges(record, { ...questionFormValues(record), ...values }));

  return (
    <Form record={{ id: record.id, ...questionFormValues(record) }} onSubmit={save} noValidate>
      <DialogContent dividers>
        <Box sx={{ pt: 1 }}>
          <QuestionInputs />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('resources.questions.actions.cancel')}
        </Button>
        <SaveButton disabled={saving} />
      </DialogActions>
    </Form>
  );
}

export function QuestionEditDialog({
  question,
  onClose,
}: {
  question: Question;
  onClose: () => void;
}) {
  const titleId = useId();
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
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
      <DialogTitle id={titleId}>{translate('resources.questions.edit_title')}</DialogTitle>
      <EditBase<Question>
        resource="questions"
        id={question.id}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{ placeholderData: question }}
      >
        <EditQuestionForm onClose={onClose} />
      </EditBase>
    </Dialog>
  );
}

// Edited in a dialog: the route table has no question edit URL.
import { EditBase, useNotify } from 'react-admin';
import {
  questionChanges,
  questionFormValues,
  type QuestionFormValues,
} from '@/domain/questionForm';
import type { Question } from '@/domain/types';
import { FormDialog } from '@/shared/FormDialog';
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
  return (
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
        <FormDialog
          title="resources.questions.edit_title"
          onClose={onClose}
          saving={saving}
          record={{ id: record.id, ...questionFormValues(record) }}
          onSubmit={(values: Partial<QuestionFormValues>) => {
            const changes = questionChanges(record, { ...questionFormValues(record), ...values });
            if (Object.keys(changes).length > 0) return save?.(changes);
            notify('resources.questions.notifications.no_changes', { type: 'info' });
            onClose();
          }}
        >
          <QuestionInputs />
        </FormDialog>
      )}
    />
  );
}

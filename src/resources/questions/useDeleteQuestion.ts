// The confirmation closes whatever the outcome.
import { useDelete, useNotify } from 'react-admin';
import type { Question } from '@/domain/types';

export function useDeleteQuestion(onDone: () => void) {
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<Question>();
  const deleteQuestion = (question: Question) =>
    remove(
      'questions',
      { id: question.id, previousData: question },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onDone();
          notify('resources.questions.notifications.deleted', { type: 'success' });
        },
        onError: () => {
          onDone();
          notify('resources.questions.notifications.delete_failed', {
            type: 'error',
            description: 'app.common.try_again',
          });
        },
      },
    );
  return { deleteQuestion, isPending };
}

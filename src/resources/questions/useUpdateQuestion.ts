// An edit with no change writes nothing but says so.
import { useNotify, useUpdate } from 'react-admin';
import type { QuestionData } from '@/domain/questionForm';
import type { Question } from '@/domain/types';

export function useUpdateQuestion(onDone: () => void) {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Question>();
  const save = (record: Question, changes: Partial<QuestionData>) => {
    if (Object.keys(changes).length === 0) {
      notify('resources.questions.notifications.no_changes', { type: 'info' });
      onDone();
      return;
    }
    update(
      'questions',
      { id: record.id, data: changes, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.questions.notifications.updated', { type: 'success' });
          onDone();
        },
        onError: () => {
          notify('resources.questions.notifications.update_failed', {
            type: 'error',
            description: 'app.common.try_again',
          });
        },
      },
    );
  };
  return { save, isPending };
}

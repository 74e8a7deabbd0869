import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { newQuestionValues, questionData, type QuestionFormValues } from '@/domain/questionForm';
import { QuestionInputs } from './QuestionInputs';
import { ScreenHeading } from '@/shared/ScreenHeading';
import { useCreateErrorNotifier } from '@/shared/useCreateErrorNotifier';

export function QuestionCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyFailure = useCreateErrorNotifier('resources.questions.notifications.create_failed');
  return (
    <>
      <ScreenHeading title="resources.questions.create_title" />
      <Create
        resource="questions"
        title={false}
        actions={false}
        transform={(values: QuestionFormValues) => questionData(values)}
        mutationOptions={{
          onSuccess: () => {
            notify('resources.questions.notifications.created', { type: 'success' });
            redirect('list', 'questions');
          },
          onError: notifyFailure,
        }}
      >
        <SimpleForm defaultValues={newQuestionValues()} noValidate>
          <QuestionInputs />
        </SimpleForm>
      </Create>
    </>
  );
}

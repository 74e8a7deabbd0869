import Typography from '@mui/material/Typography';
import { Create, SimpleForm, useNotify, useRedirect, useTranslate } from 'react-admin';
import { newQuestionValues, questionData, type QuestionFormValues } from '@/domain/questionForm';
import { QuestionInputs } from './QuestionInputs';

export function QuestionCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {translate('resources.questions.create_title')}
      </Typography>
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
          onError: () => {
            notify('resources.questions.notifications.create_failed', {
              type: 'error',
              description: 'app.common.try_again',
            });
          },
        }}
      >
        <SimpleForm defaultValues={newQuestionValues()} noValidate>
          <QuestionInputs />
        </SimpleForm>
      </Create>
    </>
  );
}

import { Pagination } from 'react-admin';
import { ListScreen } from '@/shared/ListScreen';
import { questionExportColumns } from './exportColumns';
import { QuestionCards } from './QuestionCards';
import { QuestionFilters } from './QuestionFilters';

export function QuestionList() {
  return (
    <ListScreen
      heading="resources.questions.title"
      create={{ to: '/questions/create', label: 'resources.questions.create_title' }}
      exportColumns={questionExportColumns}
      fileName="kynd-questions"
      resource="questions"
      sort={{ field: 'questionnaire', order: 'ASC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      sx={{ '& .RaList-content': { bgcolor: 'transparent', boxShadow: 'none' } }}
    >
      <QuestionFilters />
      <QuestionCards />
    </ListScreen>
  );
}

import { List, Pagination, TopToolbar } from 'react-admin';
import { ExportListButton } from '@/shared/export/ExportListButton';
import { ScreenHeading } from '@/shared/ScreenHeading';
import { questionExportColumns } from './exportColumns';
import { QuestionCards } from './QuestionCards';
import { QuestionFilters } from './QuestionFilters';

export function QuestionList() {
  return (
    <>
      <ScreenHeading
        title="resources.questions.title"
        create={{ to: '/questions/create', label: 'resources.questions.create_title' }}
      />
      <List
        resource="questions"
        title={false}
        actions={
          <TopToolbar>
            <ExportListButton columns={questionExportColumns} fileName="kynd-questions" />
          </TopToolbar>
        }
        empty={false}
        sort={{ field: 'questionnaire', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        sx={{ '& .RaList-content': { bgcolor: 'transparent', boxShadow: 'none' } }}
      >
        <QuestionFilters />
        <QuestionCards />
      </List>
    </>
  );
}

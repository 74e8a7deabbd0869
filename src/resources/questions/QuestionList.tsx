import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { List, Pagination, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ExportListButton } from '@/shared/export/ExportListButton';
import { questionExportColumns } from './exportColumns';
import { QuestionCards } from './QuestionCards';
import { QuestionFilters } from './QuestionFilters';

export function QuestionList() {
  const translate = useTranslate();
  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {translate('resources.questions.title')}
        </Typography>
        <Button component={Link} to="/questions/create" variant="contained" startIcon={<AddIcon />}>
          {translate('resources.questions.actions.create')}
        </Button>
      </Stack>
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

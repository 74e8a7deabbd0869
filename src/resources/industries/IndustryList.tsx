import Typography from '@mui/material/Typography';
import { List, TopToolbar, useNotify, useTranslate } from 'react-admin';
import { ExportListButton } from '@/shared/export/ExportListButton';
import { industryExportColumns } from './exportColumns';
import { IndustryCreateForm } from './IndustryCreateForm';
import { IndustryGrid } from './IndustryGrid';

export function IndustryList() {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('resources.industries.titles.list')}
      </Typography>
      <List
        resource="industries"
        title={false}
        actions={
          <TopToolbar>
            <ExportListButton columns={industryExportColumns} fileName="kynd-industries" />
          </TopToolbar>
        }
        empty={false}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={50}
        queryOptions={{
          onError: () =>
            notify('app.common.error_loading_industries', {
              type: 'error',
              description: 'app.common.try_again',
            }),
        }}
      >
        <IndustryCreateForm />
        <IndustryGrid />
      </List>
    </>
  );
}

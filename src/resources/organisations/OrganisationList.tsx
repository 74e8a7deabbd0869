import Typography from '@mui/material/Typography';
import { List, TopToolbar, useTranslate } from 'react-admin';
import { LIST_ROWS_META } from '@/providers/dataSpec';
import { ExportListButton } from '@/shared/export/ExportListButton';
import { organisationExportColumns } from './exportColumns';
import { OrganisationListBody } from './OrganisationListBody';

export function OrganisationList() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('resources.organisations.titles.list')}
      </Typography>
      <List
        resource="organisations"
        title={false}
        actions={
          <TopToolbar>
            <ExportListButton columns={organisationExportColumns} fileName="kynd-organisations" />
          </TopToolbar>
        }
        empty={false}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        // The body shows a failed load with a retry; react-admin's own toast would carry the
        // developer's message.
        queryOptions={{ meta: LIST_ROWS_META, onError: () => undefined }}
      >
        <OrganisationListBody />
      </List>
    </>
  );
}

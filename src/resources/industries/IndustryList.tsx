// docs/product.md §2 Industries (/industries/all): a name field and a create button, then the industries as a
// grid sorted by name, each with its created-at date.
import Typography from '@mui/material/Typography';
import { List, useNotify } from 'react-admin';
import { IndustryCreateForm } from './IndustryCreateForm';
import { IndustryGrid } from './IndustryGrid';

export function IndustryList() {
  const notify = useNotify();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Industries
      </Typography>
      <List
        resource="industries"
        title={false}
        actions={false}
        empty={false}
        disableSyncWithLocation
        sort={{ field: 'name', order: 'ASC' }}
        perPage={50}
        queryOptions={{
          onError: () =>
            notify('Error loading industries', {
              type: 'error',
              description: 'Please, try again later',
            }),
        }}
      >
        <IndustryCreateForm />
        <IndustryGrid />
      </List>
    </>
  );
}

// docs/product.md §2 Codes (/codes, Org Admin): the organisation's access codes sorted by code, paged on the
// server. A provider admin first chooses the organisation (useOrganisationChoice).
import Typography from '@mui/material/Typography';
import { List, useNotify } from 'react-admin';
import { OrganisationPicker } from '@/resources/organisations/OrganisationPicker';
import { useOrganisationChoice } from '@/resources/organisations/useOrganisationChoice';
import { CodeTable } from './CodeTable';

export function CodeList() {
  const notify = useNotify();
  const { isPending, chooses, choice, setChoice, organisationId } = useOrganisationChoice();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Codes
      </Typography>
      {chooses ? <OrganisationPicker choice={choice} onChange={setChoice} /> : null}
      {organisationId !== '' ? (
        <List
          resource="codes"
          title={false}
          actions={false}
          empty={false}
          disableSyncWithLocation
          storeKey={false}
          filter={{ organisationId }}
          sort={{ field: 'code', order: 'ASC' }}
          perPage={25}
          queryOptions={{ onError: () => notify('Error fetching codes', { type: 'error' }) }}
        >
          <CodeTable organisationId={organisationId} />
        </List>
      ) : isPending ? null : (
        <Typography color="text.secondary">Choose an organisation to see its codes.</Typography>
      )}
    </>
  );
}

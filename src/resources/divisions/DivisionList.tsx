// docs/product.md §2 Divisions (/divisions, Org Admin): the divisions of the organisation, sorted by name, with
// the edit dialog. A provider admin first chooses the organisation (useOrganisationChoice).
import Typography from '@mui/material/Typography';
import { List, useNotify } from 'react-admin';
import { OrganisationPicker } from '@/resources/organisations/OrganisationPicker';
import { useOrganisationChoice } from '@/resources/organisations/useOrganisationChoice';
import { DivisionTable } from './DivisionTable';

export function DivisionList() {
  const notify = useNotify();
  const { isPending, chooses, choice, setChoice, organisationId } = useOrganisationChoice();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Divisions
      </Typography>
      {chooses ? <OrganisationPicker choice={choice} onChange={setChoice} /> : null}
      {organisationId !== '' ? (
        <List
          resource="divisions"
          title={false}
          actions={false}
          empty={false}
          disableSyncWithLocation
          storeKey={false}
          filter={{ organisationId }}
          sort={{ field: 'name', order: 'ASC' }}
          perPage={25}
          queryOptions={{ onError: () => notify('Error fetching divisions', { type: 'error' }) }}
        >
          <DivisionTable organisationId={organisationId} />
        </List>
      ) : isPending ? null : (
        <Typography color="text.secondary">Choose an organisation to see its divisions.</Typography>
      )}
    </>
  );
}

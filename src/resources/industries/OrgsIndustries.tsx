// The updateOrgScoresIndustry callable also recalculates the comparison figures of both industries.
import Typography from '@mui/material/Typography';
import { List, TopToolbar, useTranslate } from 'react-admin';
import { ExportListButton } from '@/shared/export/ExportListButton';
import { organisationIndustryExportColumns } from './exportColumns';
import { OrgIndustryCards } from './OrgIndustryCards';

/** A card shows the organisation's name and industry: its page reads only those fields. */
const CARD_FIELDS_META = { fields: ['name', 'industry'] } as const;

export function OrgsIndustries() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('resources.industries.titles.organisations')}
      </Typography>
      <List
        resource="organisations"
        title={false}
        actions={
          <TopToolbar>
            <ExportListButton
              columns={organisationIndustryExportColumns}
              fileName="kynd-organisation-industries"
            />
          </TopToolbar>
        }
        empty={false}
        storeKey="organisations.industries.listParams"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        queryOptions={{ meta: CARD_FIELDS_META, onError: () => undefined }}
      >
        <OrgIndustryCards />
      </List>
    </>
  );
}

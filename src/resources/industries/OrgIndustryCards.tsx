import Grid from '@mui/material/Grid';
import { useListContext, useTranslate } from 'react-admin';
import type { Organisation } from '@/domain/types';
import { ListBodyState } from '@/shared/ListBodyState';
import { useIndustries } from '@/shared/useIndustries';
import { OrgIndustryCard } from './OrgIndustryCard';

export function OrgIndustryCards() {
  const translate = useTranslate();
  const { data, page, perPage } = useListContext<Organisation>();
  const industries = useIndustries();
  return (
    <ListBodyState
      label="resources.industries.organisations.items"
      emptyText="resources.industries.organisations.empty"
      errorText="resources.industries.organisations.error"
    >
      <Grid
        container
        spacing={2}
        component="ul"
        aria-label={translate('resources.industries.organisations.label')}
        sx={{ p: 2, m: 0, listStyle: 'none' }}
      >
        {(data ?? []).map((organisation, index) => (
          <Grid key={organisation.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <OrgIndustryCard
              organisation={organisation}
              rowNumber={(page - 1) * perPage + index + 1}
              industries={industries.options}
              industriesReady={industries.isSuccess}
            />
          </Grid>
        ))}
      </Grid>
    </ListBodyState>
  );
}

import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { Organisation } from '@/domain/types';
import { ListBodyState } from '@/shared/ListBodyState';
import { useIndustries } from '@/shared/useIndustries';
import { LabelledSelect } from '@/layout/LabelledSelect';
import { PICKER_SELECT } from '@/shared/OrganisationPicker';
import type { KyndDataProvider } from '@/providers/types';
import { organisationIndustryExportColumns } from './exportColumns';
import { ListScreen } from '@/shared/ListScreen';
import { TRY_AGAIN } from '@/shared/tryAgain';

export function OrgsIndustries() {
  return (
    <ListScreen
      heading="resources.industries.titles.organisations"
      exportColumns={organisationIndustryExportColumns}
      fileName="kynd-organisation-industries"
      resource="organisations"
      storeKey="organisations.industries.listParams"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      // A card shows the organisation's name and industry: its page reads only those fields.
      queryOptions={{ meta: { fields: ['name', 'industry'] }, onError: () => undefined }}
    >
      <OrgIndustryCards />
    </ListScreen>
  );
}

function OrgIndustryCards() {
  const translate = useTranslate();
  const { data, page, perPage } = useListContext<Organisation>();
  const industries = useIndustries();
  return (
    <ListBodyState
      label="resources.industries.organisations.items"
      emptyText="app.common.no_organisations_found"
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
              industries={industries}
            />
          </Grid>
        ))}
      </Grid>
    </ListBodyState>
  );
}

// While the change runs the select shows the industry chosen; on failure, the stored one again.
function OrgIndustryCard({
  organisation,
  rowNumber,
  industries,
}: {
  organisation: Organisation;
  rowNumber: number;
  industries: ReturnType<typeof useIndustries>;
}) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const { refetch } = useListContext();
  // The updateOrgScoresIndustry callable also recalculates the comparison figures of both
  // industries.
  const change = useMutation({
    mutationFn: (industry: string) =>
      dataProvider.call('updateOrgScoresIndustry', { organisationId: organisation.id, industry }),
    onSuccess: async () => {
      await refetch();
      notify('resources.industries.notifications.organisation_updated', {
        type: 'success',
        description: 'resources.industries.notifications.organisation_updated_detail',
      });
    },
    onError: () => notify('resources.industries.notifications.industry_change_error', TRY_AGAIN),
  });
  return (
    <Card variant="outlined" component="section" aria-label={organisation.name}>
      <CardContent>
        <Typography variant="caption" color="text.secondary">
          {rowNumber}
        </Typography>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          {organisation.name}
        </Typography>
        <LabelledSelect
          {...PICKER_SELECT}
          label="app.common.industry"
          value={(change.isPending ? change.variables : organisation.industry) ?? ''}
          options={industries.options}
          disabled={change.isPending || !industries.isSuccess}
          onChange={(industry) => {
            if (industry !== organisation.industry) change.mutate(industry);
          }}
        />
      </CardContent>
    </Card>
  );
}

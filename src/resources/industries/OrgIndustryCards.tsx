// One card per organisation with its industry select (docs/product.md §2). On failure the select shows the
// stored industry again.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import type { Organisation } from '@/domain/types';
import type { KyndDataProvider } from '@/providers/types';
import { LabelledSelect } from '@/layout/LabelledSelect';
import { PICKER_SELECT } from '@/shared/OrganisationPicker';
import { ListBodyState } from '@/shared/ListBodyState';
import { useIndustries } from '@/shared/useIndustries';

export function OrgIndustryCards() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const { data, page, perPage, refetch } = useListContext<Organisation>();
  const industries = useIndustries();
  // The industry being applied, per organisation, until the callable answers.
  const [pending, setPending] = useState<Record<string, string>>({});

  const change = async (organisation: Organisation, industry: string) => {
    if (industry === organisation.industry) return;
    setPending((current) => ({ ...current, [organisation.id]: industry }));
    try {
      await dataProvider.call('updateOrgScoresIndustry', {
        organisationId: organisation.id,
        industry,
      });
      await refetch();
      notify('Organisation updated', {
        type: 'success',
        description: 'Changes will take place after you relog',
      });
    } catch {
      notify('Error updating organisation industry', {
        type: 'error',
        description: 'Please, try again later',
      });
    } finally {
      setPending((current) =>
        Object.fromEntries(Object.entries(current).filter(([id]) => id !== organisation.id)),
      );
    }
  };

  return (
    <ListBodyState
      label="organisations"
      emptyText="No organisations found"
      errorText="Could not load the organisations. Please, try again later."
    >
      <Grid
        container
        spacing={2}
        component="ul"
        aria-label="Organisations"
        sx={{ p: 2, m: 0, listStyle: 'none' }}
      >
        {(data ?? []).map((organisation, index) => (
          <Grid key={organisation.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <Card variant="outlined" component="section" aria-label={organisation.name}>
              <CardContent>
                <Typography variant="caption" color="text.secondary">
                  {(page - 1) * perPage + index + 1}
                </Typography>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
                  {organisation.name}
                </Typography>
                <LabelledSelect
                  {...PICKER_SELECT}
                  label="Industry"
                  value={pending[organisation.id] ?? organisation.industry ?? ''}
                  options={industries.options}
                  disabled={organisation.id in pending || !industries.isSuccess}
                  onChange={(industry) => void change(organisation, industry)}
                />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </ListBodyState>
  );
}

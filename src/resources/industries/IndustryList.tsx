import { Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { useCreate, useListContext, useNotify, useTranslate } from 'react-admin';
import { type FormEvent, useState } from 'react';
import { format } from 'date-fns';
import { checkIndustryName } from '@/domain/forms';
import type { Industry } from '@/domain/types';
import { useCreateErrorNotifier } from '@/shared/useCreateErrorNotifier';
import { ListBodyState } from '@/shared/ListBodyState';
import { industryExportColumns } from './exportColumns';
import { ListScreen } from '@/shared/ListScreen';
import { TRY_AGAIN } from '@/shared/tryAgain';

export function IndustryList() {
  const notify = useNotify();
  return (
    <ListScreen
      heading="resources.industries.titles.list"
      exportColumns={industryExportColumns}
      fileName="kynd-industries"
      resource="industries"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
      queryOptions={{
        onError: () => notify('app.common.error_loading_industries', TRY_AGAIN),
      }}
    >
      <IndustryCreateForm />
      <IndustryGrid />
    </ListScreen>
  );
}

function IndustryCreateForm() {
  const notify = useNotify();
  const translate = useTranslate();
  const { data } = useListContext<Industry>();
  const [name, setName] = useState('');
  const notifyFailure = useCreateErrorNotifier('resources.industries.notifications.create_error');
  const [create, { isPending }] = useCreate<Industry>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The names shown are checked here; the provider checks every industry again.
    const checked = checkIndustryName(
      name,
      (data ?? []).map((industry) => industry.name),
    );
    if (!checked.ok) return notify(checked.message, { type: 'info' });
    create(
      'industries',
      { data: { name: checked.name } },
      {
        onSuccess: () => {
          notify('resources.industries.notifications.created', { type: 'success' });
          setName('');
        },
        onError: notifyFailure,
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction="row"
      spacing={2}
      sx={{ p: 2, alignItems: 'flex-start' }}
    >
      <TextField
        label={translate('resources.industries.fields.name')}
        size="small"
        value={name}
        onChange={(event) => setName(event.target.value)}
        sx={{ minWidth: 280 }}
      />
      <Button type="submit" variant="contained" disabled={isPending}>
        {translate('ra.action.create')}
      </Button>
    </Stack>
  );
}

function IndustryGrid() {
  const translate = useTranslate();
  const { data } = useListContext<Industry>();
  return (
    <ListBodyState
      label="resources.industries.list.items"
      emptyText="resources.industries.list.empty"
      errorText="resources.industries.list.error"
    >
      <Grid
        container
        spacing={2}
        component="ul"
        aria-label={translate('resources.industries.titles.list')}
        sx={{ p: 2, m: 0, listStyle: 'none' }}
      >
        {(data ?? []).map((industry) => (
          <Grid key={industry.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {industry.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {industry.createdAt instanceof Date && !Number.isNaN(industry.createdAt.getTime())
                    ? translate('resources.industries.list.created', {
                        date: format(industry.createdAt, 'dd MMM yyyy'),
                      })
                    : translate('resources.industries.list.created_unknown')}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </ListBodyState>
  );
}

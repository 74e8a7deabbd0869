import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { permissionRequest, permissionTables, type Clinician } from '@/domain/clinicianPermissions';
import type { KyndDataProvider } from '@/providers/types';
import { REFERENCE_LIST_LIMIT } from '@/shared/useIndustries';
import type { ChoiceRecord } from '@/domain/organisationChoice';
import { ClinicianPicker } from './PersonPicker';
import { useViewer } from './useViewer';
import { ScreenHeading } from '@/shared/ScreenHeading';

type ClinicianRecord = Clinician & { allowedOrganisationsIds?: string[] };

export function ManageClinicians() {
  const viewer = useViewer();
  const translate = useTranslate();
  // One document: the picker searches clinicians by name.
  const clinicians = useGetList<ClinicianRecord>(
    'users',
    {
      filter: { role: 'Clinician' },
      sort: { field: 'lowerFirstName', order: 'ASC' },
      pagination: { page: 1, perPage: 1 },
    },
    { enabled: viewer !== undefined },
  );
  const [clinician, setClinician] = useState<ClinicianRecord | null>(null);
  // Names, industries and status only: never divisions, managers or employees.
  const organisations = useGetList<ChoiceRecord>(
    'organisationChoices',
    {
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: REFERENCE_LIST_LIMIT },
    },
    { enabled: viewer !== undefined && clinician !== null },
  );
  const [saved, setSaved] = useState<Record<string, string[]>>({});
  const dataProvider = useDataProvider<KyndDataProvider>();
  // A failure is only logged (docs/product.md §8); the tables stay as saved.
  const permission = useMutation({
    mutationFn: (change: Parameters<typeof permissionRequest>) =>
      dataProvider.call('updateUser', permissionRequest(...change)),
    onSuccess: ({ allowedOrganisationsIds }, [id]) =>
      setSaved((current) => ({ ...current, [id]: allowedOrganisationsIds })),
    onError: (error) => console.error('Clinician permission not saved', error),
  });

  const allowed = saved[clinician?.id ?? ''] ?? clinician?.allowedOrganisationsIds ?? [];
  const tables = permissionTables(organisations.data ?? [], allowed);
  const mayManage = viewer?.role === 'Kynd Admin';

  return (
    <>
      <ScreenHeading title="resources.users.clinicians.title" />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        {clinicians.isPending ? (
          <CircularProgress aria-label={translate('resources.users.clinicians.loading')} />
        ) : clinicians.error ? (
          <Alert severity="error">
            {translate('resources.users.list.error', {
              try_again: translate('app.common.try_again'),
            })}
          </Alert>
        ) : (
          <ClinicianPicker
            value={clinician}
            onChange={setClinician}
            helperText={translate(
              `resources.users.clinicians.${clinicians.data?.length ? 'choose' : 'none_yet'}`,
            )}
          />
        )}
        {viewer && !mayManage && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('resources.users.clinicians.kynd_admin_only')}
          </Alert>
        )}
      </Paper>
      {clinician &&
        (organisations.isPending ? (
          <CircularProgress
            aria-label={translate('resources.users.clinicians.loading_organisations')}
          />
        ) : (
          <Grid container spacing={2}>
            {(['current', 'available'] as const).map((kind) => (
              <Grid key={kind} size={{ xs: 12, lg: 6 }}>
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <Typography variant="h6" component="div" sx={{ pb: 1 }}>
                    {translate(`resources.users.clinicians.${kind}`)}
                  </Typography>
                  <DataTable<ChoiceRecord>
                    data={tables[kind]}
                    total={tables[kind].length}
                    aria-label={translate(`resources.users.clinicians.${kind}`)}
                    rowClick={false}
                    bulkActionButtons={false}
                    empty={
                      <Typography color="text.secondary">
                        {translate('resources.users.clinicians.no_organisations')}
                      </Typography>
                    }
                  >
                    <DataTable.Col<ChoiceRecord>
                      label="app.common.row_number"
                      render={(organisation) => tables[kind].indexOf(organisation) + 1}
                    />
                    <DataTable.Col<ChoiceRecord>
                      label="app.common.industry"
                      render={(organisation) => organisation.industry || '—'}
                    />
                    <DataTable.Col source="name" label="resources.users.clinicians.name" />
                    <DataTable.Col<ChoiceRecord>
                      label="resources.users.clinicians.manage"
                      render={(organisation) => (
                        <Button
                          size="small"
                          variant="outlined"
                          sx={{ whiteSpace: 'nowrap' }}
                          disabled={permission.isPending || !mayManage}
                          onClick={() =>
                            permission.mutate([clinician.id, organisation.id, kind === 'available'])
                          }
                        >
                          {translate(
                            `resources.users.clinicians.${kind === 'current' ? 'remove' : 'add'}`,
                          )}
                        </Button>
                      )}
                    />
                  </DataTable>
                </Paper>
              </Grid>
            ))}
          </Grid>
        ))}
    </>
  );
}

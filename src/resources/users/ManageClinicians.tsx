import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import { permissionRequest, permissionTables, type Clinician } from '@/domain/clinicianPermissions';
import type { KyndDataProvider } from '@/providers/types';
import { ClinicianPermissionsTable } from './ClinicianPermissionsTable';
import { ClinicianPicker } from './ClinicianPicker';
import { useOrganisations } from './useOrganisations';
import { useViewer } from './useViewer';

/** Clinicians are few (a handful per provider); more than this would need a search. */
const CLINICIANS_LIMIT = 200;

type ClinicianRecord = Clinician & { allowedOrganisationsIds?: string[] };

/**
 * docs/product.md §2 Manage clinicians (/users/clinicians): pick a clinician, then add or remove the
 * organisations it may access. Each change is saved at once through updateUser, and both tables
 * follow the saved list (docs/product.md §4); a failure is only logged (docs/product.md §8).
 */
export function ManageClinicians() {
  const viewer = useViewer();
  const dataProvider = useDataProvider<KyndDataProvider>();
  const clinicians = useGetList<ClinicianRecord>(
    'users',
    {
      filter: { role: 'Clinician' },
      sort: { field: 'lowerFirstName', order: 'ASC' },
      pagination: { page: 1, perPage: CLINICIANS_LIMIT },
    },
    { enabled: viewer !== undefined },
  );
  const { organisations, isPending: organisationsPending } = useOrganisations(viewer !== undefined);
  const [clinicianId, setClinicianId] = useState('');
  // What the server answered after the last save, per clinician.
  const [saved, setSaved] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);

  const clinician = clinicians.data?.find((candidate) => candidate.id === clinicianId);
  const allowed = saved[clinicianId] ?? clinician?.allowedOrganisationsIds ?? [];
  const tables = permissionTables(organisations, allowed);
  const mayManage = viewer?.role === 'Kynd Admin';

  const change = async (organisationId: string, add: boolean) => {
    if (!clinician) return;
    setSaving(true);
    try {
      const response = await dataProvider.call(
        'updateUser',
        permissionRequest(clinician.id, organisationId, add),
      );
      setSaved((current) => ({ ...current, [clinician.id]: response.allowedOrganisationsIds }));
    } catch (error) {
      // docs/product.md §8: clinician-permission failures are only logged; the tables stay as saved.
      console.error('Clinician permission not saved', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Manage clinicians
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        {clinicians.isPending ? (
          <CircularProgress aria-label="Loading clinicians" />
        ) : clinicians.error ? (
          <Alert severity="error">Error fetching users. Please, try again later</Alert>
        ) : (
          <ClinicianPicker
            clinicians={clinicians.data ?? []}
            value={clinician ?? null}
            onChange={(chosen) => setClinicianId(chosen?.id ?? '')}
            helperText={
              (clinicians.data ?? []).length === 0
                ? 'No clinicians yet'
                : 'Choose a clinician: type a first or last name, or both'
            }
          />
        )}
        {viewer && !mayManage && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Only a Kynd Admin manages clinicians&apos; permissions.
          </Alert>
        )}
      </Paper>
      {clinician &&
        (organisationsPending ? (
          <CircularProgress aria-label="Loading organisations" />
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <ClinicianPermissionsTable
                  caption="Current permissions"
                  organisations={tables.current}
                  action="Remove permission"
                  disabled={saving || !mayManage}
                  onAction={(organisationId) => void change(organisationId, false)}
                />
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <ClinicianPermissionsTable
                  caption="Organisations that can be added"
                  organisations={tables.available}
                  action="Add permission"
                  disabled={saving || !mayManage}
                  onAction={(organisationId) => void change(organisationId, true)}
                />
              </Paper>
            </Grid>
          </Grid>
        ))}
    </>
  );
}

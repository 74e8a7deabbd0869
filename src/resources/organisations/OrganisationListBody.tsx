// The body of the organisations list: its toolbar (the 'Active orgs only' filter and the 'Edit
// codes max usage' mode) and the table. The codes of the organisations shown are read in one query
// per page.
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useListContext, useNotify, usePermissions } from 'react-admin';
import { changedMaximumUsages } from '@/domain/codes';
import type { Organisation } from '@/domain/types';
import type { KyndPermissions } from '@/providers/authProvider';
import type { KyndDataProvider } from '@/providers/types';
import { ListBodyState } from '@/shared/ListBodyState';
import { OrganisationTable } from './OrganisationTable';

export function OrganisationListBody() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const { data, filterValues, displayedFilters, setFilters } = useListContext<Organisation>();
  // docs/product.md §6: only the provider scope manages organisations; anyone else who opens the screen sees
  // their own organisation read-only (the rules would refuse the writes, some of them half-way).
  const { permissions } = usePermissions<KyndPermissions | null>();
  const canManage = permissions?.role === 'Kynd Admin' || permissions?.isStaff === true;
  const ids = useMemo(() => (data ?? []).map((organisation) => organisation.id), [data]);
  const codes = useQuery({
    queryKey: ['codes', 'getCodesOfOrganisations', ids],
    queryFn: () => dataProvider.getCodesOfOrganisations(ids),
    enabled: ids.length > 0,
  });
  const [editing, setEditing] = useState(false);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const { invalid } = changedMaximumUsages(codes.data ?? [], edits);

  const filtered = (filterValues as { isActive?: unknown }).isActive === true;
  // The switch answers at once; the filter follows through the URL a moment later.
  const [activeOnly, setActiveOnlyShown] = useState(filtered);
  useEffect(() => setActiveOnlyShown(filtered), [filtered]);
  const setActiveOnly = (checked: boolean) => {
    setActiveOnlyShown(checked);
    const others = Object.fromEntries(
      Object.entries(filterValues as Record<string, unknown>).filter(([key]) => key !== 'isActive'),
    );
    setFilters(checked ? { ...others, isActive: true } : others, displayedFilters);
  };

  const stopEditing = () => {
    setEditing(false);
    setEdits({});
  };

  // docs/product.md §4: only the codes whose value changed are saved.
  const save = async () => {
    const { changes } = changedMaximumUsages(codes.data ?? [], edits);
    if (changes.length === 0) {
      stopEditing();
      return;
    }
    setSaving(true);
    try {
      await dataProvider.updateCodesMaximumUsage(changes);
      stopEditing();
    } catch {
      notify('Error updating codes', { type: 'error', description: 'Please, try again later' });
    } finally {
      setSaving(false);
      void codes.refetch();
    }
  };

  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ p: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={activeOnly}
              onChange={(event) => setActiveOnly(event.target.checked)}
            />
          }
          label="Active orgs only"
        />
        {!canManage ? null : editing ? (
          <Stack direction="row" spacing={1}>
            <Button onClick={stopEditing} disabled={saving}>
              Cancel
            </Button>
            <Button
              variant="contained"
              onClick={() => void save()}
              disabled={saving || invalid.length > 0}
            >
              Save
            </Button>
          </Stack>
        ) : (
          <Button variant="outlined" onClick={() => setEditing(true)} disabled={!codes.isSuccess}>
            Edit codes max usage
          </Button>
        )}
      </Stack>
      <ListBodyState
        label="organisations"
        emptyText={activeOnly ? 'No active organisations found' : 'No organisations found'}
        errorText="Could not load the organisations. Please, try again later."
      >
        <OrganisationTable
          codes={codes.data}
          codesStatus={codes.isError ? 'error' : codes.isPending ? 'loading' : 'ready'}
          editing={editing}
          edits={edits}
          invalid={invalid}
          onEdit={(id, value) => setEdits((current) => ({ ...current, [id]: value }))}
          canManage={canManage}
        />
      </ListBodyState>
    </>
  );
}

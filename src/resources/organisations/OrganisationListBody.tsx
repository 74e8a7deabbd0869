// The body of the organisations list: its toolbar (the 'Active orgs only' filter and the 'Edit
// codes max usage' mode) and the table. The codes of the organisations shown are read in one query
// per page.
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useListContext, usePermissions, useTranslate } from 'react-admin';
import { changedMaximumUsages } from '@/domain/codes';
import type { Organisation } from '@/domain/types';
import type { KyndPermissions } from '@/providers/authProvider';
import type { KyndDataProvider } from '@/providers/types';
import { ListBodyState } from '@/shared/ListBodyState';
import { OrganisationTable } from './OrganisationTable';
import { ORGANISATIONS_CODES_KEY, useUpdateCodesMaximumUsage } from './useUpdateCodesMaximumUsage';

export function OrganisationListBody() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const translate = useTranslate();
  const { data, filterValues, displayedFilters, setFilters } = useListContext<Organisation>();
  // docs/product.md §6: only the provider scope manages organisations; anyone else who opens the screen sees
  // their own organisation read-only (the rules would refuse the writes, some of them half-way).
  const { permissions } = usePermissions<KyndPermissions | null>();
  const canManage = permissions?.role === 'Kynd Admin' || permissions?.isStaff === true;
  const ids = useMemo(() => (data ?? []).map((organisation) => organisation.id), [data]);
  const codes = useQuery({
    queryKey: [...ORGANISATIONS_CODES_KEY, ids],
    queryFn: () => dataProvider.getCodesOfOrganisations(ids),
    enabled: ids.length > 0,
  });
  const [editing, setEditing] = useState(false);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const updateCodes = useUpdateCodesMaximumUsage();
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
  const save = () => {
    const { changes } = changedMaximumUsages(codes.data ?? [], edits);
    if (changes.length === 0) stopEditing();
    else updateCodes.mutate(changes, { onSuccess: stopEditing });
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
          label={translate('resources.organisations.list.active_only')}
        />
        {!canManage ? null : editing ? (
          <Stack direction="row" spacing={1}>
            <Button onClick={stopEditing} disabled={updateCodes.isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={save}
              disabled={updateCodes.isPending || invalid.length > 0}
            >
              {translate('ra.action.save')}
            </Button>
          </Stack>
        ) : (
          <Button variant="outlined" onClick={() => setEditing(true)} disabled={!codes.isSuccess}>
            {translate('resources.organisations.actions.edit_codes')}
          </Button>
        )}
      </Stack>
      <ListBodyState
        label="resources.organisations.list.items"
        emptyText={
          activeOnly
            ? 'resources.organisations.list.empty_active'
            : 'resources.organisations.list.empty'
        }
        errorText="resources.organisations.list.error"
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

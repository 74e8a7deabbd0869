import { Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  DataTable,
  useDataProvider,
  useListContext,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { type ReactNode, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { LIST_ROWS_META } from '@/providers/dataSpec';
import { changedMaximumUsages } from '@/domain/codes';
import type { Organisation } from '@/domain/types';
import type { KyndPermissions } from '@/domain/session';
import { activityPathFor } from '@/shared/activityPath';
import { ListBodyState } from '@/shared/ListBodyState';
import { RowHeaderColumn } from '@/shared/RowHeaderColumn';
import { RowNumberField } from '@/shared/RowNumberField';
import { useCodeSummaries } from '@/shared/useCodeSummaries';
import type { KyndDataProvider } from '@/providers/types';
import { organisationExportColumns } from './exportColumns';
import { CodesCell, ManagersCell, QuestionnairesCell, StatusCell } from './OrganisationCells';
import { ListScreen } from '@/shared/ListScreen';
import { TRY_AGAIN } from '@/shared/tryAgain';

export function OrganisationList() {
  return (
    <ListScreen
      heading="resources.organisations.titles.list"
      exportColumns={organisationExportColumns}
      fileName="kynd-organisations"
      resource="organisations"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      // A table wider than the page scrolls within it, so the buttons above it stay in view.
      sx={{
        '& .RaList-main': { minWidth: 0 },
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
      }}
      // The body shows a failed load with a retry; react-admin's own toast would carry the
      // developer's message.
      queryOptions={{ meta: LIST_ROWS_META, onError: () => undefined }}
    >
      <OrganisationListBody />
    </ListScreen>
  );
}

const column = (field: string, render: (organisation: Organisation) => ReactNode) => (
  <DataTable.Col<Organisation>
    key={field}
    label={`resources.organisations.fields.${field}`}
    render={render}
  />
);

// The codes are the page's code summaries, read in one request beside the rows: the
// organisations' own documents hold no codes, as every member reads them. The server updates a
// summary a moment after a save, so the limits just saved are shown meanwhile.
function OrganisationListBody() {
  const translate = useTranslate();
  const { data, filterValues, displayedFilters, setFilters } = useListContext<Organisation>();
  // docs/product.md §6: anyone but the provider scope sees their own organisation read-only (the
  // rules would refuse the writes, some of them half-way).
  const { permissions } = usePermissions<KyndPermissions | null>();
  const canManage = permissions?.role === 'Kynd Admin' || permissions?.isStaff === true;
  const managed = (Cell: typeof StatusCell) => (organisation: Organisation) => (
    <Cell organisation={organisation} canManage={canManage} />
  );
  // The limits saved here that the rows' summaries do not show yet, by code id.
  const [saved, setSaved] = useState<Record<string, number>>({});
  const summaries = useCodeSummaries((data ?? []).map((organisation) => organisation.id));
  // A summary that caught up needs no stand-in any more.
  useEffect(() => {
    setSaved((current) => {
      const left = Object.entries(current).filter(
        ([id, maximumUsage]) =>
          !summaries.data?.some((code) => code.id === id && code.maximumUsage === maximumUsage),
      );
      return left.length === Object.keys(current).length ? current : Object.fromEntries(left);
    });
  }, [summaries.data]);
  const codes = (summaries.data ?? []).map((code) => ({
    ...code,
    maximumUsage: saved[code.id] ?? code.maximumUsage,
  }));
  const [edits, setEdits] = useState<Record<string, string> | null>(null);
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const updateCodes = useMutation({
    mutationFn: (changes: { id: string; maximumUsage: number }[]) =>
      dataProvider.updateCodesMaximumUsage(changes),
    onSuccess: (_, changes) => {
      setSaved((current) => ({
        ...current,
        ...Object.fromEntries(changes.map((change) => [change.id, change.maximumUsage])),
      }));
      setEdits(null);
    },
    onError: () => notify('resources.organisations.notifications.codes_error', TRY_AGAIN),
  });
  const { changes, invalid } = changedMaximumUsages(codes, edits ?? {});

  const filtered = (filterValues as { isActive?: unknown }).isActive === true;
  // The switch answers at once; the filter follows through the URL a moment later.
  const [activeOnly, setActiveOnlyShown] = useState(filtered);
  useEffect(() => setActiveOnlyShown(filtered), [filtered]);
  const setActiveOnly = (_: unknown, checked: boolean) => {
    setActiveOnlyShown(checked);
    // react-admin drops the empty values.
    setFilters({ ...filterValues, isActive: checked || undefined }, displayedFilters);
  };

  const save = () => (changes.length === 0 ? setEdits(null) : updateCodes.mutate(changes));

  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ p: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={<Switch checked={activeOnly} onChange={setActiveOnly} />}
          label={translate('resources.organisations.list.active_only')}
        />
        {!canManage || !summaries.shown ? null : edits ? (
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setEdits(null)} disabled={updateCodes.isPending}>
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
          <Button variant="outlined" onClick={() => setEdits({})}>
            {translate('resources.organisations.actions.edit_codes')}
          </Button>
        )}
      </Stack>
      <ListBodyState
        label="resources.organisations.list.items"
        emptyText={`resources.organisations.list.${activeOnly ? 'empty_active' : 'empty'}`}
        errorText="resources.organisations.list.error"
      >
        {/* Only the name sorts: the other columns are lists or counts no index serves. */}
        <DataTable<Organisation>
          aria-label={translate('resources.organisations.titles.list')}
          rowClick={false}
          bulkActionButtons={false}
        >
          <DataTable.Col label="app.common.row_number">
            <RowNumberField />
          </DataTable.Col>
          <RowHeaderColumn<Organisation> source="name" />
          {column('managers', managed(ManagersCell))}
          {summaries.shown &&
            column('codes', (organisation) => (
              <CodesCell
                codes={codes.filter((code) => code.organisationId === organisation.id)}
                status={summaries.status}
                edits={edits}
                invalid={invalid}
                onEdit={(id, value) => setEdits((current) => ({ ...current, [id]: value }))}
              />
            ))}
          {column('employees', (organisation) => organisation.employeeCount ?? 0)}
          {column('isActive', managed(StatusCell))}
          {column('customQuestionnaires', managed(QuestionnairesCell))}
          {summaries.shown &&
            column('history', (organisation) => (
              <Button component={RouterLink} to={activityPathFor(organisation.id)} size="small">
                {translate('resources.organisations.actions.history')}
              </Button>
            ))}
        </DataTable>
      </ListBodyState>
    </>
  );
}

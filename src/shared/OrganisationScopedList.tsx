import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { ExportColumn } from './export/exportList';
import { OrganisationPicker } from './OrganisationPicker';
import { MANAGED_ORGANISATION, useStoredOrganisationChoice } from './useOrganisationChoice';
import { ListBodyState } from '@/shared/ListBodyState';
import { ListScreen } from '@/shared/ListScreen';
import { ScreenHeading } from '@/shared/ScreenHeading';

export interface OrganisationScopedListProps<RecordType extends RaRecord> {
  resource: 'codes' | 'divisions';
  sortField: string;
  Body: ComponentType<{ organisationId: string }>;
  exportColumns: readonly ExportColumn<RecordType>[];
}

/** The texts are the resource's `titles.list`, `notifications.fetch_error` and `list.*` keys. */
export function OrganisationScopedList<RecordType extends RaRecord>(
  props: OrganisationScopedListProps<RecordType>,
) {
  const { resource } = props;
  const keys = `resources.${resource}`;
  const notify = useNotify();
  const translate = useTranslate();
  const managed = useStoredOrganisationChoice(MANAGED_ORGANISATION);
  const { isPending, chooses, organisationId } = managed;
  return (
    <>
      <ScreenHeading title={`${keys}.titles.list`} />
      {chooses ? <OrganisationPicker state={managed} /> : null}
      {organisationId !== '' ? (
        <ListScreen<RecordType>
          resource={resource}
          exportColumns={props.exportColumns}
          fileName={`kynd-${resource}`}
          // The organisation is the list's permanent filter, chosen above the list.
          filter={{ organisationId }}
          sort={{ field: props.sortField, order: 'ASC' }}
          perPage={25}
          queryOptions={{
            onError: () => notify(`${keys}.notifications.fetch_error`, { type: 'error' }),
          }}
        >
          <ListBodyState
            label={`${keys}.list.items`}
            emptyText={`${keys}.list.empty`}
            errorText={`${keys}.list.error`}
          >
            <props.Body organisationId={organisationId} />
          </ListBodyState>
        </ListScreen>
      ) : isPending ? null : (
        <Typography color="text.secondary">
          {translate('app.common.choose_organisation', { items: translate(`${keys}.list.items`) })}
        </Typography>
      )}
    </>
  );
}

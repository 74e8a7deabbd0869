import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { ExportColumn } from './export/exportList';
import { OrganisationPicker } from './OrganisationPicker';
import { MANAGED_ORGANISATION, useStoredOrganisationChoice } from './useOrganisationChoice';
import { ListScreen } from '@/shared/ListScreen';
import { ScreenHeading } from '@/shared/ScreenHeading';

export interface OrganisationScopedListProps<RecordType extends RaRecord> {
  resource: 'codes' | 'divisions';
  title: string;
  sortField: string;
  fetchError: string;
  plural: string;
  Body: ComponentType<{ organisationId: string }>;
  exportColumns: readonly ExportColumn<RecordType>[];
}

export function OrganisationScopedList<RecordType extends RaRecord>(
  props: OrganisationScopedListProps<RecordType>,
) {
  const { resource } = props;
  const notify = useNotify();
  const translate = useTranslate();
  const managed = useStoredOrganisationChoice(MANAGED_ORGANISATION);
  const { isPending, chooses, organisationId } = managed;
  return (
    <>
      <ScreenHeading title={props.title} />
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
          queryOptions={{ onError: () => notify(props.fetchError, { type: 'error' }) }}
        >
          <props.Body organisationId={organisationId} />
        </ListScreen>
      ) : isPending ? null : (
        <Typography color="text.secondary">
          {translate('app.common.choose_organisation', { items: translate(props.plural) })}
        </Typography>
      )}
    </>
  );
}

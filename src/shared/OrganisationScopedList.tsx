// A list of one organisation's records (codes, divisions: docs/product.md §2), paged on the
// server, its sort and page in the URL and an Export of what it lists. A provider admin first
// chooses the organisation (useOrganisationChoice); an Org Admin sees its own at once.
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { List, TopToolbar, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { ExportListButton } from './export/ExportListButton';
import type { ExportColumn } from './export/exportList';
import { OrganisationPicker } from './OrganisationPicker';
import { MANAGED_ORGANISATION, useOrganisationChoice } from './useOrganisationChoice';

export interface OrganisationScopedListProps<RecordType extends RaRecord> {
  resource: 'codes' | 'divisions';
  /** The catalogue key of the screen's title ('Codes'). */
  title: string;
  sortField: string;
  /** The catalogue key of the docs/product.md §8 toast when the list cannot be read. */
  fetchError: string;
  /** The catalogue key of what the list calls its records when asking for an organisation ('codes'). */
  plural: string;
  Body: ComponentType<{ organisationId: string }>;
  /** The columns of the CSV export, in the screen's words. */
  exportColumns: readonly ExportColumn<RecordType>[];
}

export function OrganisationScopedList<RecordType extends RaRecord>({
  resource,
  title,
  sortField,
  fetchError,
  plural,
  Body,
  exportColumns,
}: OrganisationScopedListProps<RecordType>) {
  const notify = useNotify();
  const translate = useTranslate();
  const managed = useOrganisationChoice(MANAGED_ORGANISATION);
  const { isPending, chooses, organisationId } = managed;
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(title)}
      </Typography>
      {chooses ? <OrganisationPicker state={managed} /> : null}
      {organisationId !== '' ? (
        <List
          resource={resource}
          title={false}
          actions={
            <TopToolbar>
              <ExportListButton columns={exportColumns} fileName={`kynd-${resource}`} />
            </TopToolbar>
          }
          empty={false}
          // The organisation is the list's permanent filter, chosen above the list (and kept by
          // useOrganisationChoice); the sort and page are the list's own and live in the URL.
          filter={{ organisationId }}
          sort={{ field: sortField, order: 'ASC' }}
          perPage={25}
          queryOptions={{ onError: () => notify(fetchError, { type: 'error' }) }}
        >
          <Body organisationId={organisationId} />
        </List>
      ) : isPending ? null : (
        <Typography color="text.secondary">
          {translate('app.common.choose_organisation', { items: translate(plural) })}
        </Typography>
      )}
    </>
  );
}

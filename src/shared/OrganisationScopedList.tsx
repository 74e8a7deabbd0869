// A list of one organisation's records (codes, divisions: docs/product.md §2), paged on the
// server. A provider admin first chooses the organisation (useOrganisationChoice); an Org Admin
// sees its own at once.
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { List, useNotify, useTranslate } from 'react-admin';
import { OrganisationPicker } from './OrganisationPicker';
import { MANAGED_ORGANISATION, useOrganisationChoice } from './useOrganisationChoice';

export interface OrganisationScopedListProps {
  resource: 'codes' | 'divisions';
  /** The catalogue key of the screen's title ('Codes'). */
  title: string;
  sortField: string;
  /** The catalogue key of the docs/product.md §8 toast when the list cannot be read. */
  fetchError: string;
  /** The catalogue key of what the list calls its records when asking for an organisation ('codes'). */
  plural: string;
  Body: ComponentType<{ organisationId: string }>;
}

export function OrganisationScopedList({
  resource,
  title,
  sortField,
  fetchError,
  plural,
  Body,
}: OrganisationScopedListProps) {
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
          actions={false}
          empty={false}
          disableSyncWithLocation
          storeKey={false}
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

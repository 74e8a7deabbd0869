import { FIELD_LIMITS } from '@/config/constants';

export const messages: Readonly<Record<string, string>> = {
  'resources.industries.titles.list': 'Industries',
  'resources.industries.titles.organisations': 'Orgs industries',
  'resources.industries.fields.name': 'Name',
  'resources.industries.fields.createdAt': 'Created at',
  'resources.industries.organisations.name': 'Organisation',
  'resources.industries.list.items': 'industries',
  'resources.industries.list.empty': 'No industries yet',
  'resources.industries.list.error': 'Could not load the industries. Please, try again later.',
  'resources.industries.list.created': 'Created %{date}',
  'resources.industries.list.created_unknown': 'Created: unknown',
  'resources.industries.organisations.label': 'Organisations',
  'resources.industries.organisations.items': 'organisations',
  'resources.industries.organisations.error':
    'Could not load the organisations. Please, try again later.',
  'resources.industries.notifications.created': 'Industry created',
  'resources.industries.notifications.create_error': 'Error creating industry',
  'resources.industries.notifications.organisation_updated': 'Organisation updated',
  'resources.industries.notifications.organisation_updated_detail':
    'Changes will take place after you relog',
  'resources.industries.notifications.industry_change_error':
    'Error updating organisation industry',
  'resources.industries.validation.choose_name': 'Choose a name for the new industry',
  'resources.industries.validation.exists': 'Industry already exists',
  'resources.industries.validation.name_too_long': `Name can have at most ${FIELD_LIMITS.industryName} characters`,
};

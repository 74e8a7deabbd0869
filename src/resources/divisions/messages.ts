import { FIELD_LIMITS } from '@/config/constants';

export const messages: Readonly<Record<string, string>> = {
  'resources.divisions.titles.list': 'Divisions',
  'resources.divisions.titles.create': 'Create division',
  'resources.divisions.titles.edit': 'Edit division',
  'resources.divisions.fields.name': 'Name',
  'resources.divisions.fields.description': 'Description',
  'resources.divisions.fields.codes': 'Codes',
  'resources.divisions.list.items': 'divisions',
  'resources.divisions.list.empty': 'No divisions yet',
  'resources.divisions.list.error': 'Could not load the divisions. Please, try again later.',
  'resources.divisions.list.no_codes': 'No codes',
  'resources.divisions.list.not_editable': 'Cannot be edited',
  'resources.divisions.notifications.fetch_error': 'Error fetching divisions',
  'resources.divisions.notifications.created': 'Division created',
  'resources.divisions.notifications.create_error': 'Error creating division',
  'resources.divisions.notifications.update_error': 'Error updating division',
  'resources.divisions.validation.required_fields': 'Fill in all required fields',
  'resources.divisions.validation.limit_reached': `An organisation can have at most ${FIELD_LIMITS.divisionsPerOrganisation} divisions`,
  'resources.divisions.validation.name_too_long': `Name can have at most ${FIELD_LIMITS.divisionName} characters`,
  'resources.divisions.validation.description_too_long': `Description can have at most ${FIELD_LIMITS.divisionDescription} characters`,
};

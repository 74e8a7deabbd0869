import { FIELD_LIMITS } from '@/config/constants';

export const messages: Readonly<Record<string, string>> = {
  'resources.codes.titles.list': 'Codes',
  'resources.codes.titles.create': 'Create code',
  'resources.codes.fields.code': 'Code',
  'resources.codes.fields.divisionId': 'Division',
  'resources.codes.fields.maximumUsage': 'Maximum usage',
  'resources.codes.fields.divisionName': 'Division',
  'resources.codes.fields.currentUsage': 'Usage',
  'resources.codes.fields.isActive': 'Activation',
  // A code's document id is derived from it (docs/security.md "Access codes"); the organisation
  // form shows the same words.
  'resources.codes.fields.code_hint': "Letters A to Z, digits 0 to 9, '-' and '_'",
  'resources.codes.validation.characters':
    "A code can hold only the letters A to Z, the digits 0 to 9, '-' and '_'",
  'resources.codes.validation.too_long': `A code has at most ${FIELD_LIMITS.code} characters`,
  'resources.codes.validation.usage': 'Enter a whole number of at least 1',
  'resources.codes.validation.in_use': 'This code is already in use',
  'resources.codes.list.items': 'codes',
  'resources.codes.list.empty': 'No codes yet',
  'resources.codes.list.error': 'Could not load the codes. Please, try again later.',
  'resources.codes.list.active': 'Active',
  'resources.codes.notifications.fetch_error': 'Error fetching codes',
  'resources.codes.notifications.created': 'Code created',
  'resources.codes.notifications.create_error': 'Error creating code',
  'resources.codes.notifications.activation_error': 'Error changing activation',
  'resources.codes.actions.activate': 'Activate',
  'resources.codes.actions.deactivate': 'Deactivate',
  'resources.codes.bulk.activate_title':
    'Activate %{smart_count} code? |||| Activate %{smart_count} codes?',
  'resources.codes.bulk.deactivate_title':
    'Deactivate %{smart_count} code? |||| Deactivate %{smart_count} codes?',
  'resources.codes.bulk.content': 'Users can sign up only with an active code.',
};

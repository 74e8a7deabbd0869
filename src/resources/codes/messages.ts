// The English wording of the codes screens, under react-admin's `resources.codes.*` keys. The
// registry lays every resource's messages over the shared catalogue (src/i18n).
export const messages: Readonly<Record<string, string>> = {
  'resources.codes.titles.list': 'Codes',
  'resources.codes.titles.create': 'Create code',
  'resources.codes.fields.code': 'Code',
  'resources.codes.fields.divisionId': 'Division',
  'resources.codes.fields.maximumUsage': 'Maximum usage',
  'resources.codes.fields.divisionName': 'Division',
  'resources.codes.fields.currentUsage': 'Usage',
  'resources.codes.fields.isActive': 'Activation',
  'resources.codes.list.items': 'codes',
  'resources.codes.list.empty': 'No codes yet',
  'resources.codes.list.error': 'Could not load the codes. Please, try again later.',
  'resources.codes.list.active': 'Active',
  'resources.codes.notifications.fetch_error': 'Error fetching codes',
  'resources.codes.notifications.fetch_divisions_error': 'Error fetching divisions',
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

// The English wording of the initial message templates screen, under react-admin's
// `resources.initialMessages.*` keys. The registry lays every resource's messages over the shared
// catalogue (src/i18n).
export const messages: Readonly<Record<string, string>> = {
  'resources.initialMessages.title': 'Initial messages',
  'resources.initialMessages.pickers.category': 'Category',
  'resources.initialMessages.pickers.measurement': 'Measurement',
  'resources.initialMessages.list_label': 'messages',
  'resources.initialMessages.list_failed': 'Could not load the messages. Please, try again later.',
  'resources.initialMessages.heading': '%{measurement} messages',
  'resources.initialMessages.none': 'No messages for %{measurement} yet. Use Edit to write them.',
  'resources.initialMessages.actions.edit': 'Edit',
  'resources.initialMessages.actions.cancel': 'Cancel',
  'resources.initialMessages.fields.active': 'Active',
  'resources.initialMessages.fields.inactive': 'Inactive',
  'resources.initialMessages.fields.frequency': 'Frequency',
  'resources.initialMessages.fields.subject': 'Subject',
  'resources.initialMessages.fields.message': 'Message',
  'resources.initialMessages.helpers.message': 'Line breaks are kept',
  'resources.initialMessages.notifications.updated': 'Message updated',
  'resources.initialMessages.notifications.update_failed': 'Error updating message',
};

import { FIELD_LIMITS } from '@/config/constants';

export const messages: Readonly<Record<string, string>> = {
  'resources.notifications.list_title': 'Notifications sent',
  'resources.notifications.create_title': 'Create notification',
  'resources.notifications.list_label': 'notifications',
  'resources.notifications.empty': 'No notifications yet',
  'resources.notifications.list_failed':
    'Could not load the notifications. Please, try again later.',
  'resources.notifications.table': 'Notifications sent to %{organisation}',
  'resources.notifications.columns.sentAt': 'Sent date',
  'resources.notifications.columns.riskLevel': 'Risk level',
  'resources.notifications.columns.title': 'Title',
  'resources.notifications.columns.body': 'Body',
  'resources.notifications.fields.organisationId': 'Organisation',
  'resources.notifications.fields.type': 'Type',
  'resources.notifications.fields.title': 'Subject',
  'resources.notifications.fields.body': 'Message',
  'resources.notifications.fields.measurement': 'Measurement',
  'resources.notifications.fields.color': 'Colour indicators',
  'resources.notifications.types.general': 'General',
  'resources.notifications.types.risk-level': 'Risk level',
  'resources.notifications.colours.red': 'Red',
  'resources.notifications.colours.orange': 'Orange',
  'resources.notifications.colours.green': 'Green',
  'resources.notifications.organisations': 'organisations',
  'resources.notifications.organisations_failed':
    'Could not load the organisations. Please, try again later.',
  'resources.notifications.no_organisation': 'No organisation to show.',
  'resources.notifications.actions.send': 'Send notification',
  'resources.notifications.actions.sending': 'Sending…',
  'resources.notifications.missing': 'To send, fill in %{fields}.',
  'resources.notifications.reach.choose_risk_level':
    'Choose an organisation, a measurement and colour indicators to see how many users this notification will reach.',
  'resources.notifications.reach.choose':
    'Choose an organisation to see how many users this notification will reach.',
  'resources.notifications.reach.failed': 'Could not count the users this notification will reach.',
  'resources.notifications.reach.count':
    'This notification will reach %{smart_count} user |||| This notification will reach %{smart_count} users',
  'resources.notifications.reach.counting': 'Counting the users this notification will reach…',
  'resources.notifications.notifications.sent': 'Notification sent',
  'resources.notifications.notifications.sent_to':
    'Sent to %{smart_count} user |||| Sent to %{smart_count} users',
  'resources.notifications.notifications.send_failed': 'Error sending message',
  'resources.notifications.validation.title_too_long': `Subject can have at most ${FIELD_LIMITS.notificationTitle} characters`,
  'resources.notifications.validation.body_too_long': `Message can have at most ${FIELD_LIMITS.notificationBody} characters`,
};

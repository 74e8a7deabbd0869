import { FIELD_LIMITS } from '@/config/constants';

export const messages: Readonly<Record<string, string>> = {
  'resources.organisations.titles.list': 'Organisations',
  'resources.organisations.titles.create': 'Create organisation',
  'resources.organisations.fields.name': 'Name',
  'resources.organisations.fields.address': 'Address',
  'resources.organisations.fields.phone': 'Phone',
  'resources.organisations.fields.industry': 'Industry',
  'resources.organisations.fields.divisionName': 'First division name',
  'resources.organisations.fields.code': 'Code',
  'resources.organisations.fields.codeUsage': 'Code usage',
  'resources.organisations.fields.managers': 'Managers',
  'resources.organisations.fields.codes': 'Codes',
  'resources.organisations.fields.employees': '#Employees',
  'resources.organisations.fields.isActive': 'Status',
  'resources.organisations.fields.customQuestionnaires': 'Custom Questionnaires',
  'resources.organisations.fields.history': 'Activity',
  'resources.organisations.list.items': 'organisations',
  'resources.organisations.list.empty': 'No organisations found',
  'resources.organisations.list.empty_active': 'No active organisations found',
  'resources.organisations.list.error':
    'Could not load the organisations. Please, try again later.',
  'resources.organisations.list.active_only': 'Active orgs only',
  'resources.organisations.list.active': 'Active',
  'resources.organisations.actions.edit_codes': 'Edit codes max usage',
  'resources.organisations.actions.change_questionnaires': 'Change',
  'resources.organisations.actions.history': 'History',
  'resources.organisations.actions.remove_manager': 'Remove manager %{name}',
  'resources.organisations.codes.none': 'No codes',
  'resources.organisations.codes.inactive': ', inactive',
  'resources.organisations.codes.error': 'Could not load the codes',
  'resources.organisations.managers.none': 'No managers',
  'resources.organisations.managers.remove_title': 'Remove manager',
  'resources.organisations.managers.remove_content':
    '%{name} will no longer be a manager of %{organisation}.',
  'resources.organisations.questionnaires.none': 'None',
  'resources.organisations.questionnaires.title': 'Custom questionnaires of %{name}',
  'resources.organisations.questionnaires.confirm_title': 'Update custom questionnaires',
  'resources.organisations.questionnaires.confirm_content': '%{name} will offer %{questionnaires}.',
  'resources.organisations.questionnaires.confirm_none':
    '%{name} will offer no custom questionnaires.',
  'resources.organisations.activation.reactivate_title': 'Reactivate organisation',
  'resources.organisations.activation.inactivate_title': 'Inactivate organisation',
  'resources.organisations.activation.reactivate_content':
    '%{name} will become active again, and its %{employees} employee will no longer be a subscription user. |||| %{name} will become active again, and its %{employees} employees will no longer be subscription users.',
  'resources.organisations.activation.inactivate_content':
    '%{name} will become inactive, and its %{employees} employee will be marked as a subscription user. |||| %{name} will become inactive, and its %{employees} employees will be marked as subscription users.',
  'resources.organisations.activation.progress_label': 'Updating employees',
  'resources.organisations.activation.progress':
    'Updated %{done} of %{total} employee |||| Updated %{done} of %{total} employees',
  'resources.organisations.notifications.created': 'Organisation created',
  'resources.organisations.notifications.create_error': 'Error creating organisation',
  'resources.organisations.notifications.codes_error': 'Error updating codes',
  'resources.organisations.notifications.manager_error': 'Error removing manager',
  'resources.organisations.notifications.status_error': 'Error updating status',
  'resources.organisations.notifications.status_error_detail': 'Contact support',
  'resources.organisations.notifications.status_error_partial':
    'Contact support. %{done} of %{total} employee was updated: run %{word} again to complete it. |||| Contact support. %{done} of %{total} employees were updated: run %{word} again to complete it.',
  'resources.organisations.notifications.questionnaires_error':
    'Error updating available custom questionnaire',
  'resources.organisations.notifications.questionnaires_error_detail':
    'Fail to update organisation with custom questionnaires.',
  'resources.organisations.notifications.industry_refresh_error':
    'Error refreshing the industry comparison',
  'resources.organisations.validation.access_code_in_use': 'Access code is already in use',
  'resources.organisations.validation.name_too_long': `Name can have at most ${FIELD_LIMITS.organisationName} characters`,
  'resources.organisations.validation.address_too_long': `Address can have at most ${FIELD_LIMITS.address} characters`,
  'resources.organisations.validation.phone_too_long': `Phone can have at most ${FIELD_LIMITS.phone} characters`,
  'resources.organisations.validation.division_name_too_long': `Division name can have at most ${FIELD_LIMITS.divisionName} characters`,
};

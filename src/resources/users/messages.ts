// The English wording of the users screens, under react-admin's `resources.users.*` keys. The
// registry lays every resource's messages over the shared catalogue (src/i18n). Texts the domain
// computes (the list's title and count, the role filters, the forms' checks, the move summary)
// stay with their rules in src/domain.
export const messages: Readonly<Record<string, string>> = {
  // Field labels: react-admin finds them for the form's inputs by itself.
  'resources.users.fields.role': 'Role',
  'resources.users.fields.email': 'Email',
  'resources.users.fields.firstName': 'First name',
  'resources.users.fields.lastName': 'Last name',
  'resources.users.fields.industry': 'Industry',
  'resources.users.fields.organisation': 'Organisation',
  'resources.users.fields.division': 'Division',
  'resources.users.fields.user': 'User',
  'resources.users.fields.clinician': 'Clinician',
  'resources.users.fields.contact': 'Contact',
  'resources.users.fields.createdAt': 'Created at',
  'resources.users.fields.updatedAt': 'Updated at',
  'resources.users.fields.active': 'Active',
  'resources.users.fields.subscription': 'Subscription',

  // The Users list (docs/product.md §2).
  'resources.users.list.label': 'Users',
  'resources.users.list.loading': 'Loading users',
  'resources.users.list.error': 'Error fetching users. %{try_again}',
  'resources.users.list.filters': 'Filters',
  'resources.users.list.selectors': 'Division and role selectors',
  'resources.users.list.role_filter': 'Role',
  'resources.users.list.search': 'Search users',
  'resources.users.list.search_by': 'Search by',
  'resources.users.list.search_term': 'Search',
  'resources.users.list.only_manager': 'The only manager of the organisation',
  'resources.users.list.unnamed': 'This user',

  'resources.users.actions.create': 'Create user',
  'resources.users.actions.search': 'Search',
  'resources.users.actions.clear_search': 'Clear search',
  'resources.users.actions.new_password': 'Generate new password',
  // The user's own entries of the audit trail (docs/security.md "Audit trail").
  'resources.users.actions.history': 'History',
  'resources.users.actions.delete': 'Delete',

  // The confirmation every state change asks first (docs/product.md §4).
  'resources.users.dialogs.the_organisation': 'the organisation',
  'resources.users.dialogs.activate.title': 'Activate %{name}?',
  'resources.users.dialogs.activate.text': 'They will be able to use the app again.',
  'resources.users.dialogs.activate.confirm': 'Activate',
  'resources.users.dialogs.activate.option':
    'Activate as a subscription user (moves them to the Subscriptions organisation)',
  'resources.users.dialogs.inactivate.title': 'Inactivate %{name}?',
  'resources.users.dialogs.inactivate.text': 'They will no longer be able to use the app.',
  'resources.users.dialogs.inactivate.confirm': 'Inactivate',
  'resources.users.dialogs.inactivate.option': 'Also remove %{name} from %{organisation}',
  'resources.users.dialogs.role.title': "Change %{name}'s role to %{role}?",
  'resources.users.dialogs.role.manager_removal':
    '%{name} will no longer be a manager of %{organisation}.',
  'resources.users.dialogs.role.new_manager': '%{name} will become a manager of %{organisation}.',
  'resources.users.dialogs.role.rights': '%{name} will have the rights of a %{role}.',
  'resources.users.dialogs.role.confirm': 'Change role',
  'resources.users.dialogs.division.title': 'Move %{name} to the %{division} division?',
  'resources.users.dialogs.division.text': 'The scores of the organisation will be recalculated.',
  'resources.users.dialogs.division.confirm': 'Change division',
  'resources.users.dialogs.subscription.on_title': 'Switch %{name} to subscription mode?',
  'resources.users.dialogs.subscription.on_text': 'They will pay for the app themselves.',
  'resources.users.dialogs.subscription.off_title': 'Switch %{name} to organisation mode?',
  'resources.users.dialogs.subscription.off_text':
    'Their organisation will offer them the app for free.',
  'resources.users.dialogs.subscription.confirm': 'Switch',
  'resources.users.dialogs.delete.title': 'Delete %{name}?',
  'resources.users.dialogs.delete.text':
    'This permanently deletes the user and their personal data. It cannot be undone.',
  'resources.users.dialogs.delete.confirm': 'Delete',
  'resources.users.dialogs.password.title': 'Generate a new password for %{name}?',
  'resources.users.dialogs.password.text':
    'The new password replaces the current one and is shown once, for 20 seconds.',
  'resources.users.dialogs.password.confirm': 'Generate',

  // The bulk actions on the selected users (docs/product.md §2 Users list).
  'resources.users.bulk.activate': 'Activate',
  'resources.users.bulk.inactivate': 'Inactivate',
  'resources.users.bulk.change_role': 'Change role',
  'resources.users.bulk.change_division': 'Change division',
  'resources.users.bulk.selected_users': '%{smart_count} user |||| %{smart_count} users',
  'resources.users.bulk.run_title': '%{action}: %{name}',
  'resources.users.bulk.activate_title':
    'Activate %{smart_count} user? |||| Activate %{smart_count} users?',
  'resources.users.bulk.inactivate_title':
    'Inactivate %{smart_count} user? |||| Inactivate %{smart_count} users?',
  'resources.users.bulk.role_title':
    'Change the role of %{smart_count} user to %{role}? |||| Change the role of %{smart_count} users to %{role}?',
  'resources.users.bulk.role_text':
    'A change to or from Org Admin also changes the managers of their organisation.',
  'resources.users.bulk.division_title':
    'Move %{smart_count} user to the %{division} division? |||| Move %{smart_count} users to the %{division} division?',
  'resources.users.list.sort': 'Sort by',
  'resources.users.list.sort_first_name': 'First name',
  'resources.users.list.sort_last_name': 'Last name',
  'resources.users.list.sort_newest': 'Newest first',
  'resources.users.list.sort_oldest': 'Oldest first',

  // Toasts (docs/product.md §8).
  'resources.users.notifications.fetch_error': 'Error fetching users',
  'resources.users.notifications.activation_error': 'Error changing activation',
  'resources.users.notifications.division_error': 'Error updating user division',
  'resources.users.notifications.subscription_error_hint': 'If it persists, contact support',
  'resources.users.notifications.delete_error': 'An error has occured while deleting user',
  'resources.users.notifications.new_password': 'New password for %{name}',
  'resources.users.notifications.password_error': 'Error updating password',
  'resources.users.notifications.phone_user':
    'Error updating password: User is registered with a phone number, which does not require a password',
  'resources.users.notifications.created': 'User created',
  'resources.users.notifications.created_password': 'Password: %{password}',
  'resources.users.notifications.create_error': 'Error creating user',
  'resources.users.notifications.create_error_hint': 'Try again later',
  'resources.users.notifications.organisation_changed': "User's organisation changed",
  'resources.users.notifications.organisation_change_error': 'An error has occurred',

  // Create user (docs/product.md §2).
  'resources.users.create.title': 'Create user',
  'resources.users.create.loading': 'Loading',
  'resources.users.create.save': 'Create',
  'resources.users.create.not_allowed': 'Your role cannot create users.',

  // The user picker of Change user organisation.
  'resources.users.picker.searching': 'Searching…',
  'resources.users.picker.type': 'Type a first or last name, or both',
  'resources.users.picker.none': 'No users found',

  // Manage clinicians (docs/product.md §2).
  'resources.users.clinicians.title': 'Manage clinicians',
  'resources.users.clinicians.loading': 'Loading clinicians',
  'resources.users.clinicians.loading_organisations': 'Loading organisations',
  'resources.users.clinicians.none_found': 'No clinicians found',
  'resources.users.clinicians.none_yet': 'No clinicians yet',
  'resources.users.clinicians.choose': 'Choose a clinician: type a first or last name, or both',
  'resources.users.clinicians.kynd_admin_only':
    "Only a Kynd Admin manages clinicians' permissions.",
  'resources.users.clinicians.current': 'Current permissions',
  'resources.users.clinicians.available': 'Organisations that can be added',
  'resources.users.clinicians.remove': 'Remove permission',
  'resources.users.clinicians.add': 'Add permission',
  'resources.users.clinicians.number': '#',
  'resources.users.clinicians.name': 'Name',
  'resources.users.clinicians.manage': 'Manage',
  'resources.users.clinicians.no_organisations': 'No organisations',

  // Change user organisation (docs/product.md §2).
  'resources.users.change_organisation.title': 'Change user organisation',
  'resources.users.change_organisation.kynd_admin_only':
    "Only a Kynd Admin changes a user's organisation.",
};

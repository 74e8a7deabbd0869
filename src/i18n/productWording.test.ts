// The spec's words, typos included (docs/product.md), which the end-to-end tests look for, as the
// catalogue holds them since they left src/domain's constants: a key's English is theirs exactly.
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/resources/registry';

const WORDING: Readonly<Record<string, string>> = {
  // The forms' shared checks (domain/codes, domain/userCreate).
  'app.validation.fill_in_required': 'Please, fill in all required fields',
  'app.validation.choose_organisation': 'Please, choose an organisation',
  'app.validation.choose_division': 'Please, choose a division',
  'app.validation.invalid_email': 'Invalid email',
  'app.validation.email_in_use': 'E-mail is already in use',
  'ra.validation.required': 'Required',
  // The organisation, industry and division choice of all (docs/product.md §2).
  'app.common.all': 'All',
  // Codes and organisations (domain/codes, domain/forms, domain/organisations).
  'resources.codes.validation.in_use': 'This code is already in use',
  'resources.codes.validation.usage': 'Enter a whole number of at least 1',
  'resources.codes.validation.too_long': 'A code has at most 32 characters',
  'resources.organisations.validation.access_code_in_use': 'Access code is already in use',
  'resources.organisations.notifications.questionnaires_error':
    'Error updating available custom questionnaire',
  'resources.organisations.notifications.questionnaires_error_detail':
    'Fail to update organisation with custom questionnaires.',
  // Divisions, industries, questions, the users list.
  'resources.divisions.validation.required_fields': 'Fill in all required fields',
  'resources.divisions.validation.limit_reached': 'An organisation can have at most 500 divisions',
  'resources.industries.validation.choose_name': 'Choose a name for the new industry',
  'resources.industries.validation.exists': 'Industry already exists',
  'resources.questions.validation.order': 'The order must be a whole number of at least 1',
  'resources.questions.validation.options': 'Fill in every option',
  'resources.questions.validation.options_count': 'Between 2 and 6 options',
  'resources.users.list.select_organisation': 'Select an organisation to find users',
  // Create user's and the import's row problems (domain/userCreate, domain/userImport).
  'resources.users.validation.first_name_too_long': 'First name can have at most 100 characters',
  'resources.users.validation.last_name_too_long': 'Last name can have at most 100 characters',
  // The import's other row problems and report (domain/userImport, domain/userImportCsv).
  'resources.userImports.row_problems.division': 'Unknown division',
  'resources.userImports.row_problems.duplicate': 'Duplicate in the file',
  'resources.userImports.row_problems.unknown_role': 'Unknown role',
  'resources.userImports.row_problems.role': 'You may not give this role',
  'resources.userImports.report.outcomes.created': 'Created',
  'resources.userImports.report.outcomes.refused': 'Refused',
  'resources.userImports.report.outcomes.notImported': 'Not imported',
  // The article form (domain/articles).
  'resources.articles.validation.title_too_long': 'Title can have at most 300 characters',
  'resources.articles.validation.author_too_long': 'Author name can have at most 200 characters',
  'resources.articles.validation.too_many_hashtags': 'An article can have at most 30 hashtags',
  'resources.articles.validation.typed_subtitle': 'Please add typed subtitle to your article',
  'resources.articles.validation.typed_text': 'Please add typed text to your article',
  // The Activity screen (domain/audit).
  'resources.activity.value_too_long': '(too long to show)',
  'resources.activity.entry_actions.changedRole': 'Changed role',
  'resources.activity.entry_actions.movedOrganisation': 'Moved to another organisation',
  'resources.activity.entry_actions.signedUpWithCode': 'Signed up with a code',
  // The header's second line (layout/Header).
  'app.layout.provider_admin': 'Provider admin',
  'app.layout.clinician': 'Clinician',
  // The users' bulk refusals (domain/userAdministration).
  'resources.users.bulk.refusals.ownAccount':
    'Nobody changes their own role, status or organisation.',
  'resources.users.bulk.refusals.outsideOrganisation': 'You can only act within your organisation.',
  'resources.users.bulk.refusals.kyndAdminOnly':
    'Only a Kynd Admin may change a Kynd Admin or a Clinician.',
  'resources.users.bulk.refusals.userNotFound': 'User not found.',
};

describe("the spec's words in the catalogue", () => {
  it.each(Object.entries(WORDING))('%s', (key, words) => {
    expect(i18nProvider.translate(key)).toBe(words);
  });

  it('words an action any kind takes with the noun of the kind', () => {
    const thing = i18nProvider.translate('resources.activity.things.users');
    expect(i18nProvider.translate('resources.activity.entry_actions.deactivated', { thing })).toBe(
      'Deactivated user',
    );
  });
});

// The form checks several resources share (src/domain's form checks return these keys).
export const validation: Readonly<Record<string, string>> = {
  'app.validation.fill_in_required': 'Please, fill in all required fields',
  'app.validation.choose_organisation': 'Please, choose an organisation',
  'app.validation.choose_division': 'Please, choose a division',
  'app.validation.invalid_email': 'Invalid email',
  'app.validation.email_in_use': 'E-mail is already in use',
};

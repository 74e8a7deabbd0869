// The dashboard's English wording where it differs from react-admin's English defaults. Product
// strings quoted by docs/product.md are kept verbatim.
export const englishMessages: Readonly<Record<string, string>> = {
  'ra.page.not_found': 'Not found',
  'ra.message.not_found': 'The page you are looking for does not exist.',
  'ra.page.error': 'SOMETHING WENT WRONG',
  'ra.auth.logout': 'Sign out',
  'ra.auth.auth_check_error': 'Please, sign in to continue',
  'ra.notification.http_error': 'Please, try again later',
  'ra.notification.data_provider_error': 'Please, try again later',
};

// The English wording of src/layout, under `app.layout.*`. The sign-in toasts are docs/product.md
// §8's, word for word.
export const layout: Readonly<Record<string, string>> = {
  'app.layout.notifications': 'Notifications',
  'app.layout.close_notification': 'Close notification',
  'app.layout.open_menu': 'Open menu',
  'app.layout.logo': 'Kynd',
  'app.layout.go_home': 'Go to home',
  'app.layout.retry': 'Retry',
  'app.layout.offline': "You are offline. Changes can't be saved until the connection returns.",
  'app.layout.theme.to_light': 'Switch to light mode',
  'app.layout.theme.to_dark': 'Switch to dark mode',
  'app.layout.error_page.title': 'SOMETHING WENT WRONG',
  'app.layout.error_page.hint':
    "If the problem persists, please contact our support team through the 'Contact us' menu of the mobile app.",
  'app.layout.error_page.refresh': 'REFRESH PAGE',
  'app.layout.sign_in.method': 'Sign-in method',
  'app.layout.sign_in.phone': 'Phone',
  'app.layout.sign_in.with_email': 'Sign in with email',
  'app.layout.sign_in.with_phone': 'Sign in with phone',
  'app.layout.sign_in.remember_me': 'Remember me',
  'app.layout.sign_in.phone_number': 'Phone number',
  'app.layout.sign_in.send_code': 'Send code',
  'app.layout.sign_in.confirm_code': 'Confirm the code',
  'app.layout.sign_in.code': 'Code',
  'app.layout.sign_in.error': 'Error signing in',
  'app.layout.sign_in.no_permission': "You don't have permission to get in",
  'app.layout.sign_in.check_credentials': 'Please, check your credentials',
  'app.layout.sign_in.migrated_welcome': 'Welcome to the new version of Kynd Dashboard',
  'app.layout.sign_in.migrated_reset_sent':
    'We have sent you an e-mail to reset your password. It is required as an extra security layer.',
  'app.layout.sign_in.migrated_no_email':
    'If you have not received an e-mail, please go over in the Forgot Password section in the mobile app and try it there.',
  'app.layout.sign_in.phone_not_found': 'Phone number not found',
  'app.layout.sign_in.recaptcha_error': 'Recaptcha error',
  'app.layout.sign_in.invalid_code': 'Invalid OTP code',
  'app.layout.sign_in.subscription_ended': 'Your subscription has ended',
  'app.layout.sign_in.subscription_ended_description': 'Your company no longer offers the app',
};

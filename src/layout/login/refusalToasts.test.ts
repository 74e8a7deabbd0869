import { MIGRATION_TOAST_DURATION_MS } from '@/config/constants';
import { SignInRefusal } from '@/domain/signInRefusal';
import { refusalToasts as refusalToastKeys } from '@/layout/login/refusalToasts';
import { englishMessages } from '@/i18n/englishMessages';
import { createI18nProvider } from '@/i18n/i18nProvider';

/** The shared catalogue (layout and dashboards wording; no resource's own). */
const i18nProvider = createI18nProvider(englishMessages);

/** The toasts as the user reads them: titles and descriptions through the catalogue. */
function refusalToasts(error: unknown) {
  const translate = (text: string) => i18nProvider.translate(text, { _: text });
  return refusalToastKeys(error).map((toast) => ({
    ...toast,
    title: translate(toast.title),
    description: toast.description === undefined ? undefined : translate(toast.description),
  }));
}

describe('refusalToasts', () => {
  it("refuses entry with the info toast 'You don't have permission to get in'", () => {
    expect(refusalToasts(new SignInRefusal('no-permission'))).toEqual([
      { type: 'info', title: "You don't have permission to get in" },
    ]);
  });

  it('asks a user who is not migrated to check the credentials', () => {
    expect(refusalToasts(new SignInRefusal('wrong-credentials'))).toEqual([
      { type: 'info', title: 'Error signing in', description: 'Please, check your credentials' },
    ]);
  });

  it('welcomes a migrated user with two 30 s toasts', () => {
    expect(refusalToasts(new SignInRefusal('migrated'))).toEqual([
      {
        type: 'info',
        title: 'Welcome to the new version of Kynd Dashboard',
        description:
          'We have sent you an e-mail to reset your password. It is required as an extra security layer.',
        autoHideDuration: MIGRATION_TOAST_DURATION_MS,
      },
      {
        type: 'info',
        title:
          'If you have not received an e-mail, please go over in the Forgot Password section in the mobile app and try it there.',
        autoHideDuration: MIGRATION_TOAST_DURATION_MS,
      },
    ]);
  });

  it('asks to try again later for a failure, and for anything that is not a refusal', () => {
    const tryAgain = [
      { type: 'error', title: 'Error signing in', description: 'Please, try again later' },
    ];
    expect(refusalToasts(new SignInRefusal('failed'))).toEqual(tryAgain);
    expect(refusalToasts(new Error('network down'))).toEqual(tryAgain);
  });

  it('shows the phone path texts, with the error message where docs/product.md §8 shows it', () => {
    expect(refusalToasts(new SignInRefusal('phone-not-found'))).toEqual([
      { type: 'info', title: 'Phone number not found' },
    ]);
    expect(
      refusalToasts(new SignInRefusal('invalid-code', 'auth/invalid-verification-code')),
    ).toEqual([
      { type: 'error', title: 'Invalid OTP code', description: 'auth/invalid-verification-code' },
    ]);
    expect(refusalToasts(new SignInRefusal('recaptcha', 'timeout'))).toEqual([
      { type: 'error', title: 'Recaptcha error', description: 'timeout' },
    ]);
  });

  it('says the subscription has ended when the session re-check signs out', () => {
    expect(
      refusalToasts({ redirectTo: '/', message: false, reason: 'subscription-ended' }),
    ).toEqual([
      {
        type: 'info',
        title: 'Your subscription has ended',
        description: 'Your company no longer offers the app',
      },
    ]);
  });

  it('shows nothing when there was nothing to do', () => {
    expect(refusalToasts(new SignInRefusal('nothing-to-do'))).toEqual([]);
  });
});

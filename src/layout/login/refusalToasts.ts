// The toasts of docs/product.md §8 for each reason a sign-in is refused or a session ends
// (domain/signInRefusal.ts). The auth provider only says why; this says it to the user.
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { MIGRATION_TOAST_DURATION_MS } from '@/config/constants';
import { refusalReasonOf, SignInRefusal, type SignInRefusalReason } from '@/domain/signInRefusal';
import type { ToastInput } from '@/layout/toast/toastStore';

const TRY_AGAIN: ToastInput = {
  type: 'error',
  title: 'Error signing in',
  description: 'Please, try again later',
};

const TOASTS: Record<SignInRefusalReason, (detail?: string) => ToastInput[]> = {
  'no-permission': () => [{ type: 'info', title: "You don't have permission to get in" }],
  'wrong-credentials': () => [
    { type: 'info', title: 'Error signing in', description: 'Please, check your credentials' },
  ],
  migrated: () => [
    {
      type: 'info',
      title: 'Welcome to the new version of Kynd Dashboard',
      description:
        'We have sent you an e-mail to reset your password. It is required as an extra security layer.',
      duration: MIGRATION_TOAST_DURATION_MS,
    },
    {
      type: 'info',
      title:
        'If you have not received an e-mail, please go over in the Forgot Password section in the mobile app and try it there.',
      duration: MIGRATION_TOAST_DURATION_MS,
    },
  ],
  failed: () => [TRY_AGAIN],
  'phone-not-found': () => [{ type: 'info', title: 'Phone number not found' }],
  recaptcha: (detail) => [{ type: 'error', title: 'Recaptcha error', description: detail }],
  'invalid-code': (detail) => [{ type: 'error', title: 'Invalid OTP code', description: detail }],
  'subscription-ended': () => [
    {
      type: 'info',
      title: 'Your subscription has ended',
      description: 'Your company no longer offers the app',
    },
  ],
  'nothing-to-do': () => [],
};

/** The toasts for a thrown refusal; anything that is not a refusal is a failed sign-in. */
export function refusalToasts(error: unknown): ToastInput[] {
  const reason = refusalReasonOf(error) ?? 'failed';
  return TOASTS[reason](error instanceof SignInRefusal ? error.detail : undefined);
}

/** Shows the toasts of a refusal through react-admin's notifications. */
export function useShowRefusal(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      for (const toast of refusalToasts(error)) {
        notify(toast.title, {
          type: toast.type,
          description: toast.description,
          autoHideDuration: toast.duration,
        });
      }
    },
    [notify],
  );
}

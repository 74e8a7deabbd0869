// The auth provider only says why a sign-in is refused; this says it to the user.
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { MIGRATION_TOAST_DURATION_MS } from '@/config/constants';
import { refusalReasonOf, SignInRefusal, type SignInRefusalReason } from '@/domain/signInRefusal';

export interface RefusalToast {
  type: 'info' | 'error';
  title: string;
  description?: string;
  duration?: number;
}

const TRY_AGAIN: RefusalToast = {
  type: 'error',
  title: 'app.layout.sign_in.error',
  description: 'app.common.try_again',
};

const TOASTS: Record<SignInRefusalReason, (detail?: string) => RefusalToast[]> = {
  'no-permission': () => [{ type: 'info', title: 'app.layout.sign_in.no_permission' }],
  'wrong-credentials': () => [
    {
      type: 'info',
      title: 'app.layout.sign_in.error',
      description: 'app.layout.sign_in.check_credentials',
    },
  ],
  migrated: () => [
    {
      type: 'info',
      title: 'app.layout.sign_in.migrated_welcome',
      description: 'app.layout.sign_in.migrated_reset_sent',
      duration: MIGRATION_TOAST_DURATION_MS,
    },
    {
      type: 'info',
      title: 'app.layout.sign_in.migrated_no_email',
      duration: MIGRATION_TOAST_DURATION_MS,
    },
  ],
  failed: () => [TRY_AGAIN],
  'phone-not-found': () => [{ type: 'info', title: 'app.layout.sign_in.phone_not_found' }],
  recaptcha: (detail) => [
    { type: 'error', title: 'app.layout.sign_in.recaptcha_error', description: detail },
  ],
  'invalid-code': (detail) => [
    { type: 'error', title: 'app.layout.sign_in.invalid_code', description: detail },
  ],
  'subscription-ended': () => [
    {
      type: 'info',
      title: 'app.layout.sign_in.subscription_ended',
      description: 'app.layout.sign_in.subscription_ended_description',
    },
  ],
  'nothing-to-do': () => [],
};

/** The toasts for a thrown refusal; anything that is not a refusal is a failed sign-in. */
export function refusalToasts(error: unknown): RefusalToast[] {
  const reason = refusalReasonOf(error) ?? 'failed';
  return TOASTS[reason](error instanceof SignInRefusal ? error.detail : undefined);
}

/** `refusalsOnly`: anything else (a session check's plain sign-out) says nothing. */
export function useShowRefusal(): (error: unknown, refusalsOnly?: boolean) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown, refusalsOnly = false) => {
      if (refusalsOnly && !refusalReasonOf(error)) return;
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

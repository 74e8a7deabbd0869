// The auth provider only says why a sign-in is refused; this says it to the user.
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { MIGRATION_TOAST_DURATION_MS } from '@/config/constants';
import { refusalReasonOf, SignInRefusal, type SignInRefusalReason } from '@/domain/signInRefusal';

export interface RefusalToast {
  type: 'info' | 'error';
  title: string;
  description?: string;
  autoHideDuration?: number;
}

/** An error toast without a description of its own shows the refusal's detail. */
const TOASTS: Record<SignInRefusalReason, RefusalToast[]> = {
  'no-permission': [{ type: 'info', title: 'app.layout.sign_in.no_permission' }],
  'wrong-credentials': [
    {
      type: 'info',
      title: 'app.layout.sign_in.error',
      description: 'app.layout.sign_in.check_credentials',
    },
  ],
  migrated: [
    {
      type: 'info',
      title: 'app.layout.sign_in.migrated_welcome',
      description: 'app.layout.sign_in.migrated_reset_sent',
      autoHideDuration: MIGRATION_TOAST_DURATION_MS,
    },
    {
      type: 'info',
      title: 'app.layout.sign_in.migrated_no_email',
      autoHideDuration: MIGRATION_TOAST_DURATION_MS,
    },
  ],
  failed: [
    { type: 'error', title: 'app.layout.sign_in.error', description: 'app.common.try_again' },
  ],
  'phone-not-found': [{ type: 'info', title: 'app.layout.sign_in.phone_not_found' }],
  recaptcha: [{ type: 'error', title: 'app.layout.sign_in.recaptcha_error' }],
  'invalid-code': [{ type: 'error', title: 'app.layout.sign_in.invalid_code' }],
  'subscription-ended': [
    {
      type: 'info',
      title: 'app.layout.sign_in.subscription_ended',
      description: 'app.layout.sign_in.subscription_ended_description',
    },
  ],
  'nothing-to-do': [],
};

/** The toasts for a thrown refusal; anything that is not a refusal is a failed sign-in. */
export function refusalToasts(error: unknown): RefusalToast[] {
  const detail = error instanceof SignInRefusal ? error.detail : undefined;
  return TOASTS[refusalReasonOf(error) ?? 'failed'].map((toast) =>
    toast.type === 'error' && !toast.description ? { ...toast, description: detail } : toast,
  );
}

/** `refusalsOnly`: anything else (a session check's plain sign-out) says nothing. */
export function useShowRefusal(): (error: unknown, refusalsOnly?: boolean) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown, refusalsOnly = false) => {
      if (refusalsOnly && !refusalReasonOf(error)) return;
      for (const { title, ...options } of refusalToasts(error)) notify(title, options);
    },
    [notify],
  );
}

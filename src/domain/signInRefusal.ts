// Why a sign-in or a session ends without admitting the user; the pages word each as toasts.
export const SIGN_IN_REFUSAL_REASONS = [
  'no-permission',
  /** And the account is not a migrated one. */
  'wrong-credentials',
  /** Wrong password of a migrated account: a password reset e-mail has been sent. */
  'migrated',
  'failed',
  'phone-not-found',
  'recaptcha',
  'invalid-code',
  'subscription-ended',
  /** A blank code, or no code sent yet. Shown as nothing. */
  'nothing-to-do',
] as const;

export type SignInRefusalReason = (typeof SIGN_IN_REFUSAL_REASONS)[number];

export class SignInRefusal extends Error {
  constructor(
    readonly reason: SignInRefusalReason,
    readonly detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'SignInRefusal';
  }
}

export function refusalReasonOf(error: unknown): SignInRefusalReason | undefined {
  if (error instanceof SignInRefusal) return error.reason;
  if (typeof error === 'object' && error !== null && 'reason' in error) {
    const { reason } = error as { reason: unknown };
    return SIGN_IN_REFUSAL_REASONS.find((known) => known === reason);
  }
  return undefined;
}

// Why a sign-in or a session ends without admitting the user (docs/product.md §5 entry rules, §4 session
// re-check, §8 sign-in toasts). The auth provider throws these; the sign-in page and the layout
// turn each reason into the toasts of docs/product.md §8 (layout/login/refusalToasts.ts).
export const SIGN_IN_REFUSAL_REASONS = [
  /** The entry rule refused the account (docs/product.md §5). */
  'no-permission',
  /** Wrong e-mail or password, and the account is not a migrated one (docs/product.md §8). */
  'wrong-credentials',
  /** Wrong password of a migrated account: a password reset e-mail has been sent (docs/product.md §8). */
  'migrated',
  /** Anything else went wrong on the way in. */
  'failed',
  /** The phone number belongs to nobody (docs/product.md §5). */
  'phone-not-found',
  /** The invisible reCAPTCHA or the code sending failed. */
  'recaptcha',
  /** The one-time code was refused. */
  'invalid-code',
  /** The user or the organisation has become inactive (docs/product.md §4 session re-check). */
  'subscription-ended',
  /** Nothing to do: a blank code, or no code sent yet. Shown as nothing. */
  'nothing-to-do',
] as const;

export type SignInRefusalReason = (typeof SIGN_IN_REFUSAL_REASONS)[number];

export class SignInRefusal extends Error {
  readonly reason: SignInRefusalReason;
  /** What the backend said, where docs/product.md §8 shows it ('Invalid OTP code' with the error message). */
  readonly detail?: string;

  constructor(reason: SignInRefusalReason, detail?: string) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'SignInRefusal';
    this.reason = reason;
    this.detail = detail;
  }
}

/** The reason carried by a thrown value: a SignInRefusal, or a rejection object that has one. */
export function refusalReasonOf(error: unknown): SignInRefusalReason | undefined {
  if (error instanceof SignInRefusal) return error.reason;
  if (typeof error === 'object' && error !== null && 'reason' in error) {
    const { reason } = error as { reason: unknown };
    return SIGN_IN_REFUSAL_REASONS.find((known) => known === reason);
  }
  return undefined;
}

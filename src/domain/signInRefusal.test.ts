import { refusalReasonOf, SignInRefusal } from '@/domain/signInRefusal';

describe('refusalReasonOf', () => {
  it('reads the reason of a refusal, with its detail kept apart', () => {
    const refusal = new SignInRefusal('invalid-code', 'auth/invalid-verification-code');
    expect(refusalReasonOf(refusal)).toBe('invalid-code');
    expect(refusal.detail).toBe('auth/invalid-verification-code');
  });

  it('reads the reason of a rejection object, as the session check throws it', () => {
    expect(refusalReasonOf({ redirectTo: '/', message: false, reason: 'subscription-ended' })).toBe(
      'subscription-ended',
    );
  });

  it('knows no reason for anything else', () => {
    expect(refusalReasonOf(new Error('boom'))).toBeUndefined();
    expect(refusalReasonOf({ reason: 'made-up' })).toBeUndefined();
    expect(refusalReasonOf(null)).toBeUndefined();
  });
});

import { errorCode } from '@/domain/errorCode';

describe('errorCode', () => {
  it('reads the code of a refusal', () => {
    expect(errorCode({ code: 'already-exists', message: 'taken' })).toBe('already-exists');
    expect(errorCode(Object.assign(new Error('x'), { code: 'auth/wrong-password' }))).toBe(
      'auth/wrong-password',
    );
  });

  it('has none for errors without a string code', () => {
    expect(errorCode(new Error('plain'))).toBeUndefined();
    expect(errorCode({ code: 42 })).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
    expect(errorCode('already-exists')).toBeUndefined();
  });
});

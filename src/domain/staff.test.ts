import rules from '../../firestore.rules?raw';
import { ALLOWED_STAFF_EMAILS, isAllowedStaffEmail, isVerifiedStaff } from '@/domain/staff';

describe('isAllowedStaffEmail', () => {
  it('matches the list exactly', () => {
    for (const email of ALLOWED_STAFF_EMAILS) expect(isAllowedStaffEmail(email)).toBe(true);
  });

  it('refuses lookalikes: whitespace, other letter case, other addresses', () => {
    for (const email of [
      ' staff1@example.com',
      'staff1@example.com ',
      'Staff1@example.com',
      'staff1@example.co',
      'staff6@example.com',
      '',
      null,
      undefined,
    ]) {
      expect(isAllowedStaffEmail(email)).toBe(false);
    }
  });

  it('keeps the list lower-case and without spaces (Firebase Auth stores e-mails so)', () => {
    for (const email of ALLOWED_STAFF_EMAILS) {
      expect(email).toBe(email.trim().toLowerCase());
    }
    expect(ALLOWED_STAFF_EMAILS).toHaveLength(5);
  });
});

describe('isVerifiedStaff', () => {
  it('needs a verified e-mail on the list', () => {
    expect(isVerifiedStaff({ email: 'staff1@example.com', emailVerified: true })).toBe(true);
    expect(isVerifiedStaff({ email: 'staff1@example.com', emailVerified: false })).toBe(false);
    expect(isVerifiedStaff({ email: 'staff1@example.com' })).toBe(false);
    expect(isVerifiedStaff({ email: ' staff1@example.com', emailVerified: true })).toBe(false);
    expect(isVerifiedStaff(undefined)).toBe(false);
  });
});

describe('the copy of the list in firestore.rules', () => {
  it('is the same list as src/domain/staff.ts', () => {
    const body = rules.match(/function staffEmails\(\) \{\s*return \[([^\]]*)\];/);
    expect(body, 'firestore.rules has function staffEmails()').not.toBeNull();
    const listed = [...(body?.[1] ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(listed).toEqual([...ALLOWED_STAFF_EMAILS]);
  });
});

// The one place to change the allow-listed staff e-mails. firestore.rules carries a copy (rules
// cannot import code); src/domain/staff.test.ts fails when the two differ.
//
// Staff status comes only from the authentication account: its e-mail compared exactly (Firebase
// Auth stores e-mails lower-cased, so a lookalike such as " staff1@example.com" never matches), and
// only once verified. Never from a users document, which an admin can write.
export const ALLOWED_STAFF_EMAILS: readonly string[] = [
  'staff1@example.com',
  'staff2@example.com',
  'staff3@example.com',
  'staff4@example.com',
  'staff5@example.com',
];

export function isAllowedStaffEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && ALLOWED_STAFF_EMAILS.includes(email);
}

export interface AccountEmail {
  email?: string | null;
  emailVerified?: boolean | null;
}

export function isVerifiedStaff(account: AccountEmail | null | undefined): boolean {
  return account?.emailVerified === true && isAllowedStaffEmail(account.email);
}

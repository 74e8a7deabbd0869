// The allow-listed staff e-mails; firestore.rules carries a copy, src/domain/staff.test.ts checks.
// Staff status comes only from the verified authentication account, its e-mail compared exactly
// (Auth stores them lower-cased), never from a users document, which an admin can write.
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

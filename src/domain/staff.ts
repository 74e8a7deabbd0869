// docs/product.md §1, §6: five allow-listed staff emails may enter and are provider admins for data scope.
// This is the one place to change them. firestore.rules carries a copy of the list (rules cannot
// import code); src/domain/staff.test.ts fails when the two differ.
//
// Staff status comes only from the authentication account itself: its e-mail, compared exactly
// (no trimming, no case folding: Firebase Auth stores e-mails lower-cased, so a lookalike such as
// " staff1@example.com" or an unverified sign-up never matches), and only once that e-mail is
// verified. Never from a users document, which an admin can write.
export const ALLOWED_STAFF_EMAILS: readonly string[] = [
  'staff1@example.com',
  'staff2@example.com',
  'staff3@example.com',
  'staff4@example.com',
  'staff5@example.com',
];

/** Exact match against the allow-list. */
export function isAllowedStaffEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && ALLOWED_STAFF_EMAILS.includes(email);
}

/** What the authentication account says about its e-mail (ID token or Auth user record). */
export interface AccountEmail {
  email?: string | null;
  emailVerified?: boolean | null;
}

/** An allow-listed staff member: the account's own e-mail, verified and exactly on the list. */
export function isVerifiedStaff(account: AccountEmail | null | undefined): boolean {
  return account?.emailVerified === true && isAllowedStaffEmail(account.email);
}

// SPEC §1, §6: five allow-listed staff emails may enter and are provider admins for data scope.
// This is the one place to change them; the functions mark these accounts with a `staff` custom
// claim so that firestore.rules can give them the provider scope.
export const ALLOWED_STAFF_EMAILS: readonly string[] = [
  'staff1@example.com',
  'staff2@example.com',
  'staff3@example.com',
  'staff4@example.com',
  'staff5@example.com',
];

export function isAllowedStaffEmail(email: string | null | undefined): boolean {
  if (!email) return false;
  const normalised = email.trim().toLowerCase();
  return ALLOWED_STAFF_EMAILS.some((allowed) => allowed.toLowerCase() === normalised);
}

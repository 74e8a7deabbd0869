// userEmails/{key} = { uids }: the users documents that hold an e-mail, kept by onUserWritten
// (docs/architecture.md "Decisions and why": an e-mail in use is a key).

/** Longest e-mail kept (a document id takes at most 1,500 bytes). */
const LONGEST_EMAIL = 320;

/**
 * The address lower-cased and escaped, so that no id holds a '/', is '.' or '..', or has the
 * reserved `__…__` form; null for a value that is no e-mail.
 */
export function emailKey(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const address = email.trim().toLowerCase();
  if (!address.includes('@') || address.length > LONGEST_EMAIL) return null;
  return encodeURIComponent(address).replace(/_/g, '%5F');
}

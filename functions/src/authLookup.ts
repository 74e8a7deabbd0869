import type { UserRecord } from 'firebase-admin/auth';

/** Runs an Admin Auth lookup, answering undefined when the account does not exist. */
export async function findAuthUser(
  lookup: () => Promise<UserRecord>,
): Promise<UserRecord | undefined> {
  try {
    return await lookup();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

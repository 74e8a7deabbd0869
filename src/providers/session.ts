// The stored session and the remembered sign-in details, in local storage.
import { REMEMBER_ME_STORAGE_KEY, SESSION_STORAGE_KEY } from '@/config/constants';
import type { SessionUser } from '@/domain/session';
import { isPlainObject } from '@/domain/timestamps';

export interface RememberedSignIn {
  email: string;
  phone: string;
}

export function readJson(key: string, storage: Pick<Storage, 'getItem'> = localStorage): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    // Not JSON (edited by hand, an older format): treated as absent.
    return null;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  return (
    isPlainObject(value) &&
    typeof value.id === 'string' &&
    typeof value.role === 'string' &&
    isPlainObject(value.organisation) &&
    Array.isArray(value.allowedOrganisationsIds) &&
    Array.isArray(value.customQuestionnaires)
  );
}

export function readSession(): SessionUser | null {
  const value = readJson(SESSION_STORAGE_KEY);
  return isSessionUser(value) ? value : null;
}

export function writeSession(user: SessionUser): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
}

export function readRememberedSignIn(): RememberedSignIn | null {
  const value = readJson(REMEMBER_ME_STORAGE_KEY);
  if (!isPlainObject(value)) return null;
  return {
    email: typeof value.email === 'string' ? value.email : '',
    phone: typeof value.phone === 'string' ? value.phone : '',
  };
}

export function rememberSignIn(details: RememberedSignIn): void {
  localStorage.setItem(REMEMBER_ME_STORAGE_KEY, JSON.stringify(details));
}

export function forgetSignIn(): void {
  localStorage.removeItem(REMEMBER_ME_STORAGE_KEY);
}

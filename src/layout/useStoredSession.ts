// Read on every render (navigation re-renders the routes after sign-in and sign-out) and on
// storage events, which report a sign-in or sign-out made in another tab.
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@/domain/session';
import { readSession } from '@/providers/session';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

// useSyncExternalStore needs a stable snapshot: the stored JSON text is compared, not the object.
function snapshot(): string {
  return JSON.stringify(readSession());
}

export function useStoredSession(): SessionUser | null {
  const text = useSyncExternalStore(subscribe, snapshot, snapshot);
  return JSON.parse(text) as SessionUser | null;
}

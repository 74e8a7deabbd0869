// Outside React, so that the <Admin> (which receives the theme) and the header's toggle share it.
import { THEME_STORAGE_KEY } from '@/config/constants';
import type { ThemeMode } from '@/theme/theme';

type Listener = () => void;
const listeners = new Set<Listener>();

function stored(): ThemeMode | undefined {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : undefined;
  } catch {
    // Storage can be unavailable (privacy modes): nothing was chosen.
    return undefined;
  }
}

let chosen = stored();
// Absent where the page has no media queries (jsdom).
const system = window.matchMedia?.('(prefers-color-scheme: dark)');
let mode: ThemeMode = chosen ?? (system?.matches ? 'dark' : 'light');

function notify(): void {
  for (const listener of listeners) listener();
}

system?.addEventListener('change', (event) => {
  if (chosen) return;
  mode = event.matches ? 'dark' : 'light';
  notify();
});

export function getThemeMode(): ThemeMode {
  return mode;
}

export function setThemeMode(next: ThemeMode): void {
  chosen = next;
  mode = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Not persisted when storage is unavailable; the choice still holds for this visit.
  }
  notify();
}

export function subscribeToThemeMode(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

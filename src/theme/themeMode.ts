// The chosen theme (docs/product.md §9: kept in local storage under appTheme). A tiny store outside React so
// that the <Admin> (which receives the theme) and the header's toggle share one value.
import { THEME_STORAGE_KEY } from '@/config/constants';
import type { ThemeMode } from '@/theme/theme';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): ThemeMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    // Storage can be unavailable (privacy modes); the light theme is the default.
    return 'light';
  }
}

let mode: ThemeMode = read();

export function getThemeMode(): ThemeMode {
  return mode;
}

export function setThemeMode(next: ThemeMode): void {
  mode = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Not persisted when storage is unavailable; the choice still holds for this visit.
  }
  for (const listener of listeners) listener();
}

export function subscribeToThemeMode(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

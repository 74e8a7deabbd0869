import { useSyncExternalStore } from 'react';
import { getThemeMode, setThemeMode, subscribeToThemeMode } from '@/theme/themeMode';
import type { ThemeMode } from '@/theme/theme';

export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const mode = useSyncExternalStore(subscribeToThemeMode, getThemeMode, getThemeMode);
  return [mode, setThemeMode];
}

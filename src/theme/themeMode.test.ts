// @vitest-environment jsdom
import { THEME_STORAGE_KEY } from '@/config/constants';

/** The operating system's preference, as matchMedia reports it, and its change events. */
function systemPreference(dark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
  };
  vi.stubGlobal('matchMedia', (text: string) => {
    expect(text).toBe('(prefers-color-scheme: dark)');
    return query;
  });
  return {
    change(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener({ matches: next });
    },
  };
}

async function freshStore() {
  vi.resetModules();
  return import('@/theme/themeMode');
}

describe('theme mode', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('starts light when nothing is stored and the system states no preference', async () => {
    const { getThemeMode } = await freshStore();
    expect(getThemeMode()).toBe('light');
  });

  it("follows the operating system's dark preference until the user chooses", async () => {
    const system = systemPreference(true);
    const { getThemeMode, setThemeMode, subscribeToThemeMode } = await freshStore();
    expect(getThemeMode()).toBe('dark');
    const listener = vi.fn();
    subscribeToThemeMode(listener);
    system.change(false);
    expect(getThemeMode()).toBe('light');
    expect(listener).toHaveBeenCalledTimes(1);

    setThemeMode('dark');
    system.change(false);
    expect(getThemeMode()).toBe('dark');
  });

  it('starts with the stored choice, whatever the system prefers', async () => {
    systemPreference(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const { getThemeMode } = await freshStore();
    expect(getThemeMode()).toBe('light');
  });

  it('keeps a new choice under appTheme and tells subscribers', async () => {
    const { getThemeMode, setThemeMode, subscribeToThemeMode } = await freshStore();
    const listener = vi.fn();
    const unsubscribe = subscribeToThemeMode(listener);
    setThemeMode('dark');
    expect(localStorage.getItem('appTheme')).toBe('dark');
    expect(getThemeMode()).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setThemeMode('light');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('appTheme')).toBe('light');
  });
});

import { THEME_STORAGE_KEY } from '@/config/constants';

async function freshStore() {
  vi.resetModules();
  return import('@/theme/themeMode');
}

describe('theme mode', () => {
  beforeEach(() => localStorage.clear());

  it('starts light when nothing is stored', async () => {
    const { getThemeMode } = await freshStore();
    expect(getThemeMode()).toBe('light');
  });

  it('starts with the stored choice', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const { getThemeMode } = await freshStore();
    expect(getThemeMode()).toBe('dark');
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

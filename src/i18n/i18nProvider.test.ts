import { createI18nProvider } from '@/i18n/i18nProvider';
import { i18nProvider } from '@/resources/registry';

describe('i18nProvider', () => {
  it('uses the dashboard wording over react-admin defaults', () => {
    expect(i18nProvider.translate('ra.page.not_found')).toBe('Not found');
    expect(i18nProvider.translate('ra.auth.logout')).toBe('Sign out');
  });

  it('falls back to react-admin English, plural forms included', () => {
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(i18nProvider.translate('ra.notification.updated', { smart_count: 2 })).toBe(
      '2 elements updated',
    );
  });

  it('fills %{tokens} in its own messages', () => {
    const provider = createI18nProvider({ greeting: 'Hello, %{name}' });
    expect(provider.translate('greeting', { name: 'Ana' })).toBe('Hello, Ana');
  });
});

import { createI18nProvider, switchableI18nProvider } from '@/i18n/i18nProvider';
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

  it('chooses the singular or the plural of a count message by smart_count', () => {
    expect(
      i18nProvider.translate('resources.codes.bulk.deactivate_title', { smart_count: 1 }),
    ).toBe('Deactivate 1 code?');
    expect(
      i18nProvider.translate('resources.codes.bulk.deactivate_title', { smart_count: 3 }),
    ).toBe('Deactivate 3 codes?');
    expect(i18nProvider.translate('resources.users.bulk.activate_title', { smart_count: 1 })).toBe(
      'Activate 1 user?',
    );
  });

  it('shows a key nobody wrote as itself, or the default given', () => {
    expect(i18nProvider.translate('app.nothing.here')).toBe('app.nothing.here');
    expect(i18nProvider.translate('app.nothing.here', { _: 'Fallback' })).toBe('Fallback');
  });
});

describe('switchableI18nProvider', () => {
  it('translates with the provider it was last handed, staying one object', () => {
    const provider = switchableI18nProvider(createI18nProvider({ 'app.a': 'First' }));
    expect(provider.translate('app.a')).toBe('First');
    expect(provider.translate('app.b')).toBe('app.b');
    provider.use(createI18nProvider({ 'app.a': 'First', 'app.b': 'Second' }));
    expect(provider.translate('app.b')).toBe('Second');
    expect(provider.translate('ra.action.save')).toBe('Save');
    expect(provider.getLocale()).toBe('en');
    expect(provider.getLocales?.()).toEqual([{ locale: 'en', name: 'English' }]);
  });
});

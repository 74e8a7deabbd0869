// English only; the app's catalogue is composed by the resource registry. react-admin's own English messages (with their plural forms) remain the base; the
// dashboard's wording is laid over them.
import { defaultI18nProvider, substituteTokens, type I18nProvider } from 'react-admin';

export function createI18nProvider(messages: Readonly<Record<string, string>>): I18nProvider {
  return {
    ...defaultI18nProvider,
    translate: (key, options) =>
      Object.hasOwn(messages, key)
        ? String(substituteTokens(messages[key], options))
        : defaultI18nProvider.translate(key, options),
    getLocale: () => 'en',
    getLocales: () => [{ locale: 'en', name: 'English' }],
  };
}

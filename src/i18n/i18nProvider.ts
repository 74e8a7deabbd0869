// A count message gives its forms as 'one |||| many' and is passed `smart_count`, so that one item
// never reads '1 items'.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';

export function createI18nProvider(messages: Readonly<Record<string, string>>): I18nProvider {
  // Polyglot reads nested and dotted keys alike, in order: a dotted key of the catalogue
  // ('ra.page.not_found') replaces react-admin's nested one.
  const phrases = { ...englishMessages, ...messages };
  return polyglotI18nProvider(() => phrases, 'en', [{ locale: 'en', name: 'English' }], {
    // A key nobody wrote shows as itself, as react-admin's default provider does.
    allowMissing: true,
  });
}

/**
 * Translates through `initial` until it is handed another (`use`). react-admin keeps the provider
 * it was given: this one stays the same object and changes what it asks.
 */
export function switchableI18nProvider(
  initial: I18nProvider,
): I18nProvider & { use(next: I18nProvider): void } {
  let current = initial;
  return {
    translate: (key, options) => current.translate(key, options),
    changeLocale: (locale, options) => current.changeLocale(locale, options),
    getLocale: () => current.getLocale(),
    getLocales: () => current.getLocales?.() ?? [],
    use(next) {
      current = next;
    },
  };
}

// English only; the app's catalogue is composed by the resource registry. react-admin's own
// English messages remain the base and the dashboard's wording is laid over them, both through
// react-admin's polyglot provider: a count message gives its forms as 'one |||| many' and is
// passed its count as `smart_count`, so that one item never reads '1 items'.
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

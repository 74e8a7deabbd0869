// The app's one i18nProvider (App.tsx): the shared wording (i18n/englishMessages) on the sign-in
// page, the whole catalogue (resources/registry) once the signed-in screens' code has loaded
// (signedInLoader.ts), which hands it over before any of those screens is drawn.
import { englishMessages } from '@/i18n/englishMessages';
import { createI18nProvider, switchableI18nProvider } from '@/i18n/i18nProvider';

export const appI18nProvider = switchableI18nProvider(createI18nProvider(englishMessages));

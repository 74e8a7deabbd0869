import { englishMessages } from '@/i18n/englishMessages';
import { createI18nProvider, switchableI18nProvider } from '@/i18n/i18nProvider';

export const appI18nProvider = switchableI18nProvider(createI18nProvider(englishMessages));

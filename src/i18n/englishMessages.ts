// Product strings quoted by docs/product.md are kept verbatim.
import { about } from '@/i18n/en/about';
import { common } from '@/i18n/en/common';
import { dashboards } from '@/i18n/en/dashboards';
import { layout } from '@/i18n/en/layout';
import { menu } from '@/i18n/en/menu';
import { validation } from '@/i18n/en/validation';

export const englishMessages: Readonly<Record<string, string>> = {
  'ra.page.not_found': 'Not found',
  'ra.message.not_found': 'The page you are looking for does not exist.',
  'ra.page.error': 'SOMETHING WENT WRONG',
  'ra.auth.logout': 'Sign out',
  'ra.auth.auth_check_error': 'Please, sign in to continue',
  'ra.notification.http_error': common['app.common.try_again'],
  'ra.notification.data_provider_error': common['app.common.try_again'],
  // The forms' 'Required' (domain/codes REQUIRED).
  'ra.validation.required': 'Required',
  ...common,
  ...layout,
  ...dashboards,
  ...menu,
  ...validation,
  ...about,
};

// Every resource of the dashboard, by name: App.tsx declares a <Resource> for each, the menu
// (layout/navigation.ts) links to their screens, and the route tests walk them.
import articles from '@/resources/articles';
import codes from '@/resources/codes';
import divisions from '@/resources/divisions';
import industries from '@/resources/industries';
import industryScores from '@/resources/industryScores';
import initialMessages from '@/resources/initialMessages';
import notifications from '@/resources/notifications';
import organisations from '@/resources/organisations';
import questionnaireAlerts from '@/resources/questionnaireAlerts';
import questions from '@/resources/questions';
import users from '@/resources/users';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { englishMessages } from '@/i18n/englishMessages';
import type { ResourceName } from '@/providers/types';
import type { ResourceConfig } from '@/resources/ResourceConfig';

export const RESOURCES = {
  organisations,
  users,
  divisions,
  codes,
  questions,
  industries,
  articles,
  initialMessages,
  notifications,
  questionnaireAlerts,
  industryScores,
} as const satisfies Record<ResourceName, ResourceConfig>;

/** The one English catalogue: the shared wording and every resource's own. */
export const CATALOGUE: Readonly<Record<string, string>> = Object.assign(
  {},
  englishMessages,
  ...Object.values(RESOURCES).map((resource) => resource.messages),
);

export const i18nProvider = createI18nProvider(CATALOGUE);

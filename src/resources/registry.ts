// Every resource of the dashboard, by name: the routes, the data provider's specs, the menu, the
// composite indexes and the catalogue are derived from this table (docs/architecture.md
// "Resources").
import activity from '@/resources/activity';
import articles from '@/resources/articles';
import codes from '@/resources/codes';
import divisions from '@/resources/divisions';
import industries from '@/resources/industries';
import initialMessages from '@/resources/initialMessages';
import notifications from '@/resources/notifications';
import organisations from '@/resources/organisations';
import questionnaireAlerts from '@/resources/questionnaireAlerts';
import questions from '@/resources/questions';
import userImports from '@/resources/userImports';
import users from '@/resources/users';
import { DASHBOARD_MENU } from '@/dashboards/routes';
import { composeMenuItems, type MenuGroup } from '@/domain/menu';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { englishMessages } from '@/i18n/englishMessages';
import type { DataSpecs } from '@/providers/dataSpec';
import type { ResourceMethods } from '@/providers/types';
import type { ResourceConfig } from '@/resources/ResourceConfig';

/** In menu order (docs/product.md §2). */
export const RESOURCES = {
  users,
  userImports,
  organisations,
  divisions,
  codes,
  notifications,
  initialMessages,
  questions,
  questionnaireAlerts,
  industries,
  articles,
  activity,
} as const satisfies Record<string, ResourceConfig>;

export type ResourceName = keyof typeof RESOURCES;

type MethodsOf<Config> = Config extends { data: { methods: (store: never) => infer M } }
  ? keyof M
  : never;
type Unoffered = Exclude<keyof ResourceMethods, MethodsOf<(typeof RESOURCES)[ResourceName]>>;
/** Fails to compile while a method of ResourceMethods (providers/types.ts) has no resource. */
export const EVERY_METHOD_OFFERED: [Unoffered] extends [never] ? true : Unoffered = true;

const CONFIGS: readonly ResourceConfig[] = Object.values(RESOURCES);

export const DATA_SPECS: DataSpecs = Object.fromEntries(
  CONFIGS.map((config) => [config.name, config.data]),
);

/** The menu of docs/product.md §2: the dashboards, then every resource's entries. */
export const MENU: readonly MenuGroup[] = [
  DASHBOARD_MENU,
  { key: 'management', items: composeMenuItems(CONFIGS.flatMap((config) => config.menu)) },
];

export const CATALOGUE: Readonly<Record<string, string>> = Object.assign(
  {},
  englishMessages,
  ...CONFIGS.map((resource) => resource.messages),
);

export const i18nProvider = createI18nProvider(CATALOGUE);

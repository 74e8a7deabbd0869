// The menu of docs/product.md §2 as data: sections, labels and who sees each item (domain/menu.ts decides
// visibility). Every path comes from the screen's own declaration (a resource's config or the
// dashboard pages), so the menu cannot point where no route leads.
import { DASHBOARD_PAGES } from '@/dashboards/routes';
import type { MenuGroup } from '@/domain/menu';
import { pathTo } from '@/resources/ResourceConfig';
import { RESOURCES } from '@/resources/registry';

const {
  articles,
  codes,
  divisions,
  industries,
  initialMessages,
  notifications,
  organisations,
  questionnaireAlerts,
  questions,
  users,
} = RESOURCES;

export const MENU: readonly MenuGroup[] = [
  {
    key: 'dashboards',
    subheader: 'Dashboards',
    items: [
      { key: 'dashboard', label: 'Dashboard', path: DASHBOARD_PAGES.summary.path },
      { key: 'body', label: 'Body', path: DASHBOARD_PAGES.body.path },
      { key: 'mind', label: 'Mind', path: DASHBOARD_PAGES.mind.path },
      { key: 'life', label: 'Life', path: DASHBOARD_PAGES.life.path },
    ],
  },
  {
    key: 'management',
    items: [
      {
        key: 'users-provider',
        label: 'Users',
        path: pathTo(users, 'list'),
        role: 'Kynd Admin',
        children: [
          { key: 'users-create', label: 'Create admin', path: pathTo(users, 'create') },
          {
            key: 'users-clinicians',
            label: 'Manage clinicians',
            path: users.pages.clinicians.path,
          },
          {
            key: 'users-change-organisation',
            label: 'Change organisation',
            path: users.pages.changeOrganisation.path,
          },
        ],
      },
      { key: 'users-organisation', label: 'Users', path: pathTo(users, 'list'), role: 'Org Admin' },
      {
        key: 'organisations',
        label: 'Organisations',
        role: 'Kynd Admin',
        children: [
          {
            key: 'organisations-all',
            label: 'All organisations',
            path: pathTo(organisations, 'list'),
          },
          {
            key: 'organisations-create',
            label: 'Create new',
            path: pathTo(organisations, 'create'),
          },
        ],
      },
      { key: 'divisions', label: 'Divisions', path: pathTo(divisions, 'list'), role: 'Org Admin' },
      {
        key: 'divisions-create',
        label: 'Create division',
        path: pathTo(divisions, 'create'),
        role: 'Kynd Admin',
      },
      {
        key: 'codes-create',
        label: 'Create code',
        path: pathTo(codes, 'create'),
        role: 'Kynd Admin',
      },
      { key: 'codes', label: 'Codes', path: pathTo(codes, 'list'), role: 'Org Admin' },
      {
        key: 'notifications',
        label: 'Notifications',
        role: 'Kynd Admin',
        children: [
          {
            key: 'notifications-sent',
            label: 'Notifications sent',
            path: pathTo(notifications, 'list'),
          },
          {
            key: 'notifications-initial',
            label: 'Initial messages',
            path: pathTo(initialMessages, 'list'),
          },
          {
            key: 'notifications-create',
            label: 'Create new',
            path: pathTo(notifications, 'create'),
          },
        ],
      },
      { key: 'questions', label: 'Questions', path: pathTo(questions, 'list'), role: 'Kynd Admin' },
      {
        key: 'hearing-vision-alerts',
        label: 'Hearing Vision Alerts',
        path: pathTo(questionnaireAlerts, 'list'),
        rule: 'hearingVision',
      },
      {
        key: 'industries',
        label: 'Industries',
        role: 'Kynd Admin',
        children: [
          { key: 'industries-all', label: 'All industries', path: pathTo(industries, 'list') },
          {
            key: 'industries-orgs',
            label: 'Orgs industries',
            path: industries.pages.orgsIndustries.path,
          },
        ],
      },
      {
        key: 'articles',
        label: 'Articles',
        role: 'Kynd Admin',
        children: [
          { key: 'articles-all', label: 'All articles', path: pathTo(articles, 'list') },
          { key: 'articles-create', label: 'Create new', path: pathTo(articles, 'create') },
        ],
      },
    ],
  },
];

// What every resource folder's index.ts exports. The URLs are written here once: the routes and the
// menu entries read them.
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { MenuEntry } from '@/domain/menu';
import type { ScreenPage } from '@/layout/ScreenPage';
import type { ResourceDataSpec } from '@/providers/dataSpec';

export const VIEWS = ['list', 'create', 'edit'] as const;
export type ResourceView = (typeof VIEWS)[number];

export interface ResourceConfig {
  name: string;
  messages: Readonly<Record<string, string>>;
  icon?: ResourceProps['icon'];
  recordRepresentation?: ResourceProps['recordRepresentation'];
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  /** Views the spec puts elsewhere than react-admin's places (/articles/all). */
  paths: Partial<Record<ResourceView, string>>;
  pages?: Record<string, ScreenPage>;
  data: ResourceDataSpec;
  menu: readonly MenuEntry[];
}

const STANDARD_SUFFIX: Record<ResourceView, string> = { list: '', create: '/create', edit: '/:id' };

export function standardPath(name: string, view: ResourceView): string {
  return `/${name}${STANDARD_SUFFIX[view]}`;
}

/** The URL of a view of a record: `pathTo(articles, 'edit', id)` is /article/update/{id}. */
export function pathTo(
  config: Pick<ResourceConfig, 'name' | 'paths'>,
  view: ResourceView,
  id?: string,
): string {
  const path = config.paths[view] ?? standardPath(config.name, view);
  return id === undefined ? path : path.replace(':id', encodeURIComponent(id));
}

export function screensOf(config: ResourceConfig): ScreenPage[] {
  const views = VIEWS.flatMap((view) => {
    const component = config[view];
    return component ? [{ path: pathTo(config, view), component }] : [];
  });
  return [...views, ...Object.values(config.pages ?? {})];
}

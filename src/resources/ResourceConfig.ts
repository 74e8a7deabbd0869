// What every resource folder's index.ts exports: react-admin's resource settings, where each of its
// screens lives, its data spec and its menu entries. The URLs are the route table of
// docs/product.md §2 and are written here once: the routes (resourceRoutes.tsx) and the menu
// entries (each folder's `menu`) read them.
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { MenuEntry } from '@/domain/menu';
import type { ScreenPage } from '@/layout/ScreenPage';
import type { ResourceDataSpec } from '@/providers/dataSpec';

/** A screen of a resource beyond react-admin's list, create and edit. */
export type ResourcePage = ScreenPage;

export type ResourceView = 'list' | 'create' | 'edit';

export interface ResourceConfig {
  /** Its key in the registry (resources/registry.ts RESOURCES). */
  name: string;
  /** Its English wording, under react-admin's `resources.{name}.*` keys. */
  messages: Readonly<Record<string, string>>;
  icon?: ResourceProps['icon'];
  recordRepresentation?: ResourceProps['recordRepresentation'];
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  /**
   * Where list, create and edit are. react-admin's own places are /{name}, /{name}/create and
   * /{name}/:id; a view the spec puts elsewhere (/articles/all, /article/update/:id) says so here.
   */
  paths: Partial<Record<ResourceView, string>>;
  pages?: Record<string, ResourcePage>;
  /** Where its documents are and how the data provider serves them (its folder's data.ts). */
  data: ResourceDataSpec;
  /** Its entries in the menu of docs/product.md §2, in menu order. */
  menu: readonly MenuEntry[];
}

/** react-admin's own path of a view, relative to the resource's /{name}. */
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

/** Every screen of a resource with its path: its views, then its extra pages. */
export function screensOf(config: ResourceConfig): ResourcePage[] {
  const views = (['list', 'create', 'edit'] as const).flatMap((view) => {
    const component = config[view];
    return component ? [{ path: pathTo(config, view), component, view }] : [];
  });
  return [...views, ...Object.values(config.pages ?? {})];
}

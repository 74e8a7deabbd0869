// A screen the app routes to at a path of docs/product.md §2: a resource's page or a dashboard.
import type { ComponentType } from 'react';

export interface ScreenPage {
  path: string;
  component: ComponentType;
}

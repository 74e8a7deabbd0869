import type { ComponentType } from 'react';

export interface ScreenPage {
  path: string;
  component: ComponentType;
}

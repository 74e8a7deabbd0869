// Screens are loaded on first visit, so heavy libraries (charts, rich text, image crop) stay out of
// the main bundle (ARCHITECTURE.md, bundle floor).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}

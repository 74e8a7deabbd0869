// Screens are loaded on first visit, so heavy libraries (charts, rich text, image crop) stay out of
// the main bundle (docs/architecture.md, bundle floor).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Resolves when the browser is online. A screen first visited offline waits for the network
 * (the layout says the app is offline) instead of failing: a failed import of a module is
 * remembered by the browser, and the screen would show the error page until a reload.
 */
export function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true });
  });
}

export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    await whenOnline();
    return { default: await load() };
  });
}

// Screens are loaded on first visit, so heavy libraries (charts, rich text, image crop) stay out of
// the main bundle that every visitor downloads.
import {
  createElement,
  lazy,
  useRef,
  type ComponentType,
  type FunctionComponent,
  type LazyExoticComponent,
} from 'react';

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

export type LazyScreen<P extends object> = FunctionComponent<P> & {
  /** Starts loading the screen's code; a screen loaded before it is first drawn never suspends. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * A screen whose code is loaded on first use, or earlier through `preload()`.
 *
 * React.lazy suspends on its first render even when the module has already arrived, and React
 * then shows the layout's loading bar for at least its fallback throttle (300 ms) before the
 * screen. A returning user's dashboard (main.tsx) preloads its screen with the entry, so by the
 * first render the component is known and is drawn directly. The component chosen at mount is
 * kept for the life of the mount, so the screen is never remounted when the load completes.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= whenOnline()
      .then(load)
      .then((component) => {
        loaded = component;
        return component;
      })
      .catch((error: unknown) => {
        // A failed load (the network dropped) is tried again on the next use.
        pending = undefined;
        throw error;
      });
    return pending;
  };
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() =>
    preload().then((component) => ({ default: component })),
  );

  function Screen(props: P) {
    const chosen = useRef<ComponentType<P>>(loaded ?? Lazy);
    return createElement(chosen.current, props);
  }
  return Object.assign(Screen, { preload });
}

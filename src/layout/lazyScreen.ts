// Loaded on first visit, so heavy libraries (charts, rich text, image crop) stay out of the main
// bundle.
import {
  createElement,
  lazy,
  useRef,
  type ComponentType,
  type FunctionComponent,
  type LazyExoticComponent,
} from 'react';

/**
 * A screen first visited offline waits for the network instead of failing: the browser remembers
 * a failed import of a module, and the screen would show the error page until a reload.
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
 * React.lazy suspends on its first render even when the module has already arrived, and React
 * then shows the loading bar for at least its fallback throttle (300 ms). A preloaded component is
 * known by the first render and drawn directly. The component chosen at mount is kept, so the
 * screen is never remounted when the load completes.
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

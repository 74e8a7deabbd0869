// Loaded on first visit, so heavy libraries (charts, rich text, image crop) stay out of the main
// bundle.
import {
  createElement,
  lazy,
  useContext,
  useMemo,
  useRef,
  type ComponentType,
  type FunctionComponent,
  type LazyExoticComponent,
} from 'react';
import { UNSAFE_RouteContext as RouteContext } from 'react-router-dom';
import { once } from '@/providers/lazyCallables';

type RouteContextValue = React.ContextType<typeof RouteContext>;

/** What makes a route the same when matched again: its paths, route ids and parameters. */
const matchesOf = ({ matches }: RouteContextValue) =>
  JSON.stringify(matches.map((m) => [m.pathname, m.pathnameBase, m.route.id, m.params]));

function sameRoute(a: RouteContextValue, b: RouteContextValue): boolean {
  return a.outlet === b.outlet && a.isDataRoute === b.isDataRoute && matchesOf(a) === matchesOf(b);
}

/**
 * The route's context as first matched, while the same route stays matched: react-admin renders
 * its routes again as it registers the resources, and each new but equal route context would
 * draw the whole screen again (its hooks read it through useNavigate).
 */
function useSteadyRoute(): RouteContextValue {
  const route = useContext(RouteContext);
  const kept = useRef(route);
  if (kept.current !== route && !sameRoute(kept.current, route)) kept.current = route;
  return kept.current;
}

function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true });
  });
}

/**
 * Loads once for every call. Code first asked for offline waits for the network instead of
 * failing: the browser remembers a failed import of a module, and the screen would show the error
 * page until a reload. A failed load (the network dropped) is tried again on the next call.
 */
export const loadOnce = <T>(load: () => Promise<T>) => once(() => whenOnline().then(load));

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
  const preload = loadOnce(() => load().then((component) => (loaded = component)));
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() =>
    preload().then((component) => ({ default: component })),
  );

  function Screen(props: P) {
    const chosen = useRef<ComponentType<P>>(loaded ?? Lazy);
    const route = useSteadyRoute();
    // One element per props: a new but equal route context goes no further.
    const screen = useMemo(() => createElement(chosen.current, props), [props]);
    return createElement(RouteContext.Provider, { value: route }, screen);
  }
  return Object.assign(Screen, { preload });
}

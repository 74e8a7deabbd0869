// Optional error reporting (production host only) and web-vitals reporting (SPEC §7, §8). Both are
// off unless src/config/environment.ts resolved a URL for them; reports are small JSON beacons, so
// no third-party SDK is bundled.
import { APP_VERSION } from '@/config/constants';

export type Send = (url: string, body: string) => void;

/** sendBeacon survives page unloads; fetch with keepalive is the fallback. */
export const beacon: Send = (url, body) => {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, blob)) return;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
};

export interface ErrorReport {
  message: string;
  stack?: string;
  componentStack?: string;
  page: string;
  release: string;
  at: string;
}

export function toErrorReport(
  error: unknown,
  page: string,
  now: Date,
  componentStack?: string,
): ErrorReport {
  const asError = error instanceof Error ? error : new Error(String(error));
  return {
    message: asError.message,
    stack: asError.stack,
    componentStack,
    page,
    release: APP_VERSION,
    at: now.toISOString(),
  };
}

let reportError: (error: unknown, componentStack?: string) => void = () => undefined;

/** Called by the error boundaries; a no-op until startErrorReporting ran with a URL. */
export function reportUncaughtError(error: unknown, componentStack?: string): void {
  reportError(error, componentStack);
}

export function startErrorReporting(url: string | undefined, send: Send = beacon): () => void {
  if (!url) return () => undefined;
  reportError = (error, componentStack) =>
    send(
      url,
      JSON.stringify(toErrorReport(error, window.location.pathname, new Date(), componentStack)),
    );
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    reportError = () => undefined;
  };
}

export interface Vitals {
  ttfb?: number;
  fcp?: number;
  lcp?: number;
  cls?: number;
  /** Longest interaction (event timing), an approximation of INP. */
  inp?: number;
}

/** Folds performance entries into the vitals (pure, so it is tested without a browser). */
export function foldVitals(vitals: Vitals, entries: readonly PerformanceEntry[]): Vitals {
  const next = { ...vitals };
  for (const entry of entries) {
    switch (entry.entryType) {
      case 'navigation':
        next.ttfb = (entry as PerformanceNavigationTiming).responseStart;
        break;
      case 'paint':
        if (entry.name === 'first-contentful-paint') next.fcp = entry.startTime;
        break;
      case 'largest-contentful-paint':
        next.lcp = entry.startTime;
        break;
      case 'layout-shift': {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) next.cls = (next.cls ?? 0) + shift.value;
        break;
      }
      case 'event':
        next.inp = Math.max(next.inp ?? 0, entry.duration);
        break;
    }
  }
  return next;
}

const VITAL_ENTRY_TYPES = [
  'navigation',
  'paint',
  'largest-contentful-paint',
  'layout-shift',
  'event',
];

export function startWebVitals(url: string | undefined, send: Send = beacon): () => void {
  if (!url || typeof PerformanceObserver === 'undefined') return () => undefined;
  let vitals: Vitals = {};
  const observers = VITAL_ENTRY_TYPES.filter((type) =>
    PerformanceObserver.supportedEntryTypes?.includes(type),
  ).map((type) => {
    const observer = new PerformanceObserver((list) => {
      vitals = foldVitals(vitals, list.getEntries());
    });
    observer.observe({ type, buffered: true });
    return observer;
  });
  // Vitals are final when the page is hidden; that is also the last reliable moment to send.
  const onHidden = () => {
    if (document.visibilityState !== 'hidden') return;
    send(url, JSON.stringify({ ...vitals, page: window.location.pathname, release: APP_VERSION }));
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    observers.forEach((observer) => observer.disconnect());
    document.removeEventListener('visibilitychange', onHidden);
  };
}

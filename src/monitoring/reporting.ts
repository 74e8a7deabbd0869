// Both are off unless src/config/environment.ts resolved a URL for them; the web-vitals library
// loads only when reporting is on.
import type { Metric } from 'web-vitals';
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

export function toErrorReport(error: unknown, page: string, now: Date, componentStack?: string) {
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

type Vital = Lowercase<Metric['name']>;

/** What one report says: the latest value of each vital, in milliseconds (CLS unitless). */
export type VitalsReport = Partial<Record<Vital, number>> & {
  ratings: Partial<Record<Vital, Metric['rating']>>;
  page: string;
  release: string;
};

/** The latest metric of each name, as one report. */
export function toVitalsReport(
  metrics: Iterable<Pick<Metric, 'name' | 'value' | 'rating'>>,
  page: string,
): VitalsReport {
  const report: VitalsReport = { ratings: {}, page, release: APP_VERSION };
  for (const metric of metrics) {
    const key = metric.name.toLowerCase() as Vital;
    report[key] = metric.value;
    report.ratings[key] = metric.rating;
  }
  return report;
}

type WebVitals = Pick<
  typeof import('web-vitals'),
  'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB'
>;

/** Sent when the page is hidden: the last reliable moment, and web-vitals' values are final. */
export function startWebVitals(
  url: string | undefined,
  send: Send = beacon,
  load: () => Promise<WebVitals> = () => import('web-vitals'),
): () => void {
  if (!url) return () => undefined;
  let stopped = false;
  const pending = new Map<Metric['name'], Metric>();
  const record = (metric: Metric) => {
    if (!stopped) pending.set(metric.name, metric);
  };
  const onHidden = () => {
    if (document.visibilityState !== 'hidden' || pending.size === 0) return;
    send(url, JSON.stringify(toVitalsReport(pending.values(), window.location.pathname)));
    pending.clear();
  };
  document.addEventListener('visibilitychange', onHidden);
  void load()
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      if (!stopped) for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(record);
    })
    // Vitals are optional: a library that fails to load changes nothing for the user.
    .catch(() => undefined);
  return () => {
    stopped = true;
    pending.clear();
    document.removeEventListener('visibilitychange', onHidden);
  };
}

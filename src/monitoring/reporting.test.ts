import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  foldVitals,
  reportUncaughtError,
  startErrorReporting,
  startWebVitals,
  toErrorReport,
} from '@/monitoring/reporting';

const entry = (entryType: string, fields: Record<string, unknown>) =>
  ({ entryType, name: '', startTime: 0, duration: 0, ...fields }) as unknown as PerformanceEntry;

describe('error reporting', () => {
  let stop = () => undefined as void;
  afterEach(() => stop());

  it('sends nothing when no URL is configured', () => {
    const send = vi.fn();
    stop = startErrorReporting(undefined, send);
    reportUncaughtError(new Error('boom'));
    expect(send).not.toHaveBeenCalled();
  });

  it('posts uncaught errors with the page and release once configured', () => {
    const send = vi.fn();
    stop = startErrorReporting('https://errors.example/report', send);
    reportUncaughtError(new Error('boom'), 'in Screen');
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0];
    expect(url).toBe('https://errors.example/report');
    expect(JSON.parse(body)).toMatchObject({
      message: 'boom',
      componentStack: 'in Screen',
      release: '1.4.8',
      page: '/',
    });
  });

  it('stops reporting after it is stopped', () => {
    const send = vi.fn();
    startErrorReporting('https://errors.example/report', send)();
    reportUncaughtError(new Error('late'));
    expect(send).not.toHaveBeenCalled();
  });

  it('turns thrown non-errors into a message', () => {
    expect(toErrorReport('plain text', '/x', new Date('2026-01-01T00:00:00Z'))).toMatchObject({
      message: 'plain text',
      page: '/x',
      at: '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('web vitals', () => {
  it('folds paint, LCP, layout shifts and interactions', () => {
    const vitals = foldVitals({}, [
      entry('paint', { name: 'first-contentful-paint', startTime: 120 }),
      entry('largest-contentful-paint', { startTime: 300 }),
      entry('largest-contentful-paint', { startTime: 450 }),
      entry('layout-shift', { value: 0.05, hadRecentInput: false }),
      entry('layout-shift', { value: 0.5, hadRecentInput: true }),
      entry('layout-shift', { value: 0.02, hadRecentInput: false }),
      entry('event', { duration: 40 }),
      entry('event', { duration: 180 }),
      entry('navigation', { responseStart: 75 }),
    ]);
    expect(vitals).toEqual({ fcp: 120, lcp: 450, cls: 0.07, inp: 180, ttfb: 75 });
  });

  it('is off without a URL', () => {
    const send = vi.fn();
    startWebVitals(undefined, send)();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(send).not.toHaveBeenCalled();
  });
});

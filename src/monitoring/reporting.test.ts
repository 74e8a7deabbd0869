// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import {
  reportUncaughtError,
  startErrorReporting,
  startWebVitals,
  toErrorReport,
  toVitalsReport,
} from '@/monitoring/reporting';

const metric = (name: Metric['name'], value: number, rating: Metric['rating'] = 'good') =>
  ({ name, value, rating, delta: value, id: `${name}-1`, entries: [] }) as unknown as Metric;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

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
  afterEach(() => setVisibility('visible'));

  it('reports the latest value and rating of each vital', () => {
    expect(
      toVitalsReport(
        [
          metric('LCP', 300),
          metric('CLS', 0.07, 'needs-improvement'),
          metric('INP', 180),
          metric('LCP', 450, 'needs-improvement'),
        ],
        '/dashboard',
      ),
    ).toEqual({
      lcp: 450,
      cls: 0.07,
      inp: 180,
      ratings: { lcp: 'needs-improvement', cls: 'needs-improvement', inp: 'good' },
      page: '/dashboard',
      release: '1.4.8',
    });
  });

  it('takes the vitals from web-vitals and sends them once when the page is hidden', async () => {
    const send = vi.fn();
    const callbacks: ((value: Metric) => void)[] = [];
    // Every on… function of web-vitals takes a callback of its own metric type.
    const subscribe = <M extends Metric>(callback: (value: M) => void) => {
      callbacks.push(callback as (value: Metric) => void);
    };
    const stop = startWebVitals('https://vitals.example/report', send, async () => ({
      onCLS: subscribe,
      onFCP: subscribe,
      onINP: subscribe,
      onLCP: subscribe,
      onTTFB: subscribe,
    }));
    await vi.waitFor(() => expect(callbacks).toHaveLength(5));
    callbacks[0]?.(metric('CLS', 0.02));
    callbacks[2]?.(metric('INP', 96));
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe('https://vitals.example/report');
    expect(JSON.parse(send.mock.calls[0]?.[1] as string)).toMatchObject({ cls: 0.02, inp: 96 });
    // Nothing new: nothing is sent again.
    setVisibility('visible');
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
    stop();
    callbacks[3]?.(metric('LCP', 500));
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is off without a URL, and does not even load the library', () => {
    const send = vi.fn();
    const load = vi.fn();
    startWebVitals(undefined, send, load)();
    setVisibility('hidden');
    expect(send).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });
});

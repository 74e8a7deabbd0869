import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sameGauge, ScoreGauge, type ScoreGaugeProps } from '@/dashboards/ScoreGauge';
import { englishMessages } from '@/i18n/englishMessages';
import { createI18nProvider } from '@/i18n/i18nProvider';

/** The shared catalogue (layout and dashboards wording; no resource's own). */
const i18nProvider = createI18nProvider(englishMessages);

/** A screen's surroundings: the router for the gauge's link, the catalogue for its texts. */
function InScreen({ children }: { children: ReactNode }) {
  return (
    <I18nContextProvider value={i18nProvider}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nContextProvider>
  );
}

describe('ScoreGauge', () => {
  it('draws a segment per colour with results and says the figures in its text alternative', () => {
    render(
      <InScreen>
        <ScoreGauge
          category="Body"
          score={62.5}
          counts={{ green: 10, orange: 0, red: 4 }}
          change={undefined}
          to="/dashboard/body"
        />
      </InScreen>,
    );
    const gauge = screen.getByRole('img', { name: /^Body score/ });
    expect(gauge).toHaveAccessibleName(
      'Body score 62.5 out of 100; results: 10 green, 0 orange, 4 red',
    );
    const levels = [...gauge.querySelectorAll('path')].map((path) => path.dataset.level);
    expect(levels).toEqual(['green', 'red']);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/dashboard/body');
  });

  it('shows an empty ring before any result', () => {
    render(
      <InScreen>
        <ScoreGauge
          category="Mind"
          score={0}
          counts={{ green: 0, orange: 0, red: 0 }}
          change={undefined}
          to="/dashboard/mind"
        />
      </InScreen>,
    );
    const gauge = screen.getByRole('img', { name: /^Mind score/ });
    expect([...gauge.querySelectorAll('path')].map((path) => path.dataset.level)).toEqual(['none']);
  });

  it('is drawn again only when what it shows changes', () => {
    const since = (delta: number, at = '2026-11-01T00:00:00Z') => ({
      delta,
      direction: 'up' as const,
      previousCalculatedAt: new Date(at),
    });
    // Each render of the Summary computes these afresh: equal values, new objects.
    const gauge = (change = since(4)): ScoreGaugeProps => ({
      category: 'Life',
      score: 55,
      counts: { green: 3, orange: 2, red: 1 },
      change,
      to: '/dashboard/life',
    });
    expect(sameGauge(gauge(), gauge())).toBe(true);
    expect(sameGauge({ ...gauge(), change: undefined }, { ...gauge(), change: undefined })).toBe(
      true,
    );
    for (const changed of [
      { ...gauge(), score: 56 },
      { ...gauge(), counts: { green: 3, orange: 2, red: 2 } },
      gauge(since(5)),
      gauge(since(4, '2026-11-02T00:00:00Z')),
      { ...gauge(), change: undefined },
      { ...gauge(), category: 'Mind' as const },
      { ...gauge(), to: '/dashboard/mind' },
    ]) {
      expect(sameGauge(gauge(), changed)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { categoryRows, csvFileName, summaryRows, type ScopeLabel } from '@/domain/dashboardCsv';
import { toCsv } from './csv';
import type { ScoreSet } from '@/domain/types';
import { dashboards } from '@/i18n/en/dashboards';
import { createI18nProvider } from '@/i18n/i18nProvider';

// The headings in the catalogue's English: the same words as before they were in the catalogue.
const { translate } = createI18nProvider(dashboards);

const at = new Date(Date.UTC(2025, 1, 1));
const set: ScoreSet = {
  averageScore: {
    activeUsers: 12,
    averageScore: 71.456,
    body: 60,
    mind: 70,
    life: 80,
    bodyComplete: 10,
    mindComplete: 9,
    lifeComplete: 8,
    totalComplete: 7,
    calculatedAt: at,
    history: [],
  },
  body: {
    weight: {
      green: 5,
      orange: 3,
      red: 2,
      totalUsers: 10,
      question: 'Weight',
      calculatedAt: at,
      history: [],
    },
  },
  mind: {},
  life: {
    life: {
      green: 4,
      orange: 2,
      red: 2,
      totalUsers: 8,
      question: 'Life',
      calculatedAt: at,
      history: [],
    },
  },
};

const summaryCsv = (own: ScopeLabel, comparison?: ScopeLabel) =>
  toCsv(summaryRows(comparison ? [own, comparison] : [own], translate));
const categoryCsv = (
  category: Parameters<typeof categoryRows>[0],
  own: ScopeLabel,
  comparison?: ScopeLabel,
) => toCsv(categoryRows(category, comparison ? [own, comparison] : [own], translate));

describe('CSV export', () => {
  it('exports the summary figures', () => {
    const lines = summaryCsv({ name: 'Acme, Ltd', scoreSet: set }).split('\r\n');
    expect(lines[0]).toBe('Figure,"Acme, Ltd"');
    expect(lines).toContain('Kynd total score,71.46');
    expect(lines).toContain('Active users,12');
    expect(lines).toContain('Body users completed,10');
    expect(lines).toContain('Body green,5');
    expect(lines).toContain('Life red,2');
    expect(lines).toContain('Calculated at,2025-02-01T00:00:00.000Z');
    expect(lines.filter(Boolean).map((line) => line.split(',')[0])).toEqual([
      'Figure',
      'Kynd total score',
      'Kynd total score change since previous calculation',
      'Active users',
      ...['Body', 'Mind', 'Life'].flatMap((category) =>
        ['score', 'users completed', 'green', 'orange', 'red'].map((what) => `${category} ${what}`),
      ),
      'Calculated at',
    ]);
  });

  it('puts the compared industry beside the organisation', () => {
    const lines = summaryCsv(
      { name: 'Acme', scoreSet: set },
      { name: 'Retail', scoreSet: set },
    ).split('\r\n');
    expect(lines[0]).toBe('Figure,Acme,Retail');
    expect(lines).toContain('Active users,12,12');
  });

  it('exports one line per measurement of the category', () => {
    const lines = categoryCsv('Body', { name: 'Acme', scoreSet: set })
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Section,Measurement,Completed,Green,Orange,Red,Green share change (points)',
    );
    expect(lines).toContain('Physical,Weight,10,5,3,2,');
    expect(lines).toContain('Physical,Height,0,0,0,0,');
    expect(lines).toHaveLength(1 + 14);
  });

  it('names comparison columns after their scope', () => {
    const header = categoryCsv(
      'Life',
      { name: 'Acme', scoreSet: set },
      { name: 'Retail', scoreSet: set },
    ).split('\r\n')[0];
    expect(header).toContain('Acme Completed');
    expect(header).toContain('Retail Red');
  });

  it('makes a safe file name', () => {
    expect(csvFileName('Body', 'Acme & Co / Default division', new Date(2026, 0, 5))).toBe(
      'kynd-body-acme-co-default-division-2026-01-05.csv',
    );
  });
});

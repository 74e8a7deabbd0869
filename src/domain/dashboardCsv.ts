import { format } from 'date-fns';
import { CATEGORIES, type Category } from '@/config/constants';
import {
  averageChange,
  categoryCounts,
  categoryKey,
  categorySections,
  completedOf,
  type Change,
} from '@/domain/dashboardScores';
import type { ScoreSet } from '@/domain/types';

export type CsvCell = string | number | Date | null | undefined;

const changeCell = (change: Change | undefined): CsvCell => (change ? change.delta : '');

export interface ScopeLabel {
  name: string;
  scoreSet: ScoreSet;
}

export function summaryRows(own: ScopeLabel, comparison?: ScopeLabel): CsvCell[][] {
  const scopes = comparison ? [own, comparison] : [own];
  const header: CsvCell[] = ['Figure', ...scopes.map((scope) => scope.name)];
  const row = (figure: string, value: (set: ScoreSet) => CsvCell): CsvCell[] => [
    figure,
    ...scopes.map((scope) => value(scope.scoreSet)),
  ];
  const rows: CsvCell[][] = [
    header,
    row('Kynd total score', (set) => set.averageScore.averageScore),
    row('Kynd total score change since previous calculation', (set) =>
      changeCell(averageChange(set.averageScore, 'averageScore')),
    ),
    row('Active users', (set) => set.averageScore.activeUsers),
  ];
  for (const category of CATEGORIES) {
    rows.push(row(`${category} score`, (set) => set.averageScore[categoryKey(category)]));
    rows.push(row(`${category} users completed`, (set) => completedOf(set, category)));
    for (const level of ['green', 'orange', 'red'] as const) {
      rows.push(row(`${category} ${level}`, (set) => categoryCounts(set, category)[level]));
    }
  }
  rows.push(row('Calculated at', (set) => set.averageScore.calculatedAt));
  return rows;
}

export function categoryRows(
  category: Category,
  own: ScopeLabel,
  comparison?: ScopeLabel,
): CsvCell[][] {
  const scopes = comparison ? [own, comparison] : [own];
  const columns = ['Completed', 'Green', 'Orange', 'Red', 'Green share change (points)'];
  const header: CsvCell[] = [
    'Section',
    'Measurement',
    ...scopes.flatMap((scope) =>
      columns.map((column) => (comparison ? `${scope.name} ${column}` : column)),
    ),
  ];
  const perScope = scopes.map((scope) => categorySections(scope.scoreSet, category));
  const rows: CsvCell[][] = [header];
  (perScope[0] ?? []).forEach((section, sectionIndex) => {
    section.rows.forEach((measurementRow, rowIndex) => {
      rows.push([
        section.section,
        measurementRow.label,
        ...perScope.flatMap((sections) => {
          const row = sections[sectionIndex]?.rows[rowIndex];
          return row
            ? [row.completed, row.green, row.orange, row.red, changeCell(row.change)]
            : ['', '', '', '', ''];
        }),
      ]);
    });
  });
  return rows;
}

/** A file name safe on every system, e.g. kynd-body-acme-ltd-2026-01-31.csv. */
export function csvFileName(screen: string, scopeName: string, now: Date): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  // The viewer's calendar day, as they would name the file.
  return `kynd-${slug(screen)}-${slug(scopeName) || 'scores'}-${format(now, 'yyyy-MM-dd')}.csv`;
}

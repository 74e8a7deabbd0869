import { format } from 'date-fns';
import { CATEGORIES, type Category } from '@/config/constants';
import {
  averageChange,
  categoryCounts,
  categorySections,
  completedOf,
  scoreOf,
  type Change,
} from '@/domain/dashboardScores';
import type { CsvCell } from '@/domain/csv';
import type { ScoreSet } from '@/domain/types';
import type { Translate } from '@/domain/wording';

const changeCell = (change: Change | undefined): CsvCell => (change ? change.delta : '');

export interface ScopeLabel {
  name: string;
  scoreSet: ScoreSet;
}

// The headings are worded by the catalogue (app.dashboards.csv.*); a scope's name, a category,
// section or measurement label is the data's own.

/** `scopes`: the own figures, then any compared. */
export function summaryRows(scopes: readonly ScopeLabel[], translate: Translate): CsvCell[][] {
  const row = (key: string, value: (set: ScoreSet) => CsvCell, category?: Category): CsvCell[] => [
    translate(`app.dashboards.csv.${key}`, { category }),
    ...scopes.map((scope) => value(scope.scoreSet)),
  ];
  return [
    [translate('app.dashboards.csv.figure'), ...scopes.map((scope) => scope.name)],
    row('total_score', (set) => set.averageScore.averageScore),
    row('total_score_change', (set) => changeCell(averageChange(set.averageScore, 'averageScore'))),
    row('active_users', (set) => set.averageScore.activeUsers),
    ...CATEGORIES.flatMap((category) => [
      row('category_score', (set) => scoreOf(set, category), category),
      row('category_completed', (set) => completedOf(set, category), category),
      ...(['green', 'orange', 'red'] as const).map((level) =>
        row(`category_${level}`, (set) => categoryCounts(set, category)[level], category),
      ),
    ]),
    row('calculated_at', (set) => set.averageScore.calculatedAt),
  ];
}

const CATEGORY_COLUMNS = ['completed', 'green', 'orange', 'red', 'green_share_change'] as const;

export function categoryRows(
  category: Category,
  scopes: readonly ScopeLabel[],
  translate: Translate,
): CsvCell[][] {
  const columns = CATEGORY_COLUMNS.map((column) => translate(`app.dashboards.csv.${column}`));
  const header: CsvCell[] = [
    translate('app.dashboards.csv.section'),
    translate('app.dashboards.csv.measurement'),
    ...scopes.flatMap((scope) =>
      columns.map((column) =>
        scopes.length > 1
          ? translate('app.dashboards.csv.scope_column', { scope: scope.name, column })
          : column,
      ),
    ),
  ];
  const perScope = scopes.map((scope) => categorySections(scope.scoreSet, category));
  // Every scope's sections hold the category's measurements, in the same order.
  return [
    header,
    ...perScope[0].flatMap((section, sectionIndex) =>
      section.rows.map((measurementRow, rowIndex) => [
        section.section,
        measurementRow.label,
        ...perScope.flatMap((sections) => {
          const row = sections[sectionIndex].rows[rowIndex];
          return [row.completed, row.green, row.orange, row.red, changeCell(row.change)];
        }),
      ]),
    ),
  ];
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

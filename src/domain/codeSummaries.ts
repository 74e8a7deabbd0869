// `codeSummaries/{organisationId}`: codes never sit in the organisation's document, which every
// member reads (docs/architecture.md).
import { isPlainObject } from '@/domain/timestamps';
import type { Code } from '@/domain/types';
import { textOf } from '@/domain/values';

export const BY_DIVISION_FIELD = 'byDivision';
/** Where a code without a division is summarised. */
export const NO_DIVISION_KEY = '_';

export type SummarisedCode = Omit<Code, 'divisionName' | 'organisationName'>;

type CodeFields = { [Field in Exclude<keyof SummarisedCode, 'id'>]?: unknown };

const wholeNumber = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;

/** The code last, as it may hold spaces. */
export function codeSummaryEntry(code: CodeFields): string {
  const active = code.isActive === false ? 0 : 1;
  const text = typeof code.code === 'string' ? code.code : '';
  return `${wholeNumber(code.currentUsage)} ${wholeNumber(code.maximumUsage)} ${active} ${text}`;
}

export function codeSummaryPlace(code: CodeFields | undefined) {
  if (typeof code?.organisationId !== 'string' || code.organisationId === '') return undefined;
  const divisionId = textOf(code.divisionId) || NO_DIVISION_KEY;
  return { organisationId: code.organisationId, divisionId };
}

export function codeSummariesOf(codes: readonly ({ id: string } & CodeFields)[]) {
  const summaries = new Map<string, { byDivision: Record<string, Record<string, string>> }>();
  for (const code of codes) {
    const place = codeSummaryPlace(code);
    if (!place) continue;
    const summary = summaries.get(place.organisationId) ?? { byDivision: {} };
    (summary.byDivision[place.divisionId] ??= {})[code.id] = codeSummaryEntry(code);
    summaries.set(place.organisationId, summary);
  }
  return summaries;
}

export function codesOfSummary(organisationId: string, summary: unknown): SummarisedCode[] {
  const byDivision = isPlainObject(summary) ? summary[BY_DIVISION_FIELD] : undefined;
  if (!isPlainObject(byDivision)) return [];
  const codes: SummarisedCode[] = [];
  for (const [divisionId, entries] of Object.entries(byDivision)) {
    if (!isPlainObject(entries)) continue;
    for (const [id, entry] of Object.entries(entries)) {
      const match = typeof entry === 'string' && /^(-?\d+) (-?\d+) ([01]) (.*)$/s.exec(entry);
      if (!match) continue;
      codes.push({
        id,
        code: match[4] ?? '',
        currentUsage: Number(match[1]),
        maximumUsage: Number(match[2]),
        isActive: match[3] === '1',
        organisationId,
        divisionId,
      });
    }
  }
  return codes.sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));
}

// What the Organisations list shows of an organisation beyond its own fields (docs/product.md §2
// Organisations: the Codes and #Employees columns), kept on the organisations document by the
// server so that a page of the list reads its rows and nothing else:
// - `employeeCount`: the length of `employees`, kept by onOrganisationWritten whoever writes the
//   list (the callables' arrayUnion and arrayRemove, the mobile app's sign-up), so that a row no
//   longer carries every employee id;
// - `codeSummary`: each of the organisation's codes, by code document id, as one short text
//   (usage, limit, active, code), kept by onCodeWritten from the codes documents.
// Why a summary rather than a bounded number of codes per row: the screen's Codes column lists
// every code with its usage, and 'Edit codes max usage' edits any of them in place (§4 Code); a
// summary keeps that screen while the page reads only its rows. One entry is about 100 bytes in a
// response, so the organisation of 300 codes adds some 30 KB to its row (a page of the list stays
// within its 100 KB while its organisations have fewer than some 600 codes in all), and the
// document holds thousands of codes before Firestore's size limit.
// Pure: the triggers, the migrations, the seed and the screen share it.

export const EMPLOYEE_COUNT_FIELD = 'employeeCount';
export const CODE_SUMMARY_FIELD = 'codeSummary';

/** The count an organisations document should hold, from its `employees`. */
export function organisationEmployeeCount(organisation: { employees?: unknown }): {
  employeeCount: number;
} {
  return {
    employeeCount: Array.isArray(organisation.employees) ? organisation.employees.length : 0,
  };
}

/** One code of an organisation's summary, as the Codes column shows and edits it. */
export interface SummarisedCode {
  id: string;
  code: string;
  currentUsage: number;
  maximumUsage: number;
  isActive: boolean;
}

const wholeNumber = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;

/**
 * A code's entry: "usage limit active code", the code last as it may hold spaces. A missing usage
 * reads as 0 and a missing isActive as active, as the codes screens read them.
 */
export function codeSummaryEntry(code: {
  code?: unknown;
  currentUsage?: unknown;
  maximumUsage?: unknown;
  isActive?: unknown;
}): string {
  const active = code.isActive === false ? 0 : 1;
  const text = typeof code.code === 'string' ? code.code : '';
  return `${wholeNumber(code.currentUsage)} ${wholeNumber(code.maximumUsage)} ${active} ${text}`;
}

/** The summary of an organisation's codes (each with its document id). */
export function codeSummaryOf(
  codes: readonly ({ id: string } & Parameters<typeof codeSummaryEntry>[0])[],
): Record<string, string> {
  return Object.fromEntries(codes.map((code) => [code.id, codeSummaryEntry(code)]));
}

/** The codes of a summary, sorted by code as the column lists them; malformed entries are left out. */
export function codesOfSummary(summary: unknown): SummarisedCode[] {
  if (typeof summary !== 'object' || summary === null) return [];
  const codes: SummarisedCode[] = [];
  for (const [id, entry] of Object.entries(summary as Record<string, unknown>)) {
    if (typeof entry !== 'string') continue;
    const match = /^(-?\d+) (-?\d+) ([01]) (.*)$/s.exec(entry);
    if (!match) continue;
    codes.push({
      id,
      currentUsage: Number(match[1]),
      maximumUsage: Number(match[2]),
      isActive: match[3] === '1',
      code: match[4] ?? '',
    });
  }
  return codes.sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));
}

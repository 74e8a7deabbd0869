// Divisions keyed by id beside the `divisions` list (docs/architecture.md "Firestore triggers and
// derived fields"). A reader that finds no `divisionNames` reads the list instead.
import { isPlainObject, sameData } from '@/domain/timestamps';
import type { Division, NamedRef } from './types';
import { compareNames } from './values';

export const DIVISION_NAMES_FIELD = 'divisionNames';
export const DIVISIONS_BY_ID_FIELD = 'divisionsById';

function isEntry(value: unknown): value is Division {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as { id?: unknown; name?: unknown };
  // A map key cannot hold a dot in a field path; the rules refuse such ids on every write.
  return typeof id === 'string' && id !== '' && !id.includes('.') && typeof name === 'string';
}

const carriesCodes = (entry: unknown): entry is Record<string, unknown> =>
  typeof entry === 'object' && entry !== null && 'codes' in entry;

/** Older clients kept copies of codes in the entries, which every member reads. */
export function divisionsWithoutCodes(divisions: unknown): unknown[] | null {
  if (!Array.isArray(divisions) || !divisions.some(carriesCodes)) return null;
  return (divisions as unknown[]).map((entry) => {
    if (!carriesCodes(entry)) return entry;
    return Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'codes'));
  });
}

export function divisionMaps(organisation: { divisions?: unknown }) {
  const listed = divisionsWithoutCodes(organisation.divisions) ?? organisation.divisions;
  const entries = Array.isArray(listed) ? (listed as unknown[]).filter(isEntry) : [];
  return {
    divisionNames: Object.fromEntries(entries.map((entry) => [entry.id, entry.name])),
    divisionsById: Object.fromEntries(entries.map((entry) => [entry.id, entry])),
  };
}

/** Only the entries that changed: the rules let no other key move, so no client rewrites them. */
export function divisionMapsChange(
  before: readonly unknown[],
  after: readonly unknown[],
): { set: Record<string, unknown>; remove: string[] } {
  const beforeById = new Map(before.filter(isEntry).map((entry) => [entry.id, entry]));
  const afterEntries = after.filter(isEntry);
  const set: Record<string, unknown> = {};
  for (const entry of afterEntries) {
    const previous = beforeById.get(entry.id);
    if (previous && sameData(previous, entry)) continue;
    // The name too, changed or not: the rules check both keys of a changed entry.
    set[`${DIVISION_NAMES_FIELD}.${entry.id}`] = entry.name;
    set[`${DIVISIONS_BY_ID_FIELD}.${entry.id}`] = entry;
  }
  const kept = new Set(afterEntries.map((entry) => entry.id));
  const remove = [...beforeById.keys()]
    .filter((id) => !kept.has(id))
    .flatMap((id) => [`${DIVISION_NAMES_FIELD}.${id}`, `${DIVISIONS_BY_ID_FIELD}.${id}`]);
  return { set, remove };
}

export function holdsDivisionMaps(document: {
  divisionNames?: unknown;
  divisionsById?: unknown;
}): boolean {
  return isPlainObject(document.divisionNames) && isPlainObject(document.divisionsById);
}

export function divisionsOfNames(names: unknown): NamedRef[] {
  if (!isPlainObject(names)) return [];
  return Object.entries(names)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => compareNames(a.name, b.name) || a.id.localeCompare(b.id));
}

/**
 * A document without the maps gets them whole from onOrganisationWritten: a first key written here
 * would leave them holding one division.
 */
export function divisionsUpdate(
  stored: { get(field: string): unknown },
  next: readonly Division[],
): { data: Record<string, unknown>; remove: string[] } {
  const before = stored.get('divisions');
  const held = holdsDivisionMaps({
    divisionNames: stored.get(DIVISION_NAMES_FIELD),
    divisionsById: stored.get(DIVISIONS_BY_ID_FIELD),
  });
  if (!held) return { data: { divisions: next }, remove: [] };
  const { set, remove } = divisionMapsChange(Array.isArray(before) ? before : [], next);
  return { data: { divisions: next, ...set }, remove };
}

/** Their codes' copy of the name follows, which the codes table shows. */
export function renamedDivisions(
  before: { divisions?: unknown } | undefined,
  after: { divisions?: unknown } | undefined,
): NamedRef[] {
  if (!before || !after) return [];
  const previous = divisionMaps(before).divisionNames;
  return Object.entries(divisionMaps(after).divisionNames)
    .filter(([id, name]) => Object.hasOwn(previous, id) && previous[id] !== name)
    .map(([id, name]) => ({ id, name }));
}

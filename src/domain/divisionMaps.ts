// An organisation's divisions, keyed by id, beside its `divisions` list (docs/product.md §3), so
// that a screen reads what it shows of them and not the whole list:
// - `divisionNames` {id: name}: every selector of a division and the codes table's Division
//   column, some 50 bytes a division (the list itself holds each division's description: up to
//   some 1 KB a division);
// - `divisionsById` {id: entry}: the same entries as the list, so that a page of the Divisions
//   screen reads its own rows by field mask (`divisionsById.<id>`), never the others.
// Both follow the list: the client's writes of divisions change the entries they change in the
// same write (firestore.rules checks each against the list's added and removed entry), and
// onOrganisationWritten rebuilds both from the list after every write, whoever wrote it (another
// client, a callable, an older dashboard), so that a write that left them out or a project written
// before them is mended; the migration backfills the older organisations. A reader that finds no
// `divisionNames` reads the list instead.
// Pure: the provider, the trigger, the migration and the seeds share it.
import type { Division, NamedRef } from './types';

export const DIVISION_NAMES_FIELD = 'divisionNames';
export const DIVISIONS_BY_ID_FIELD = 'divisionsById';

export interface DivisionMaps {
  divisionNames: Record<string, string>;
  divisionsById: Record<string, Division>;
}

function isEntry(value: unknown): value is Division {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as { id?: unknown; name?: unknown };
  // A map key cannot hold a dot in a field path; the rules refuse such ids on every write.
  return typeof id === 'string' && id !== '' && !id.includes('.') && typeof name === 'string';
}

const carriesCodes = (entry: unknown): entry is Record<string, unknown> =>
  typeof entry === 'object' && entry !== null && 'codes' in entry;

/**
 * A `divisions` list without the copies of their codes that older clients kept in the entries
 * (docs/product.md §3 lists `codes`; not kept, §3 "As built": every member reads the
 * organisation's document), or null when no entry carries one.
 */
export function divisionsWithoutCodes(divisions: unknown): unknown[] | null {
  if (!Array.isArray(divisions) || !divisions.some(carriesCodes)) return null;
  return (divisions as unknown[]).map((entry) => {
    if (!carriesCodes(entry)) return entry;
    return Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'codes'));
  });
}

/** The maps an organisation's document should hold, from its `divisions` (malformed entries left out). */
export function divisionMaps(organisation: { divisions?: unknown }): DivisionMaps {
  const listed = divisionsWithoutCodes(organisation.divisions) ?? organisation.divisions;
  const entries = Array.isArray(listed) ? (listed as unknown[]).filter(isEntry) : [];
  return {
    divisionNames: Object.fromEntries(entries.map((entry) => [entry.id, entry.name])),
    divisionsById: Object.fromEntries(entries.map((entry) => [entry.id, entry])),
  };
}

/**
 * What a write that turns the list `before` into `after` changes in the maps: the field paths of
 * the entries added or changed, with their values, and those of the entries gone. Only the entries
 * that changed: the rules allow no other key to move, so that a client cannot rewrite the maps.
 */
export function divisionMapsChange(
  before: readonly unknown[],
  after: readonly unknown[],
): { set: Record<string, unknown>; remove: string[] } {
  const beforeById = new Map(before.filter(isEntry).map((entry) => [entry.id, entry]));
  const afterEntries = after.filter(isEntry);
  const set: Record<string, unknown> = {};
  for (const entry of afterEntries) {
    const previous = beforeById.get(entry.id);
    if (previous && JSON.stringify(previous) === JSON.stringify(entry)) continue;
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

/** Whether a stored document holds the maps (written by the trigger, the migration or a create). */
export function holdsDivisionMaps(document: {
  divisionNames?: unknown;
  divisionsById?: unknown;
}): boolean {
  const isMap = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  return isMap(document.divisionNames) && isMap(document.divisionsById);
}

/** The divisions named by a `divisionNames` map, sorted by name as the selectors list them. */
export function divisionsOfNames(names: unknown): NamedRef[] {
  if (typeof names !== 'object' || names === null || Array.isArray(names)) return [];
  return Object.entries(names as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([id, name]) => ({ id, name }))
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }) ||
        a.id.localeCompare(b.id),
    );
}

/**
 * The update of an organisation document whose divisions become `next`: the list and, where the
 * document already holds the maps, the entries of them that change (`remove`: the field paths of
 * the entries gone, which the writer deletes). A document without the maps gets them whole from
 * onOrganisationWritten: a first key written here would leave them holding one division.
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

/**
 * The divisions that `after` names otherwise than `before` (those in both): their codes' copy of
 * the name (docs/product.md §3 Code `divisionName`) follows, which the codes table shows.
 */
export function renamedDivisions(
  before: { divisions?: unknown } | undefined,
  after: { divisions?: unknown } | undefined,
): NamedRef[] {
  if (!before || !after) return [];
  const previous = divisionMaps(before).divisionNames;
  return Object.entries(divisionMaps(after).divisionNames)
    .filter(([id, name]) => id in previous && previous[id] !== name)
    .map(([id, name]) => ({ id, name }));
}

// An Org Admin is always about their own organisation; a provider admin or an allow-listed staff
// member chooses one among those offered.
import { divisionsOfNames, DIVISION_NAMES_FIELD } from './divisionMaps';
import type { Division, NamedRef } from './types';
import { stringsOf } from './values';

/** A screen's choice, wherever it is kept (the store, a list's filter values, the dashboards'). */
export interface OrganisationChoice {
  industry: string;
  organisationId: string;
}

export const NO_CHOICE: OrganisationChoice = { industry: '', organisationId: '' };

export function chosenOrganisation({
  own,
  stored,
  offered,
  defaultFirst,
}: {
  own: string | undefined;
  stored: string;
  offered: readonly NamedRef[] | undefined;
  defaultFirst: boolean;
}): string {
  if (own !== undefined) return own;
  // Until the options are read, the kept choice stands: the list it drives reads it at once.
  if (offered === undefined) return stored;
  // A choice no longer offered (another account signed in, an organisation gone) is dropped.
  if (offered.some((organisation) => organisation.id === stored)) return stored;
  return defaultFirst ? (offered[0]?.id ?? '') : '';
}

/** What a choice record carries besides its name and industry; never the employees. */
export interface ChoiceShape {
  /** 'managers': its managers alone (a few names, for the Users list's first page). */
  details: 'none' | 'managers' | 'all';
  questionnaires: boolean;
}

/** A read's meta as a shape; `filtered` by questionnaires brings them. */
export function choiceShapeOf(meta: unknown, filtered = false): ChoiceShape {
  const { details, questionnaires } = (typeof meta === 'object' && meta !== null ? meta : {}) as {
    details?: unknown;
    questionnaires?: unknown;
  };
  return {
    details: details === true ? 'all' : details === 'managers' ? 'managers' : 'none',
    questionnaires: filtered || questionnaires === true,
  };
}

/** The divisions' names map, or the list of an organisation written before the map. */
function divisionsOf(data: Record<string, unknown>): Division[] {
  const { [DIVISION_NAMES_FIELD]: names, divisions } = data;
  if (typeof names === 'object' && names !== null) return divisionsOfNames(names);
  return Array.isArray(divisions)
    ? (divisions as Division[]).map(({ id, name }) => ({ id, name }))
    : [];
}

/** One organisation as the pickers offer it, from the fields its shape read. */
export function choiceRecordOf(id: string, data: Record<string, unknown>, shape: ChoiceShape) {
  const { name, industry, isActive, managers, customQuestionnaires } = data;
  return {
    id,
    name: typeof name === 'string' ? name : '',
    industry: typeof industry === 'string' ? industry : '',
    isActive: typeof isActive === 'boolean' ? isActive : undefined,
    ...(shape.questionnaires ? { customQuestionnaires: stringsOf(customQuestionnaires) } : {}),
    ...(shape.details === 'all' ? { divisions: divisionsOf(data) } : {}),
    ...(shape.details !== 'none'
      ? { managers: Array.isArray(managers) ? (managers as NamedRef[]) : [] }
      : {}),
  };
}

export type ChoiceRecord = ReturnType<typeof choiceRecordOf>;

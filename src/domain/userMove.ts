import type { NamedRef, UserMovePayload } from '@/domain/types';

export const MOVE_USER_MESSAGES = {
  incomplete: 'Please, choose an option in every field to proceed',
} as const;

export interface MoveChoice {
  userId: string;
  industry: string;
  organisationId: string;
  divisionId: string;
}

export function moveProblem(choice: MoveChoice): string | undefined {
  const fields = [choice.userId, choice.industry, choice.organisationId, choice.divisionId];
  return fields.some((value) => value.trim() === '') ? MOVE_USER_MESSAGES.incomplete : undefined;
}

export interface MovingUser {
  id: string;
  firstName?: string;
  lastName?: string;
  organisation?: Partial<NamedRef>;
  division?: Partial<NamedRef>;
}

export interface Destination {
  id: string;
  name: string;
  divisions?: readonly NamedRef[];
}

/** undefined when the user, the organisation or its division is not found. */
export function movePayload(
  user: MovingUser | undefined,
  organisation: Destination | undefined,
  divisionId: string,
): UserMovePayload | undefined {
  if (!user || !organisation) return undefined;
  const division = organisation.divisions?.find((candidate) => candidate.id === divisionId);
  if (!division) return undefined;
  return {
    userId: user.id,
    oldOrgId: user.organisation?.id ?? '',
    oldDivisionId: user.division?.id ?? '',
    newOrgName: organisation.name,
    newOrgId: organisation.id,
    newDivisionName: division.name,
    newDivisionId: division.id,
  };
}

function place(organisation: string | undefined, division: string | undefined): string {
  const name = organisation?.trim() || 'no organisation';
  return division?.trim() ? `${name} (${division.trim()})` : name;
}

export function moveSummary(
  user: MovingUser,
  organisation: Pick<Destination, 'name'>,
  division: Pick<NamedRef, 'name'>,
): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || 'The user';
  return `${name} will move from ${place(user.organisation?.name, user.division?.name)} to ${place(
    organisation.name,
    division.name,
  )}.`;
}

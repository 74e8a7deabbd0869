import { personName } from '@/domain/audit';
import type { NamedRef, UserMovePayload } from '@/domain/types';
import type { ListedUser } from '@/domain/userList';
import type { Translate } from '@/domain/wording';

export const MOVE_USER_MESSAGES = {
  incomplete: 'resources.users.change_organisation.incomplete',
} as const;

export function moveProblem(
  choice: Record<'userId' | 'industry' | 'organisationId' | 'divisionId', string>,
): string | undefined {
  const incomplete = Object.values(choice).some((value) => value.trim() === '');
  return incomplete ? MOVE_USER_MESSAGES.incomplete : undefined;
}

export interface Destination {
  id: string;
  name: string;
  divisions?: readonly NamedRef[];
}

/** undefined when the user, the organisation or its division is not found. */
export function movePayload(
  user: ListedUser | undefined,
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

export function moveSummary(
  user: ListedUser,
  organisation: Pick<Destination, 'name'>,
  division: Pick<NamedRef, 'name'>,
  translate: Translate,
): string {
  const place = (organisationName: string | undefined, divisionName: string | undefined) => {
    const name =
      organisationName?.trim() || translate('resources.users.change_organisation.no_organisation');
    return divisionName?.trim()
      ? translate('resources.users.change_organisation.place', {
          organisation: name,
          division: divisionName.trim(),
        })
      : name;
  };
  return translate('resources.users.change_organisation.summary', {
    name: personName(user) || translate('resources.users.change_organisation.unnamed'),
    from: place(user.organisation?.name, user.division?.name),
    to: place(organisation.name, division.name),
  });
}

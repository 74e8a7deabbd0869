// What an employer's administrator and an allowed clinician may see of a person, kept by the server
// in userDirectory/{uid} (docs/architecture.md "Decisions and why": documents shaped by audience).
import { userDerivedFields } from '@/domain/derivedFields';
import { sameData } from '@/domain/timestamps';
import type { NamedRef, Role, User } from '@/domain/types';
import { namedRefOf, textOf } from '@/domain/values';

/** A directory entry. `createdAt` is whatever time type the writer stores (Date or Timestamp). */
export type DirectoryEntry<Time = unknown> = Pick<
  User,
  'id' | 'firstName' | 'lastName' | 'lowerFirstName' | 'lowerLastName' | 'organisation' | 'isActive'
> & { role: Role; division?: NamedRef; createdAt?: Time };

/** null when it names no organisation: nobody but the provider reads such a user. */
export function directoryEntryOf<Time>(
  id: string,
  user: Record<string, unknown>,
): DirectoryEntry<Time> | null {
  const organisation = namedRefOf(user.organisation);
  if (!organisation) return null;
  const division = namedRefOf(user.division);
  const { lowerFirstName, lowerLastName, role } = userDerivedFields(user);
  return {
    id,
    firstName: textOf(user.firstName),
    lastName: textOf(user.lastName),
    lowerFirstName,
    lowerLastName,
    role,
    organisation,
    ...(division ? { division } : {}),
    isActive: user.isActive === true,
    ...(user.createdAt === undefined || user.createdAt === null
      ? {}
      : { createdAt: user.createdAt as Time }),
  };
}

export function sameDirectoryEntry(
  stored: object | null | undefined,
  wanted: DirectoryEntry | null,
): boolean {
  if (!stored || !wanted) return !stored && !wanted;
  return sameData(stored, wanted);
}

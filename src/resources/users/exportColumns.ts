// Contact, created-at and updated-at only for the provider scope, who sees them on the cards.
import { contactOf, roleOf, type ListedUser } from '@/domain/userList';
import type { ExportColumn } from '@/shared/export/exportList';

const everyone: readonly ExportColumn<ListedUser>[] = [
  { label: 'resources.users.fields.firstName', value: (user) => user.firstName },
  { label: 'resources.users.fields.lastName', value: (user) => user.lastName },
  { label: 'resources.users.fields.organisation', value: (user) => user.organisation?.name },
  { label: 'resources.users.fields.division', value: (user) => user.division?.name },
  { label: 'resources.users.fields.role', value: (user) => roleOf(user) },
  { label: 'resources.users.fields.active', value: (user) => user.isActive === true },
];

const providerOnly: readonly ExportColumn<ListedUser>[] = [
  { label: 'resources.users.fields.contact', value: (user) => contactOf(user) },
  { label: 'resources.users.fields.createdAt', value: (user) => user.createdAt },
  { label: 'resources.users.fields.updatedAt', value: (user) => user.updatedAt },
];

export function userExportColumns(providerScope: boolean): readonly ExportColumn<ListedUser>[] {
  return providerScope ? [...everyone, ...providerOnly] : everyone;
}

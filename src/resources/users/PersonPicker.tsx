import { clinicianLabel, type Clinician } from '@/domain/clinicianPermissions';
import { personName } from '@/domain/audit';
import type { ListedUser } from '@/domain/userList';
import { PersonPicker } from '@/shared/PersonPicker';

function userLabel(user: ListedUser): string {
  const organisation = user.organisation?.name ? ` (${user.organisation.name})` : '';
  return `${personName(user) || user.email || user.id}${organisation}`;
}

export function UserPicker(props: {
  value: ListedUser | null;
  onChange: (user: ListedUser | null) => void;
}) {
  return (
    <PersonPicker
      {...props}
      labelOf={userLabel}
      sorted
      label="resources.users.fields.user"
      messages={{
        type: 'resources.users.picker.type',
        none: 'resources.users.picker.none',
      }}
      sx={{ minWidth: 320, flex: '1 1 320px' }}
    />
  );
}

export function ClinicianPicker<T extends Clinician>(props: {
  value: T | null;
  onChange: (clinician: T | null) => void;
  helperText: string;
}) {
  return (
    <PersonPicker
      {...props}
      labelOf={clinicianLabel}
      search={{ filter: { role: 'Clinician' }, fields: ['allowedOrganisationsIds'] }}
      label="resources.users.fields.clinician"
      messages={{
        type: 'resources.users.clinicians.choose',
        none: 'resources.users.clinicians.none_found',
      }}
      sx={{ maxWidth: 480 }}
    />
  );
}

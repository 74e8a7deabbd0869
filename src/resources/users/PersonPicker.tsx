import { clinicianLabel, type Clinician } from '@/domain/clinicianPermissions';
import type { NamedRef } from '@/domain/types';
import { personName } from '@/domain/audit';
import { PersonPicker } from '@/shared/PersonPicker';

export interface PickedUser {
  id: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  organisation?: Partial<NamedRef>;
  division?: Partial<NamedRef>;
}

function userLabel(user: PickedUser): string {
  const organisation = user.organisation?.name ? ` (${user.organisation.name})` : '';
  return `${personName(user) || user.email || user.id}${organisation}`;
}

export function UserPicker(props: {
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
}) {
  return (
    <PersonPicker
      {...props}
      labelOf={userLabel}
      sorted
      label="resources.users.fields.user"
      messages={{
        searching: 'app.common.searching',
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
        searching: 'app.common.searching',
        type: 'resources.users.clinicians.choose',
        none: 'resources.users.clinicians.none_found',
      }}
      sx={{ maxWidth: 480 }}
    />
  );
}

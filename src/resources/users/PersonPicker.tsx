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

const USER_MESSAGES = {
  searching: 'resources.users.picker.searching',
  type: 'resources.users.picker.type',
  none: 'resources.users.picker.none',
};
const CLINICIAN_MESSAGES = {
  searching: 'resources.users.picker.searching',
  type: 'resources.users.clinicians.choose',
  none: 'resources.users.clinicians.none_found',
};
const CLINICIAN_SEARCH = {
  filter: { role: 'Clinician' },
  fields: ['allowedOrganisationsIds'],
} as const;

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
      messages={USER_MESSAGES}
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
      search={CLINICIAN_SEARCH}
      label="resources.users.fields.clinician"
      messages={CLINICIAN_MESSAGES}
      sx={{ maxWidth: 480 }}
    />
  );
}

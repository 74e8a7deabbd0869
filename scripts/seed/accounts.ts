// The demo accounts listed in the README. All share one password; the five allow-listed staff
// emails come from domain/staff, the one place they are configured.
import { ALLOWED_STAFF_EMAILS } from '@/domain/staff';
import type { Role } from '@/domain/types';
import type { Sex } from '@/domain/scoreRanges';
import {
  CLINIC_ORGANISATION_ID,
  CONSTRUCTION_ORGANISATION_ID,
  DEMO_ORGANISATION_ID,
  INACTIVE_ORGANISATION_ID,
  PROVIDER_ORGANISATION_ID,
} from './organisations';

export const DEMO_PASSWORD = 'Kynd-demo-2026';
export const DEMO_ORG_ADMIN_PHONE = '+64210000001';

export interface DemoAccount {
  uid: string;
  email: string;
  phone?: string;
  firstName: string;
  lastName: string;
  sex: Sex;
  role: Role;
  organisationId: string;
  /** Division id suffix within the organisation ('default' for the Default division). */
  divisionSlug: string;
  allowedOrganisationsIds?: string[];
  /** What the account is for, as listed in the README and the seed summary. */
  description: string;
}

const STAFF_NAMES: readonly [string, string, Sex][] = [
  ['Mia', 'Thompson', 'female'],
  ['Noah', 'Wilson', 'male'],
  ['Ella', 'Clarke', 'female'],
  ['Jack', 'Robinson', 'male'],
  ['Grace', 'Patel', 'female'],
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 'demo-provider-admin',
    email: 'provider.admin@example.com',
    firstName: 'Olivia',
    lastName: 'Bennett',
    sex: 'female',
    role: 'Kynd Admin',
    organisationId: PROVIDER_ORGANISATION_ID,
    divisionSlug: 'default',
    description: 'Kynd Admin (provider admin): every organisation and the whole menu',
  },
  {
    uid: 'demo-org-admin',
    email: 'org.admin@example.com',
    phone: DEMO_ORG_ADMIN_PHONE,
    firstName: 'Aroha',
    lastName: 'Ngata',
    sex: 'female',
    role: 'Org Admin',
    organisationId: DEMO_ORGANISATION_ID,
    divisionSlug: 'default',
    description:
      'Org Admin of Harbour Accounting Partners (Accounting; Hearing V2 and Vision V2); phone sign-in with +64210000001',
  },
  {
    uid: 'demo-inactive-org-admin',
    email: 'inactive.org.admin@example.com',
    firstName: 'Daniel',
    lastName: 'Whitfield',
    sex: 'male',
    role: 'Org Admin',
    organisationId: INACTIVE_ORGANISATION_ID,
    divisionSlug: 'default',
    description: 'Org Admin of Westgate Retail, an inactive organisation: sign-in is refused',
  },
  {
    uid: 'demo-clinician',
    email: 'clinician@example.com',
    firstName: 'Priya',
    lastName: 'Sharma',
    sex: 'female',
    role: 'Clinician',
    organisationId: CLINIC_ORGANISATION_ID,
    divisionSlug: 'clinical',
    allowedOrganisationsIds: [DEMO_ORGANISATION_ID, CONSTRUCTION_ORGANISATION_ID],
    description:
      'Clinician allowed Harbour Accounting Partners and Summit Builders: email sign-in is refused',
  },
  {
    uid: 'demo-app-user',
    email: 'app.user@example.com',
    firstName: 'Liam',
    lastName: 'Turner',
    sex: 'male',
    role: 'User',
    organisationId: DEMO_ORGANISATION_ID,
    divisionSlug: 'tax',
    description: 'User (mobile-app user) of Harbour Accounting Partners: sign-in is refused',
  },
  ...ALLOWED_STAFF_EMAILS.map((email, index): DemoAccount => {
    const [firstName, lastName, sex] = STAFF_NAMES[index % STAFF_NAMES.length];
    return {
      uid: `demo-staff-${index + 1}`,
      email,
      firstName,
      lastName,
      sex,
      role: 'User',
      organisationId: PROVIDER_ORGANISATION_ID,
      divisionSlug: 'default',
      description: 'Allow-listed staff, role User: provider-admin data scope',
    };
  }),
];

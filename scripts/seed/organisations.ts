// The demo organisations. Each plan also carries a health profile, so that the organisations'
// scores differ in ways a reader of the dashboard would expect (a building site smokes more than a
// school, a software company sleeps worse), and a trend over the twelve months of history.
import type { CustomQuestionnaireKey } from '@/config/constants';
import { DEFAULT_DIVISION_NAME } from '@/config/constants';
import { DEV_SUBSCRIPTIONS_ORGANISATION_ID } from '@/config/environment';
import type { IndustryName } from './industries';

export interface DivisionPlan {
  id: string;
  name: string;
  description: string;
  /** Relative share of the organisation's users. */
  weight: number;
}

export interface HealthProfile {
  /** Shift towards worse results, in standard deviations (negative is healthier). */
  body: number;
  mind: number;
  life: number;
  smokers: number;
  drinkers: number;
  /** Change of the shift over the year: negative improves, positive worsens. */
  trend: number;
  /** Share of users who have completed at least one measurement of the category by now. */
  completion: { body: number; mind: number; life: number };
}

export interface OrganisationPlan {
  id: string;
  name: string;
  /** Empty for the Subscriptions organisation, which belongs to no industry. */
  industry: IndustryName | '';
  address: string;
  phone: string;
  isActive: boolean;
  customQuestionnaires: CustomQuestionnaireKey[];
  createdDaysAgo: number;
  emailDomain: string;
  codePrefix: string;
  userCount: number;
  divisions: DivisionPlan[];
  profile: HealthProfile;
}

export const DEMO_ORGANISATION_ID = 'org-harbour-accounting';
export const INACTIVE_ORGANISATION_ID = 'org-westgate-retail';
export const PROVIDER_ORGANISATION_ID = 'org-kynd-wellness';
export const CLINIC_ORGANISATION_ID = 'org-northshore-medical';
export const SECOND_ACCOUNTING_ORGANISATION_ID = 'org-kauri-tax';
export const CONSTRUCTION_ORGANISATION_ID = 'org-summit-builders';
export const SUBSCRIPTIONS_ORGANISATION_ID = DEV_SUBSCRIPTIONS_ORGANISATION_ID;

const division = (
  organisationId: string,
  slug: string,
  name: string,
  description: string,
  weight: number,
): DivisionPlan => ({ id: `${organisationId}-${slug}`, name, description, weight });

const defaultDivision = (organisationId: string, weight = 1): DivisionPlan =>
  division(
    organisationId,
    'default',
    DEFAULT_DIVISION_NAME,
    'Everyone not yet placed in a team',
    weight,
  );

const profile = (
  body: number,
  mind: number,
  life: number,
  smokers: number,
  drinkers: number,
  trend: number,
  completion: HealthProfile['completion'],
): HealthProfile => ({ body, mind, life, smokers, drinkers, trend, completion });

export const ORGANISATION_PLANS: readonly OrganisationPlan[] = [
  {
    id: DEMO_ORGANISATION_ID,
    name: 'Harbour Accounting Partners',
    industry: 'Accounting',
    address: '120 Quay Street, Auckland Central, Auckland 1010',
    phone: '+6493001200',
    isActive: true,
    customQuestionnaires: ['hearing-v2', 'vision-v2'],
    createdDaysAgo: 900,
    emailDomain: 'harbouraccounting.example.com',
    codePrefix: 'HARBOUR',
    userCount: 44,
    divisions: [
      defaultDivision(DEMO_ORGANISATION_ID, 0.6),
      division(DEMO_ORGANISATION_ID, 'audit', 'Audit & Assurance', 'External audit teams', 1.2),
      division(DEMO_ORGANISATION_ID, 'tax', 'Tax', 'Personal and business tax', 1),
      division(DEMO_ORGANISATION_ID, 'advisory', 'Advisory', 'Business advisory', 0.8),
    ],
    profile: profile(0.1, 0.35, 0.1, 0.08, 0.55, -0.35, { body: 0.7, mind: 0.85, life: 0.92 }),
  },
  {
    id: SECOND_ACCOUNTING_ORGANISATION_ID,
    name: 'Kauri Tax & Advisory',
    industry: 'Accounting',
    address: '45 Victoria Street, Hamilton Central, Hamilton 3204',
    phone: '+6478391145',
    isActive: true,
    customQuestionnaires: ['structural-health'],
    createdDaysAgo: 700,
    emailDomain: 'kauritax.example.com',
    codePrefix: 'KAURI',
    userCount: 26,
    divisions: [
      defaultDivision(SECOND_ACCOUNTING_ORGANISATION_ID, 1),
      division(SECOND_ACCOUNTING_ORGANISATION_ID, 'bookkeeping', 'Bookkeeping', 'Small clients', 1),
    ],
    profile: profile(0.2, 0.5, 0.3, 0.12, 0.6, 0.15, { body: 0.5, mind: 0.7, life: 0.85 }),
  },
  {
    id: CONSTRUCTION_ORGANISATION_ID,
    name: 'Summit Builders',
    industry: 'Construction',
    address: '8 Foundry Road, Silverdale, Auckland 0932',
    phone: '+6494267700',
    isActive: true,
    customQuestionnaires: ['hearing-v2', 'structural-health'],
    createdDaysAgo: 820,
    emailDomain: 'summitbuilders.example.com',
    codePrefix: 'SUMMIT',
    userCount: 36,
    divisions: [
      defaultDivision(CONSTRUCTION_ORGANISATION_ID, 0.5),
      division(CONSTRUCTION_ORGANISATION_ID, 'site', 'Site Crew', 'Builders and labourers', 2),
      division(CONSTRUCTION_ORGANISATION_ID, 'office', 'Project Office', 'Managers and QS', 0.7),
    ],
    profile: profile(0.7, 0.2, 0.35, 0.32, 0.8, -0.25, { body: 0.6, mind: 0.55, life: 0.8 }),
  },
  {
    id: 'org-ironbridge-civil',
    name: 'Ironbridge Civil',
    industry: 'Construction',
    address: '210 Main South Road, Hornby, Christchurch 8042',
    phone: '+6433498800',
    isActive: true,
    customQuestionnaires: ['hearing-v2', 'vision-v2', 'structural-health'],
    createdDaysAgo: 610,
    emailDomain: 'ironbridgecivil.example.com',
    codePrefix: 'IRONBRIDGE',
    userCount: 30,
    divisions: [
      defaultDivision('org-ironbridge-civil', 0.6),
      division('org-ironbridge-civil', 'roading', 'Roading', 'Road maintenance crews', 1.5),
      division('org-ironbridge-civil', 'plant', 'Plant & Fleet', 'Machinery operators', 1),
    ],
    profile: profile(0.85, 0.3, 0.45, 0.38, 0.85, 0.2, { body: 0.55, mind: 0.45, life: 0.75 }),
  },
  {
    id: 'org-bayview-college',
    name: 'Bayview College',
    industry: 'Education',
    address: '30 Marine Parade, Mount Maunganui 3116',
    phone: '+6475750330',
    isActive: true,
    customQuestionnaires: ['vision-v2'],
    createdDaysAgo: 760,
    emailDomain: 'bayviewcollege.example.com',
    codePrefix: 'BAYVIEW',
    userCount: 32,
    divisions: [
      defaultDivision('org-bayview-college', 0.5),
      division('org-bayview-college', 'teaching', 'Teaching Staff', 'Classroom teachers', 2),
      division(
        'org-bayview-college',
        'support',
        'Support Staff',
        'Administration and grounds',
        0.8,
      ),
    ],
    profile: profile(-0.1, 0.45, 0.0, 0.06, 0.5, -0.1, { body: 0.65, mind: 0.8, life: 0.9 }),
  },
  {
    id: 'org-riverside-school',
    name: 'Riverside Primary School',
    industry: 'Education',
    address: '12 River Road, Whanganui 4500',
    phone: '+6463450012',
    isActive: true,
    customQuestionnaires: [],
    createdDaysAgo: 400,
    emailDomain: 'riversideprimary.example.com',
    codePrefix: 'RIVERSIDE',
    userCount: 20,
    divisions: [defaultDivision('org-riverside-school')],
    profile: profile(-0.2, 0.3, -0.15, 0.04, 0.4, 0.05, { body: 0.5, mind: 0.75, life: 0.9 }),
  },
  {
    id: CLINIC_ORGANISATION_ID,
    name: 'Northshore Medical Centre',
    industry: 'Healthcare',
    address: '5 Anzac Street, Takapuna, Auckland 0622',
    phone: '+6494890500',
    isActive: true,
    customQuestionnaires: ['vision-v2'],
    createdDaysAgo: 980,
    emailDomain: 'northshoremedical.example.com',
    codePrefix: 'NORTHSHORE',
    userCount: 30,
    divisions: [
      defaultDivision(CLINIC_ORGANISATION_ID, 0.5),
      division(CLINIC_ORGANISATION_ID, 'clinical', 'Clinical', 'Doctors and nurses', 2),
      division(CLINIC_ORGANISATION_ID, 'reception', 'Reception', 'Front desk', 0.6),
    ],
    profile: profile(-0.45, 0.25, -0.2, 0.03, 0.35, -0.15, { body: 0.9, mind: 0.8, life: 0.95 }),
  },
  {
    id: PROVIDER_ORGANISATION_ID,
    name: 'Kynd Wellness',
    industry: 'Healthcare',
    address: '1 Willis Street, Wellington Central, Wellington 6011',
    phone: '+6444990001',
    isActive: true,
    customQuestionnaires: ['hearing-v2', 'vision-v2', 'structural-health'],
    createdDaysAgo: 1200,
    emailDomain: 'kynd.example.com',
    codePrefix: 'KYND',
    userCount: 10,
    divisions: [defaultDivision(PROVIDER_ORGANISATION_ID)],
    profile: profile(-0.5, -0.2, -0.4, 0.0, 0.4, 0.0, { body: 0.9, mind: 0.9, life: 1 }),
  },
  {
    id: 'org-coastal-hotels',
    name: 'Coastal Hotels Group',
    industry: 'Hospitality',
    address: '77 Esplanade, Nelson 7010',
    phone: '+6435460770',
    isActive: true,
    customQuestionnaires: [],
    createdDaysAgo: 520,
    emailDomain: 'coastalhotels.example.com',
    codePrefix: 'COASTAL',
    userCount: 28,
    divisions: [
      defaultDivision('org-coastal-hotels', 0.5),
      division('org-coastal-hotels', 'kitchen', 'Kitchen', 'Chefs and kitchen hands', 1),
      division('org-coastal-hotels', 'front', 'Front of House', 'Reception and service', 1.2),
      division('org-coastal-hotels', 'housekeeping', 'Housekeeping', 'Rooms and laundry', 0.8),
    ],
    profile: profile(0.45, 0.55, 0.5, 0.28, 0.75, 0.3, { body: 0.45, mind: 0.6, life: 0.8 }),
  },
  {
    id: 'org-precision-metalworks',
    name: 'Precision Metalworks',
    industry: 'Manufacturing',
    address: '54 Kaiwharawhara Road, Wellington 6035',
    phone: '+6444721154',
    isActive: true,
    customQuestionnaires: ['hearing-v2'],
    createdDaysAgo: 680,
    emailDomain: 'precisionmetal.example.com',
    codePrefix: 'PRECISION',
    userCount: 30,
    divisions: [
      defaultDivision('org-precision-metalworks', 0.5),
      division(
        'org-precision-metalworks',
        'fabrication',
        'Fabrication',
        'Welding and cutting',
        1.6,
      ),
      division('org-precision-metalworks', 'dispatch', 'Dispatch', 'Warehouse and logistics', 0.9),
    ],
    profile: profile(0.6, 0.25, 0.3, 0.25, 0.7, -0.4, { body: 0.7, mind: 0.5, life: 0.7 }),
  },
  {
    id: 'org-greenleaf-grocers',
    name: 'Greenleaf Grocers',
    industry: 'Retail',
    address: '300 Great South Road, Papatoetoe, Auckland 2025',
    phone: '+6492783000',
    isActive: true,
    customQuestionnaires: ['vision-v2'],
    createdDaysAgo: 450,
    emailDomain: 'greenleafgrocers.example.com',
    codePrefix: 'GREENLEAF',
    userCount: 26,
    divisions: [
      defaultDivision('org-greenleaf-grocers', 0.6),
      division('org-greenleaf-grocers', 'stores', 'Stores', 'Shop floor teams', 1.5),
      division('org-greenleaf-grocers', 'distribution', 'Distribution', 'Distribution centre', 0.8),
    ],
    profile: profile(0.3, 0.35, 0.35, 0.2, 0.6, 0.1, { body: 0.5, mind: 0.6, life: 0.8 }),
  },
  {
    id: INACTIVE_ORGANISATION_ID,
    name: 'Westgate Retail',
    industry: 'Retail',
    address: '15 Westgate Drive, Massey, Auckland 0614',
    phone: '+6498310015',
    isActive: false,
    customQuestionnaires: [],
    createdDaysAgo: 860,
    emailDomain: 'westgateretail.example.com',
    codePrefix: 'WESTGATE',
    userCount: 16,
    divisions: [
      defaultDivision(INACTIVE_ORGANISATION_ID),
      division(INACTIVE_ORGANISATION_ID, 'store', 'Flagship Store', 'Westgate store team', 1),
    ],
    profile: profile(0.35, 0.4, 0.4, 0.22, 0.65, 0.0, { body: 0.4, mind: 0.5, life: 0.7 }),
  },
  {
    id: 'org-fernbyte-software',
    name: 'Fernbyte Software',
    industry: 'Technology',
    address: '90 Manners Street, Te Aro, Wellington 6011',
    phone: '+6448010090',
    isActive: true,
    customQuestionnaires: ['structural-health'],
    createdDaysAgo: 580,
    emailDomain: 'fernbyte.example.com',
    codePrefix: 'FERNBYTE',
    userCount: 30,
    divisions: [
      defaultDivision('org-fernbyte-software', 0.5),
      division('org-fernbyte-software', 'engineering', 'Engineering', 'Product engineering', 2),
      division('org-fernbyte-software', 'customer', 'Customer Success', 'Support and sales', 0.9),
    ],
    profile: profile(0.15, 0.6, 0.2, 0.07, 0.55, -0.2, { body: 0.45, mind: 0.85, life: 0.9 }),
  },
  {
    id: SUBSCRIPTIONS_ORGANISATION_ID,
    name: 'Subscriptions',
    industry: '',
    address: '1 Willis Street, Wellington Central, Wellington 6011',
    phone: '+6444990001',
    isActive: true,
    customQuestionnaires: [],
    createdDaysAgo: 1200,
    emailDomain: 'mail.example.com',
    codePrefix: 'SUBSCRIBE',
    userCount: 24,
    divisions: [defaultDivision(SUBSCRIPTIONS_ORGANISATION_ID)],
    profile: profile(0.1, 0.2, 0.1, 0.12, 0.55, -0.1, { body: 0.6, mind: 0.7, life: 0.9 }),
  },
];

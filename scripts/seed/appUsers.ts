// A few demo users made the way the mobile app makes them (docs/app-contract.md), through
// scripts/app.ts: signed in as themselves, they sign up with one of the demo organisation's access
// codes, set their profile and push settings, answer Body, Mind and Life, file a health check,
// get their results coloured by the server, and one raises a hearing alert. So the demo data holds
// documents exactly as real clients write them, next to the generated ones.
//
// Deterministic and idempotent: fixed uids and e-mails (the Auth accounts are put in place like the
// demo accounts), every date from the seed clock, and the previous run's documents removed first
// (removeAppUsers), so that each run signs the same people up again. The server stamps the sign-up and the alert with
// the time of the call; those two dates are then set to the seed clock, with the push reach the
// paused triggers would have derived: the seed's only own writes to these users.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { appAlertId } from '@/domain/appContract';
import { derivedFieldsPatch, userDerivedFields } from '@/domain/derivedFields';
import type { AlertQuestionnaire } from '@/domain/types';
import {
  answerQuestionnaire,
  closeApp,
  completeHealthCheck,
  connectApp,
  raiseAlert,
  setPushSettings,
  signUp,
  submitResults,
  updateProfile,
  type Answer,
} from '../app';
import { calculateOrganisationScores } from '../../functions/src/scores/calculateOrganisationScores';
import type { SeedClock } from './clock';

/** The organisation the app users join: it offers the hearing and vision questionnaires. */
export const APP_USERS_ORGANISATION_ID = 'org-ironbridge-civil';

export interface AppUserPlan {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  sex: 'male' | 'female';
  birthDate: string;
  /** An access code of APP_USERS_ORGANISATION_ID (scripts/seed/dataset.ts buildCodes). */
  code: string;
  /** Days before the seed clock's anchor the user signed up. */
  joinedDaysAgo: number;
  answers: Record<string, Record<string, Answer>>;
  healthCheck: Record<string, number | string>;
  results: {
    body: Record<string, number | string>;
    mind: Record<string, number | string>;
    life: Record<string, number | string>;
  };
  alert?: AlertQuestionnaire;
}

export const APP_USERS: readonly AppUserPlan[] = [
  {
    uid: 'demo-app-aroha',
    email: 'aroha.ngata@app.example.com',
    firstName: 'Aroha',
    lastName: 'Ngata',
    sex: 'female',
    birthDate: '1991-02-17',
    code: 'IRONBRIDGE-ROADING',
    joinedDaysAgo: 12,
    answers: {
      life: { q1: 'Often', q2: 'Sometimes', q3: 'Very often' },
      sleep: { q1: 'Rarely', q2: 7 },
      hearingSurvey: { q1: 'Yes', q2: 'Sometimes' },
    },
    healthCheck: { height: 168, weight: 74, systolicDiastolic: '128/84', smoking: 'never' },
    results: {
      body: { height: 168, weight: 74, systolicDiastolic: '128/84', smoking: 'never' },
      mind: { sleep: 58, stress: 12 },
      life: { life: 71 },
    },
    alert: 'hearing',
  },
  {
    uid: 'demo-app-tane',
    email: 'tane.walker@app.example.com',
    firstName: 'Tane',
    lastName: 'Walker',
    sex: 'male',
    birthDate: '1979-09-03',
    code: 'IRONBRIDGE-PLANT',
    joinedDaysAgo: 9,
    answers: {
      life: { q1: 'Rarely', q2: 'Never', q3: 'Sometimes' },
      mindfulness: { q1: 'Sometimes', q2: 'Often' },
    },
    healthCheck: { height: 181, weight: 101, waistCircumference: 104, alcohol: 18 },
    results: {
      body: { height: 181, weight: 101, waistCircumference: 104, alcohol: 18 },
      mind: { mindfulness: 35, anxiety: 9 },
      life: { life: 38 },
    },
  },
  {
    uid: 'demo-app-lily',
    email: 'lily.chen@app.example.com',
    firstName: 'Lily',
    lastName: 'Chen',
    sex: 'female',
    birthDate: '1996-12-08',
    code: 'IRONBRIDGE',
    joinedDaysAgo: 5,
    answers: {
      life: { q1: 'Very often', q2: 'Often', q3: 'Often' },
      gratitude: { q1: 'Agree', q2: 'Strongly agree' },
    },
    healthCheck: { height: 160, weight: 55, restingHeartRate: 58, lungFunction: 92 },
    results: {
      body: { height: 160, weight: 55, restingHeartRate: 58, lungFunction: 92 },
      mind: { gratitude: 84, depression: 4 },
      life: { life: 88 },
    },
  },
];

export interface AppUsersTarget {
  db: Firestore;
  auth: Auth;
  projectId: string;
  offset: number;
}

/** Puts each app user's Auth account in place (fixed uid, e-mail, the demo password). */
export type AccountUpsert = (account: {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}) => Promise<void>;

/** The Auth accounts alone, as restoring the demo data needs them. */
async function writeAppUserAccounts(upsert: AccountUpsert): Promise<void> {
  for (const plan of APP_USERS) {
    await upsert({
      id: plan.uid,
      email: plan.email,
      firstName: plan.firstName,
      lastName: plan.lastName,
    });
  }
}

/**
 * Removes a previous run's app users and their alerts, before the seed counts their organisation's
 * members (which must not count them) and the new sign-ups (which must find no users document).
 */
export async function removeAppUsers(db: Firestore): Promise<void> {
  const batch = db.batch();
  for (const plan of APP_USERS) {
    batch.delete(db.collection('users').doc(plan.uid));
    batch.delete(
      db.collection('questionnaireAlerts').doc(appAlertId(APP_USERS_ORGANISATION_ID, plan.uid)),
    );
  }
  await batch.commit();
}

/**
 * Lives each app user's first days through the app's doors (after removeAppUsers, the history
 * replay and the count of their organisation's members); answers how many were made.
 */
export async function seedAppUsers(
  { db, projectId, offset }: AppUsersTarget,
  clock: SeedClock,
  options: { password: string; upsertAccount: AccountUpsert },
): Promise<number> {
  await writeAppUserAccounts(options.upsertAccount);

  for (const plan of APP_USERS) {
    const client = connectApp({ offset, projectId });
    try {
      const joined = clock.daysAgo(plan.joinedDaysAgo, 8);
      const day = (offsetDays: number, hour: number) =>
        clock.daysAgo(plan.joinedDaysAgo - offsetDays, hour);
      await signUp(client, {
        email: plan.email,
        password: options.password,
        code: plan.code,
        firstName: plan.firstName,
        lastName: plan.lastName,
      });
      await updateProfile(
        client,
        { sex: plan.sex, birthDate: new Date(`${plan.birthDate}T00:00:00Z`) },
        day(0, 9),
      );
      await setPushSettings(
        client,
        { enabled: true, deviceToken: `demo-device-${plan.uid}` },
        day(0, 9),
      );
      let hour = 10;
      for (const [questionnaire, values] of Object.entries(plan.answers)) {
        await answerQuestionnaire(client, questionnaire, values, day(1, hour));
        hour += 1;
      }
      await completeHealthCheck(client, 'first', { date: day(2, 11), values: plan.healthCheck });
      for (const category of ['body', 'mind', 'life'] as const) {
        await submitResults(client, {
          category,
          values: plan.results[category],
          measuredAt: day(2, 12).toISOString(),
        });
      }
      if (plan.alert) await raiseAlert(client, plan.alert);

      const dates = db.batch();
      const userRef = db.collection('users').doc(plan.uid);
      // The push settings are the app's write, whose derived push reach the paused triggers miss.
      const written = (await userRef.get()).data() ?? {};
      dates.update(userRef, {
        createdAt: joined,
        ...derivedFieldsPatch(written, userDerivedFields(written)),
      });
      if (plan.alert) {
        dates.update(
          db.collection('questionnaireAlerts').doc(appAlertId(APP_USERS_ORGANISATION_ID, plan.uid)),
          {
            createdAt: day(1, 16),
          },
        );
      }
      await dates.commit();
    } finally {
      await closeApp(client);
    }
  }
  // Their results count in today's figures (the history replay ran before they existed).
  await calculateOrganisationScores(db, APP_USERS_ORGANISATION_ID, {
    now: clock.anchor,
    source: 'reconcile',
  });
  return APP_USERS.length;
}

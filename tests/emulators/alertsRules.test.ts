// The rules for hearing and vision alerts (docs/product.md §4, §6), firestore.rules against the Firestore
// emulator. An update is accepted only as the spec describes it: one appended
// action recording the caller, a status of docs/product.md §4, a bounded comment, a questionnaire the alert
// flags, and statuses that follow the rule.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_COMMENT_MAX_LENGTH, type AlertStatus } from '../../src/config/constants';
import {
  actionUserOf,
  alertNameFragments,
  impliedOverallStatus,
  newAlertAction,
  type AlertActionInput,
} from '../../src/domain/alerts';
import type { AlertAction, AlertQuestionnaire, QuestionnaireAlert } from '../../src/domain/types';
import { rulesEnvironment, writeDocuments } from './providerHarness';
import { alertUpdate } from '../helpers/expected';

const PROJECT_ID = 'demo-kynd-alert-rules';
const created = new Date('2026-01-10T09:00:00Z');

function person(id: string, organisationId: string, role: string, extra: DocumentData = {}) {
  return {
    firstName: `${id}First`,
    lastName: `${id}Last`,
    lowerFirstName: `${id}first`.toLowerCase(),
    lowerLastName: `${id}last`.toLowerCase(),
    email: `${id}@example.com`,
    role,
    organisation: { id: organisationId, name: `Organisation ${organisationId}` },
    division: { id: `${organisationId}-default`, name: 'Default division' },
    isActive: true,
    createdAt: created,
    updatedAt: created,
    ...extra,
  };
}

const USERS: Record<string, DocumentData> = {
  orgAdminA: person('orgAdminA', 'A', 'Org Admin', { phone: '+64210000001' }),
  orgAdminB: person('orgAdminB', 'B', 'Org Admin'),
  kyndAdmin: person('kyndAdmin', 'K', 'Kynd Admin'),
  staff1: person('staff1', 'K', 'User'),
  userA1: person('userA1', 'A', 'User'),
};

/** The Auth tokens: identity is the users document; staff status is the verified e-mail. */
const TOKENS: Record<string, DocumentData> = {
  orgAdminA: { email: 'orgadmina@example.com', email_verified: true },
  orgAdminB: { email: 'orgadminb@example.com', email_verified: true },
  kyndAdmin: { email: 'kyndadmin@example.com', email_verified: true },
  staff1: { email: 'staff1@example.com', email_verified: true },
  userA1: { email: 'usera1@example.com', email_verified: true },
};

const ORGANISATIONS = ['A', 'B', 'K'];

type Caller = keyof typeof TOKENS;

const actor = (uid: Caller) => actionUserOf(uid, USERS[uid] ?? {});

function earlierAction(
  questionnaire: AlertQuestionnaire,
  status: AlertStatus,
  day: number,
): AlertAction {
  return newAlertAction(
    actor('orgAdminA'),
    { questionnaire, status, comment: `${questionnaire} ${status}` },
    new Date(Date.UTC(2026, 0, 10 + day)),
  );
}

type StoredAlert = Omit<QuestionnaireAlert, 'id'>;

function alertOf(
  organisationId: string,
  panels: { hearing?: AlertStatus; vision?: AlertStatus },
  actions: AlertAction[],
): StoredAlert {
  const user = { firstName: 'Ngaio', lastName: 'Marsh', email: 'ngaio@example.com' };
  const base: Omit<StoredAlert, 'status'> = {
    user,
    organisation: { id: organisationId, name: `Organisation ${organisationId}` },
    division: { name: 'Default division' },
    createdAt: created,
    questionnaireAlerts: {
      hearing: panels.hearing !== undefined,
      vision: panels.vision !== undefined,
    },
    ...(panels.hearing ? { hearingStatus: panels.hearing } : {}),
    ...(panels.vision ? { visionStatus: panels.vision } : {}),
    actions,
    userNameFragments: alertNameFragments(user),
  };
  return { ...base, status: impliedOverallStatus(base) };
}

const ALERTS: Record<string, StoredAlert> = {
  // Both panels, two earlier hearing actions.
  alertA: alertOf('A', { hearing: 'In Progress', vision: 'Open' }, [
    earlierAction('hearing', 'Open', 0),
    earlierAction('hearing', 'In Progress', 1),
  ]),
  hearingOnlyA: alertOf('A', { hearing: 'Open' }, []),
  alertB: alertOf('B', { hearing: 'Open', vision: 'Open' }, []),
};

let env: RulesTestEnvironment;

function dbOf(caller: Caller | 'signedOut'): Firestore {
  if (caller === 'signedOut')
    return env.unauthenticatedContext().firestore() as unknown as Firestore;
  return env.authenticatedContext(caller, TOKENS[caller]).firestore() as unknown as Firestore;
}

/** The alert as stored now (earlier actions keep their stored timestamps, so they compare equal). */
async function stored(alertId: string): Promise<StoredAlert> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    data = (await getDoc(doc(db, 'questionnaireAlerts', alertId))).data();
  });
  if (!data) throw new Error(`no alert ${alertId}`);
  return data as StoredAlert;
}

/** The write the dashboard makes (domain/alerts.ts), as `caller`, with `change` laid over it. */
async function update(
  caller: Caller,
  alertId: keyof typeof ALERTS,
  input: AlertActionInput,
  change: (write: DocumentData, action: AlertAction) => DocumentData = (write) => write,
): Promise<void> {
  const action = newAlertAction(actor(caller), input, new Date());
  const write = change(alertUpdate(await stored(alertId), action), action);
  await updateDoc(doc(dbOf(caller), 'questionnaireAlerts', alertId), write);
}

const without = (record: DocumentData, key: string): DocumentData =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

const resolveHearing: AlertActionInput = {
  questionnaire: 'hearing',
  status: 'Resolved',
  comment: 'Audiology results received.',
};

beforeAll(async () => {
  // Refused writes are the point of most tests; the SDK would log each one as a warning.
  setLogLevel('silent');
  env = await rulesEnvironment(PROJECT_ID);
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await writeDocuments(env, {
    ...Object.fromEntries(Object.entries(USERS).map(([id, data]) => [`users/${id}`, data])),
    ...Object.fromEntries(
      ORGANISATIONS.map((id) => [
        `organisations/${id}`,
        { name: `Organisation ${id}`, isActive: true },
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(ALERTS).map(([id, data]) => [`questionnaireAlerts/${id}`, data]),
    ),
  });
});

describe('accepted alert updates (docs/product.md §4)', () => {
  it('takes an Org Admin through both panels to Resolved, the overall status following', async () => {
    await assertSucceeds(update('orgAdminA', 'alertA', resolveHearing));
    let after = await stored('alertA');
    expect(after).toMatchObject({
      hearingStatus: 'Resolved',
      visionStatus: 'Open',
      status: 'Open',
    });
    expect(after.actions).toHaveLength(3);

    const resolveVision = { questionnaire: 'vision', status: 'Resolved', comment: '' } as const;
    await assertSucceeds(update('orgAdminA', 'alertA', resolveVision));
    after = await stored('alertA');
    expect(after).toMatchObject({
      hearingStatus: 'Resolved',
      visionStatus: 'Resolved',
      status: 'Resolved',
    });
    expect(after.actions.map((action) => [action.questionnaire, action.status])).toEqual([
      ['hearing', 'Open'],
      ['hearing', 'In Progress'],
      ['hearing', 'Resolved'],
      ['vision', 'Resolved'],
    ]);

    // Reopening a panel reopens the alert.
    const reopen = { questionnaire: 'vision', status: 'In Progress', comment: 'Back' } as const;
    await assertSucceeds(update('orgAdminA', 'alertA', reopen));
    expect(await stored('alertA')).toMatchObject({ visionStatus: 'In Progress', status: 'Open' });
  });

  it('takes any of the three statuses, and a comment up to the bound', async () => {
    for (const status of ['Open', 'In Progress', 'Resolved'] as const) {
      await assertSucceeds(
        update('orgAdminA', 'hearingOnlyA', {
          questionnaire: 'hearing',
          status,
          comment: 'x'.repeat(ALERT_COMMENT_MAX_LENGTH),
        }),
      );
    }
  });

  it("takes a Kynd Admin's update of any organisation's alert", async () => {
    await assertSucceeds(update('kyndAdmin', 'alertB', { ...resolveHearing, comment: 'Checked' }));
    await assertSucceeds(update('kyndAdmin', 'hearingOnlyA', resolveHearing));
  });

  it('records a caller without a phone without one', async () => {
    expect(actor('kyndAdmin')).not.toHaveProperty('phone');
    expect(actor('orgAdminA')).toHaveProperty('phone', '+64210000001');
    await assertFails(
      update('kyndAdmin', 'alertB', resolveHearing, (write, action) => ({
        ...write,
        actions: [{ ...action, actionUser: { ...action.actionUser, phone: '' } }],
      })),
    );
  });
});

describe('refused alert updates', () => {
  const withAction =
    (edit: (action: AlertAction) => DocumentData) =>
    (write: DocumentData, action: AlertAction): DocumentData => {
      const actions = write.actions as AlertAction[];
      return { ...write, actions: [...actions.slice(0, -1), edit(action)] };
    };

  it('refuses a forged actionUser', async () => {
    const forgeries: DocumentData[] = [
      { ...actor('orgAdminA'), id: 'userA1' },
      actor('userA1'),
      { ...actor('orgAdminA'), firstName: 'Someone' },
      { ...actor('orgAdminA'), lastName: 'Else' },
      { ...actor('orgAdminA'), email: 'other@example.com' },
      { ...actor('orgAdminA'), phone: '+6400' },
      { ...actor('orgAdminA'), organisation: { id: 'B', name: 'Organisation B' } },
      { ...actor('orgAdminA'), division: { id: 'A-sales', name: 'Sales' } },
      { ...actor('orgAdminA'), role: 'Kynd Admin' },
      without(actor('orgAdminA'), 'email'),
    ];
    for (const actionUser of forgeries) {
      await assertFails(
        update(
          'orgAdminA',
          'alertA',
          resolveHearing,
          withAction((action) => ({ ...action, actionUser })),
        ),
      );
    }
  });

  it('refuses an edited or removed earlier action', async () => {
    const [first, second] = ALERTS.alertA?.actions ?? [];
    if (!first || !second) throw new Error('alertA has two earlier actions');
    await assertFails(
      update('orgAdminA', 'alertA', resolveHearing, (write, action) => ({
        ...write,
        actions: [{ ...first, comment: 'Rewritten' }, second, action],
      })),
    );
    await assertFails(
      update('orgAdminA', 'alertA', resolveHearing, (write, action) => ({
        ...write,
        actions: [{ ...first, status: 'Resolved' }, second, action],
      })),
    );
    await assertFails(
      update('orgAdminA', 'alertA', resolveHearing, (write, action) => ({
        ...write,
        actions: [second, first, action],
      })),
    );
    await assertFails(
      update('orgAdminA', 'alertA', resolveHearing, (write, action) => ({
        ...write,
        actions: [second, action],
      })),
    );
    await assertFails(
      update('orgAdminA', 'alertA', resolveHearing, (write, action) => ({
        ...write,
        actions: [second, action, { ...action, comment: 'padding' }],
      })),
    );
    await assertFails(
      update('orgAdminA', 'alertA', resolveHearing, (write) => ({ ...write, actions: [] })),
    );
  });

  it('refuses two appended actions, or none', async () => {
    await assertFails(
      update('orgAdminA', 'alertA', resolveHearing, (write, action) => ({
        ...write,
        actions: [...(write.actions as AlertAction[]), { ...action, comment: 'again' }],
      })),
    );
    await assertFails(
      update('orgAdminA', 'alertA', resolveHearing, (write) => ({
        ...write,
        actions: ALERTS.alertA?.actions,
      })),
    );
  });

  it('refuses an out-of-range status', async () => {
    for (const status of ['Closed', 'resolved', '', 3]) {
      await assertFails(
        update('orgAdminA', 'alertA', resolveHearing, (write, action) => ({
          ...write,
          hearingStatus: status,
          actions: [...(write.actions as AlertAction[]).slice(0, -1), { ...action, status }],
        })),
      );
    }
  });

  it('refuses a comment over the bound, or not text', async () => {
    for (const comment of ['x'.repeat(ALERT_COMMENT_MAX_LENGTH + 1), 42, null]) {
      await assertFails(
        update(
          'orgAdminA',
          'alertA',
          resolveHearing,
          withAction((action) => ({ ...action, comment })),
        ),
      );
    }
  });

  it('refuses a questionnaire the alert does not flag, or an unknown one', async () => {
    await assertFails(
      update('orgAdminA', 'hearingOnlyA', resolveHearing, (write, action) => ({
        actions: [{ ...action, questionnaire: 'vision' }],
        visionStatus: 'Resolved',
        status: write.status,
      })),
    );
    await assertFails(
      update('orgAdminA', 'alertA', resolveHearing, (write, action) => ({
        ...write,
        actions: [
          ...(write.actions as AlertAction[]).slice(0, -1),
          { ...action, questionnaire: 'sight' },
        ],
      })),
    );
  });

  it('refuses a back-dated or future action, or one with fields beyond the five', async () => {
    const day = 24 * 60 * 60 * 1000;
    for (const edit of [
      (action: AlertAction) => ({ ...action, timestamp: new Date(Date.now() - day) }),
      (action: AlertAction) => ({ ...action, timestamp: new Date(Date.now() + day) }),
      (action: AlertAction) => ({ ...action, timestamp: 'today' }),
      (action: AlertAction) => ({ ...action, extra: true }),
      (action: AlertAction) => without(action, 'comment'),
    ]) {
      await assertFails(update('orgAdminA', 'alertA', resolveHearing, withAction(edit)));
    }
  });

  it("refuses statuses that do not follow the actions: the panel's or the overall one", async () => {
    // Hearing resolved while vision is Open: overall must stay Open.
    await assertFails(
      update('orgAdminA', 'alertA', resolveHearing, (write) => ({ ...write, status: 'Resolved' })),
    );
    await assertFails(
      update('orgAdminA', 'alertA', resolveHearing, (write) => ({
        ...write,
        status: 'In Progress',
      })),
    );
    // The only panel resolved: overall must become Resolved.
    await assertFails(
      update('orgAdminA', 'hearingOnlyA', resolveHearing, (write) => ({
        ...write,
        status: 'Open',
      })),
    );
    // The panel's status is the appended action's.
    await assertFails(
      update('orgAdminA', 'alertA', resolveHearing, (write) => ({
        ...write,
        hearingStatus: 'In Progress',
      })),
    );
    await assertFails(
      update('orgAdminA', 'alertA', resolveHearing, (write) => without(write, 'hearingStatus')),
    );
    // The other panel cannot move with it.
    await assertFails(
      update('orgAdminA', 'alertA', resolveHearing, (write) => ({
        ...write,
        visionStatus: 'Resolved',
        status: 'Resolved',
      })),
    );
  });

  it('refuses a change of any other field', async () => {
    const others: DocumentData[] = [
      { user: { firstName: 'X', lastName: 'Y' } },
      { organisation: { id: 'B', name: 'Organisation B' } },
      { division: { name: 'Sales' } },
      { createdAt: new Date() },
      { questionnaireAlerts: { hearing: true, vision: false } },
      { userNameFragments: ['x'] },
      { note: 'extra field' },
    ];
    for (const other of others) {
      await assertFails(
        update('orgAdminA', 'alertA', resolveHearing, (write) => ({ ...write, ...other })),
      );
    }
  });

  it('refuses an Org Admin of another organisation, the read-only staff, a user and a visitor', async () => {
    await assertFails(update('orgAdminB', 'alertA', resolveHearing));
    await assertFails(update('staff1', 'alertA', resolveHearing));
    await assertFails(update('userA1', 'alertA', resolveHearing));
    const action = newAlertAction(actor('orgAdminA'), resolveHearing, new Date());
    await assertFails(
      updateDoc(doc(dbOf('signedOut'), 'questionnaireAlerts/alertA'), {
        ...alertUpdate(await stored('alertA'), action),
      }),
    );
  });

  it('refuses a Kynd Admin whose users document says they are inactive', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await updateDoc(doc(db, 'users/kyndAdmin'), { isActive: false });
    });
    await assertFails(update('kyndAdmin', 'alertB', resolveHearing));
  });

  it('refuses creating or deleting an alert from a client, even for a Kynd Admin', async () => {
    const db = dbOf('kyndAdmin');
    await assertFails(setDoc(doc(db, 'questionnaireAlerts/new'), ALERTS.alertB as StoredAlert));
    await assertFails(deleteDoc(doc(db, 'questionnaireAlerts/alertB')));
  });
});

describe('reading alerts (docs/product.md §6)', () => {
  it("lets an Org Admin read their organisation's alerts only", async () => {
    const db = dbOf('orgAdminA');
    await assertSucceeds(getDoc(doc(db, 'questionnaireAlerts/alertA')));
    await assertSucceeds(
      getDocs(query(collection(db, 'questionnaireAlerts'), where('organisation.id', '==', 'A'))),
    );
    await assertFails(getDoc(doc(db, 'questionnaireAlerts/alertB')));
    await assertFails(
      getDocs(query(collection(db, 'questionnaireAlerts'), where('organisation.id', '==', 'B'))),
    );
    await assertFails(getDocs(collection(db, 'questionnaireAlerts')));
  });

  it('lets the Kynd Admin and the staff read every alert, and nobody else', async () => {
    for (const caller of ['kyndAdmin', 'staff1'] as const) {
      await assertSucceeds(getDoc(doc(dbOf(caller), 'questionnaireAlerts/alertB')));
      await assertSucceeds(getDocs(collection(dbOf(caller), 'questionnaireAlerts')));
    }
    await assertFails(getDoc(doc(dbOf('userA1'), 'questionnaireAlerts/alertA')));
    await assertFails(getDoc(doc(dbOf('signedOut'), 'questionnaireAlerts/alertA')));
  });
});

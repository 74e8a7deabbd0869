import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { messages } from '@/resources/activity/messages';
import {
  AUDIT_VALUE_TOO_LONG,
  auditActionText,
  auditChangeLines,
  auditable,
  changedFields,
  dayAfter,
  dayStart,
  describeDocumentChange,
  isStampedCollection,
  stampedActor,
  userUpdateAudit,
  type AuditEntry,
} from './audit';

describe('stampedActor', () => {
  const at = (ms: number) => new Date(ms);
  const stamp = (uid: string, ms: number) => ({ lastChangedBy: uid, lastChangedAt: at(ms) });

  it("names the stamp's author when a client's create or update set a new stamp", () => {
    expect(stampedActor(undefined, { name: 'A', ...stamp('u1', 1) }, 'unknown', 'x')).toBe('u1');
    expect(stampedActor(stamp('u1', 1), { ...stamp('u1', 2), name: 'B' }, 'unknown', 'x')).toBe(
      'u1',
    );
    expect(stampedActor(stamp('u1', 1), stamp('u2', 2), 'unknown', undefined)).toBe('u2');
  });

  it("puts a write that left the stamp as it was (the server's) on nobody", () => {
    expect(stampedActor(stamp('u1', 1), { ...stamp('u1', 1), lowerName: 'a' }, 'x', 'y')).toBe(
      null,
    );
    expect(stampedActor({ name: 'A' }, { name: 'B' }, 'unknown', 'x')).toBeNull();
    expect(stampedActor(undefined, { name: 'A' }, 'unknown', 'x')).toBeNull();
  });

  it("names a delete's author from the stamp of the version deleted", () => {
    expect(stampedActor(stamp('u3', 1), undefined, 'unknown', 'x')).toBe('u3');
    expect(stampedActor({ name: 'A' }, undefined, 'unknown', 'x')).toBeNull();
  });

  it("puts none of the server's own writes on the stamp", () => {
    const server = 'functions@example.iam.gserviceaccount.com';
    expect(stampedActor(stamp('u1', 1), stamp('u1', 2), 'service_account', server)).toBeNull();
    expect(stampedActor(stamp('u1', 1), undefined, 'system', undefined)).toBeNull();
    expect(
      stampedActor(stamp('u1', 1), undefined, 'unknown', 'p@appspot.gserviceaccount.com'),
    ).toBe(null);
  });
});

describe('isStampedCollection', () => {
  it('names the collections the screens write', () => {
    for (const path of ['codes', 'organisations', 'questions', 'industries', 'articles']) {
      expect(isStampedCollection(path)).toBe(true);
    }
    expect(isStampedCollection('initialMessages')).toBe(true);
    expect(isStampedCollection('organisations/o1/notifications')).toBe(true);
    // A Kynd Admin's edit of a user's names or subscription (docs/security.md "Audit trail").
    expect(isStampedCollection('users')).toBe(true);
    expect(isStampedCollection('questionnaireAlerts')).toBe(false);
    expect(isStampedCollection('organisations/o1/scores')).toBe(false);
  });
});

describe('changedFields', () => {
  it('keeps only the fields that changed, each side with its own', () => {
    expect(
      changedFields({ name: 'A', isActive: true, phone: '1' }, { name: 'B', isActive: true }),
    ).toEqual({ before: { name: 'A', phone: '1' }, after: { name: 'B' } });
  });

  it("leaves out of a side a field it lacks, even one called 'constructor'", () => {
    expect(changedFields({}, { constructor: 'x' })).toEqual({
      before: {},
      after: { constructor: 'x' },
    });
  });

  it('never copies a password, a push token or health data', () => {
    const changed = changedFields(
      { deviceToken: 'old', answers: { sleep: [1] }, scores: {} },
      { deviceToken: 'new', password: 'secret', answers: { sleep: [2] }, healthChecks: {} },
    );
    expect(changed).toEqual({ before: {}, after: {} });
  });

  it('stands in for a value too long to copy', () => {
    expect(auditable({ body: 'x'.repeat(5000), title: 'T' })).toEqual({
      body: AUDIT_VALUE_TOO_LONG,
      title: 'T',
    });
  });
});

describe('describeDocumentChange', () => {
  it('names creations, deletions and activations by their code', () => {
    expect(
      describeDocumentChange({ kind: 'codes', id: 'c1', before: undefined, after: { code: 'AB' } }),
    ).toMatchObject({ action: 'created', target: { kind: 'codes', id: 'c1', label: 'AB' } });
    expect(
      describeDocumentChange({
        kind: 'questions',
        id: 'q',
        before: { label: 'L' },
        after: undefined,
      }),
    ).toMatchObject({ action: 'deleted', before: { label: 'L' }, after: {} });
    expect(
      describeDocumentChange({
        kind: 'organisations',
        id: 'o',
        before: { name: 'O', isActive: true },
        after: { name: 'O', isActive: false },
      }),
    ).toMatchObject({ action: 'deactivated', after: { isActive: false } });
  });

  it('never shows the actor stamp as a changed field', () => {
    const stamp = (uid: string, ms: number) => ({
      lastChangedBy: uid,
      lastChangedAt: new Date(ms),
    });
    expect(
      describeDocumentChange({
        kind: 'articles',
        id: 'a',
        before: { title: 'T', ...stamp('u1', 1) },
        after: { title: 'T', ...stamp('u2', 2) },
      }),
    ).toBeNull();
    const created = describeDocumentChange({
      kind: 'codes',
      id: 'c',
      before: undefined,
      after: { code: 'AB', createdAt: new Date(1), password: 'secret', ...stamp('u1', 1) },
    });
    expect(created?.before).toEqual({});
    expect(created?.after).toEqual({ code: 'AB', createdAt: new Date(1) });
    const deleted = describeDocumentChange({
      kind: 'codes',
      id: 'c',
      before: { code: 'AB', ...stamp('u1', 1) },
      after: undefined,
    });
    expect(deleted?.before).toEqual({ code: 'AB' });
  });

  it('says nothing when only a time stamp or a derived field changed', () => {
    expect(
      describeDocumentChange({
        kind: 'questions',
        id: 'q',
        before: { label: 'L', updatedAt: new Date(1) },
        after: { label: 'L', updatedAt: new Date(2) },
      }),
    ).toBeNull();
    expect(
      describeDocumentChange({
        kind: 'organisations',
        id: 'o',
        before: { name: 'Harbour' },
        after: { name: 'Harbour', lowerName: 'harbour' },
      }),
    ).toBeNull();
  });

  it("records an organisation's divisions change as the one division's", () => {
    const before = { name: 'O', divisions: [{ id: 'd1', name: 'One' }] };
    expect(
      describeDocumentChange({
        kind: 'organisations',
        id: 'o',
        before,
        after: { name: 'O', divisions: [{ id: 'd1', name: 'Uno' }] },
      }),
    ).toMatchObject({
      action: 'changed',
      target: { kind: 'divisions', id: 'd1', label: 'Uno' },
      before: { name: 'One' },
      after: { name: 'Uno' },
    });
    expect(
      describeDocumentChange({
        kind: 'organisations',
        id: 'o',
        before,
        after: { name: 'O', divisions: [] },
      }),
    ).toEqual({
      action: 'deleted',
      target: { kind: 'divisions', id: 'd1', label: 'One' },
      before: { id: 'd1', name: 'One' },
      after: {},
    });
    expect(
      describeDocumentChange({
        kind: 'organisations',
        id: 'o',
        before,
        after: {
          name: 'O',
          divisions: [
            { id: 'd2', name: 'Two' },
            { id: 'd1', name: 'One' },
          ],
        },
      }),
    ).toEqual({
      action: 'created',
      target: { kind: 'divisions', id: 'd2', label: 'Two' },
      before: {},
      after: { id: 'd2', name: 'Two' },
    });
  });
});

describe('userUpdateAudit', () => {
  const user = { role: 'User', isActive: true, isSubscriptionUser: false, division: { id: 'a' } };

  it('names each updateUser action with its before and after', () => {
    expect(userUpdateAudit(user, { action: 'setRole', role: 'Org Admin' })).toEqual({
      action: 'changedRole',
      before: { role: 'User' },
      after: { role: 'Org Admin' },
    });
    expect(userUpdateAudit(user, { action: 'setActive', isActive: false })).toEqual({
      action: 'deactivated',
      before: { isActive: true, isSubscriptionUser: false },
      after: { isActive: false, isSubscriptionUser: true },
    });
    expect(
      userUpdateAudit(
        { allowedOrganisationsIds: ['x'] },
        { action: 'addClinicianOrganisation', organisationId: 'y' },
      ),
    ).toMatchObject({
      action: 'gaveClinicianAccess',
      after: { allowedOrganisationsIds: ['x', 'y'] },
    });
  });

  it('moves a user to Subscriptions on a subscription activation or a removal', () => {
    const inactive = { ...user, isActive: false, organisation: { id: 'o', name: 'Acme' } };
    expect(
      userUpdateAudit(inactive, { action: 'setActive', isActive: true, subscription: true }),
    ).toEqual({
      action: 'activatedAsSubscriptionUser',
      before: {
        isActive: false,
        isSubscriptionUser: false,
        organisation: { id: 'o', name: 'Acme' },
      },
      after: { isActive: true, isSubscriptionUser: true, organisation: 'Subscriptions' },
    });
    const active = { ...inactive, isActive: true };
    expect(
      userUpdateAudit(active, {
        action: 'setActive',
        isActive: false,
        removeFromOrganisation: true,
      }),
    ).toEqual({
      action: 'deactivatedAndRemoved',
      before: {
        isActive: true,
        isSubscriptionUser: false,
        organisation: { id: 'o', name: 'Acme' },
      },
      after: { isActive: false, isSubscriptionUser: true, organisation: 'Subscriptions' },
    });
  });

  it('is null for a request that changes nothing', () => {
    expect(userUpdateAudit(user, { action: 'setRole', role: 'User' })).toBeNull();
    expect(userUpdateAudit(user, { action: 'setDivision', divisionId: 'a' })).toBeNull();
  });
});

describe('the Activity list helpers', () => {
  const { translate } = createI18nProvider(messages);

  it('shows a change as one line per field, a value too long to copy in words', () => {
    expect(
      auditChangeLines(
        { role: 'User', body: AUDIT_VALUE_TOO_LONG },
        { role: 'Org Admin', isActive: true },
        translate,
      ),
    ).toEqual(['body: (too long to show) → —', 'isActive: — → true', 'role: User → Org Admin']);
  });

  it("words an entry's action code, with its kind's noun for a verb any kind takes", () => {
    const entry = { action: 'stored words', kind: 'users' as const };
    expect(auditActionText({ ...entry, actionCode: 'changedRole' }, translate)).toBe(
      'Changed role',
    );
    expect(auditActionText({ ...entry, actionCode: 'deactivated' }, translate)).toBe(
      'Deactivated user',
    );
    expect(
      auditActionText({ ...entry, actionCode: 'created', kind: 'initialMessages' }, translate),
    ).toBe('Created initial message');
  });

  it('shows an entry without a known code in its own plain words', () => {
    expect(auditActionText({ action: 'Changed role', kind: 'users' }, translate)).toBe(
      'Changed role',
    );
    const unknown = { action: 'Did a new thing', kind: 'users', actionCode: 'newThing' };
    expect(auditActionText(unknown as unknown as AuditEntry, translate)).toBe('Did a new thing');
  });

  it('bounds a date range by whole local days', () => {
    expect(dayStart('2026-03-01')).toEqual(new Date(2026, 2, 1));
    expect(dayAfter('2026-03-31')).toEqual(new Date(2026, 3, 1));
    expect(dayStart('not a day')).toBe('not a day');
  });
});

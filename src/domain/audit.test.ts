import { describe, expect, it } from 'vitest';
import {
  AUDIT_VALUE_TOO_LONG,
  auditChangeLines,
  auditable,
  changedFields,
  dayAfter,
  dayStart,
  describeDocumentChange,
  userUpdateAudit,
  writerUid,
} from './audit';

describe('writerUid', () => {
  it("names a user's write by its uid and none of the server's", () => {
    expect(writerUid('unknown', 'uid-1')).toBe('uid-1');
    expect(writerUid('service_account', 'functions@example.iam.gserviceaccount.com')).toBeNull();
    expect(writerUid('unknown', 'demo@appspot.gserviceaccount.com')).toBeNull();
    expect(writerUid('system', undefined)).toBeNull();
  });
});

describe('changedFields', () => {
  it('keeps only the fields that changed, each side with its own', () => {
    expect(
      changedFields({ name: 'A', isActive: true, phone: '1' }, { name: 'B', isActive: true }),
    ).toEqual({ before: { name: 'A', phone: '1' }, after: { name: 'B' } });
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
  it('names creations, deletions and activations in plain words', () => {
    expect(
      describeDocumentChange({ kind: 'codes', id: 'c1', before: undefined, after: { code: 'AB' } }),
    ).toMatchObject({ action: 'Created code', target: { kind: 'codes', id: 'c1', label: 'AB' } });
    expect(
      describeDocumentChange({
        kind: 'questions',
        id: 'q',
        before: { label: 'L' },
        after: undefined,
      }),
    ).toMatchObject({ action: 'Deleted question', before: { label: 'L' }, after: {} });
    expect(
      describeDocumentChange({
        kind: 'organisations',
        id: 'o',
        before: { name: 'O', isActive: true },
        after: { name: 'O', isActive: false },
      }),
    ).toMatchObject({ action: 'Deactivated organisation', after: { isActive: false } });
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
      action: 'Changed division',
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
    ).toMatchObject({ action: 'Deleted division', target: { id: 'd1' } });
  });
});

describe('userUpdateAudit', () => {
  const user = { role: 'User', isActive: true, isSubscriptionUser: false, division: { id: 'a' } };

  it('words each updateUser action with its before and after', () => {
    expect(userUpdateAudit(user, { action: 'setRole', role: 'Org Admin' })).toEqual({
      action: 'Changed role',
      before: { role: 'User' },
      after: { role: 'Org Admin' },
    });
    expect(userUpdateAudit(user, { action: 'setActive', isActive: false })).toEqual({
      action: 'Deactivated user',
      before: { isActive: true, isSubscriptionUser: false },
      after: { isActive: false, isSubscriptionUser: true },
    });
    expect(
      userUpdateAudit(
        { allowedOrganisationsIds: ['x'] },
        { action: 'addClinicianOrganisation', organisationId: 'y' },
      ),
    ).toMatchObject({
      action: 'Gave clinician access',
      after: { allowedOrganisationsIds: ['x', 'y'] },
    });
  });

  it('is null for a request that changes nothing', () => {
    expect(userUpdateAudit(user, { action: 'setRole', role: 'User' })).toBeNull();
    expect(userUpdateAudit(user, { action: 'setDivision', divisionId: 'a' })).toBeNull();
  });
});

describe('the Activity list helpers', () => {
  it('shows a change as one line per field', () => {
    expect(auditChangeLines({ role: 'User' }, { role: 'Org Admin', isActive: true })).toEqual([
      'isActive: — → true',
      'role: User → Org Admin',
    ]);
  });

  it('bounds a date range by whole local days', () => {
    expect(dayStart('2026-03-01')).toEqual(new Date(2026, 2, 1));
    expect(dayAfter('2026-03-31')).toEqual(new Date(2026, 3, 1));
    expect(dayStart('not a day')).toBe('not a day');
  });
});

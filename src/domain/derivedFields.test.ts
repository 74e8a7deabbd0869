import { describe, expect, it } from 'vitest';
import { alertNameFragments } from '@/domain/alerts';
import {
  alertActionFields,
  alertDerivedFields,
  derivedFieldsPatch,
  organisationDerivedFields,
  userDerivedFields,
} from '@/domain/derivedFields';

describe('userDerivedFields', () => {
  it('lower-cases the names and keeps a known role', () => {
    expect(
      userDerivedFields({ firstName: 'Mereana', lastName: 'Te Rangi', role: 'Org Admin' }),
    ).toEqual({
      lowerFirstName: 'mereana',
      lowerLastName: 'te rangi',
      role: 'Org Admin',
      isPushReachable: false,
    });
  });

  it('reads a missing or unknown role as User and missing names as empty', () => {
    expect(userDerivedFields({})).toEqual({
      lowerFirstName: '',
      lowerLastName: '',
      role: 'User',
      isPushReachable: false,
    });
    expect(userDerivedFields({ firstName: 3, role: 'Admin' })).toMatchObject({
      lowerFirstName: '',
      role: 'User',
    });
  });
});

describe('userDerivedFields isPushReachable', () => {
  const reach = (user: Record<string, unknown>) => userDerivedFields(user).isPushReachable;

  it('holds for a user who consents and has a device token', () => {
    expect(reach({ isReceivingPushNotifications: true, deviceToken: 'device-1' })).toBe(true);
  });

  it('does not hold without a token, without consent, or without either field', () => {
    expect(reach({ isReceivingPushNotifications: true, deviceToken: '' })).toBe(false);
    expect(reach({ isReceivingPushNotifications: false, deviceToken: 'device-1' })).toBe(false);
    expect(reach({ deviceToken: 'device-1' })).toBe(false);
    expect(reach({ isReceivingPushNotifications: true })).toBe(false);
    expect(reach({})).toBe(false);
  });

  it('takes only true as consent and only text as a token', () => {
    expect(reach({ isReceivingPushNotifications: 'true', deviceToken: 'device-1' })).toBe(false);
    expect(reach({ isReceivingPushNotifications: true, deviceToken: 42 })).toBe(false);
  });
});

describe('organisationDerivedFields', () => {
  it('lower-cases the name without its outer spaces, so that a typed prefix finds it', () => {
    expect(organisationDerivedFields({ name: '  Harbour Accounting ' })).toEqual({
      lowerName: 'harbour accounting',
    });
  });

  it('reads a missing or non-text name as empty', () => {
    expect(organisationDerivedFields({})).toEqual({ lowerName: '' });
    expect(organisationDerivedFields({ name: 42 })).toEqual({ lowerName: '' });
  });
});

describe('alertDerivedFields', () => {
  it("holds every piece of the alert user's first plus last name", () => {
    const fields = alertDerivedFields({ user: { firstName: 'Ana', lastName: 'Smith' } });
    expect(fields.userNameFragments).toEqual(
      alertNameFragments({ firstName: 'Ana', lastName: 'Smith' }),
    );
    expect(fields.userNameFragments).toContain('mit');
    expect(fields.userNameFragments).toContain('ana smith');
  });

  it('is empty for an alert without a user', () => {
    expect(alertDerivedFields({})).toEqual({ userNameFragments: [] });
    expect(alertDerivedFields({ user: null })).toEqual({ userNameFragments: [] });
  });
});

describe('derivedFieldsPatch', () => {
  it('returns only the fields that differ', () => {
    expect(
      derivedFieldsPatch(
        { lowerFirstName: 'ana', role: 'User' },
        { lowerFirstName: 'ana', lowerLastName: 'smith', role: 'User' },
      ),
    ).toEqual({ lowerLastName: 'smith' });
  });

  it('returns null when the document already holds them, lists compared item by item', () => {
    expect(
      derivedFieldsPatch({ userNameFragments: ['a', 'b'] }, { userNameFragments: ['a', 'b'] }),
    ).toBeNull();
    expect(
      derivedFieldsPatch({ userNameFragments: ['a'] }, { userNameFragments: ['a', 'b'] }),
    ).toEqual({ userNameFragments: ['a', 'b'] });
  });
});

describe('alertActionFields', () => {
  const action = (questionnaire: 'hearing' | 'vision', minute: number, comment: string) => ({
    actionUser: { id: 'u1', firstName: 'Olga', lastName: 'Admin' },
    status: 'In Progress',
    comment,
    timestamp: new Date(Date.UTC(2026, 0, 1, 0, minute)),
    questionnaire,
  });

  it("holds each panel's count of actions and its latest by time", () => {
    const actions = [
      action('hearing', 5, 'second'),
      action('hearing', 1, 'first'),
      action('vision', 3, 'seen'),
    ];
    expect(alertActionFields({ actions })).toEqual({
      actionsSummary: {
        hearing: { count: 2, latest: actions[0] },
        vision: { count: 1, latest: actions[2] },
      },
    });
  });

  it('is an empty summary for an alert without actions', () => {
    expect(alertActionFields({})).toEqual({
      actionsSummary: { hearing: { count: 0, latest: null }, vision: { count: 0, latest: null } },
    });
  });

  it('asks for no write when the stored summary is equal, whatever its key order (no trigger loop)', () => {
    const actions = [action('vision', 2, 'seen')];
    const wanted = alertActionFields({ actions });
    const stored = {
      actionsSummary: {
        vision: { latest: { ...actions[0], timestamp: new Date(actions[0]!.timestamp) }, count: 1 },
        hearing: { latest: null, count: 0 },
      },
    };
    expect(derivedFieldsPatch(stored, wanted)).toBeNull();
    expect(
      derivedFieldsPatch(
        { actionsSummary: { ...stored.actionsSummary, hearing: { count: 1, latest: null } } },
        wanted,
      ),
    ).toEqual(wanted);
  });
});

import { describe, expect, it } from 'vitest';
import { directoryEntryOf, sameDirectoryEntry } from './userDirectory';
import { DIRECTORY_FIELDS } from '../../tests/helpers/expected';

const created = new Date('2026-03-01T09:00:00Z');

/** A users document as the mobile app leaves it: health data, contact data and a push token. */
const appUser = {
  firstName: 'José',
  lastName: "O'Brien",
  email: 'jose@example.com',
  phone: '+64211234567',
  birthDate: new Date('1990-01-01'),
  sex: 'male',
  deviceToken: 'token-1',
  answers: { sleep: { answeredAt: created, values: { q1: 'Often' } } },
  healthChecks: { h1: { date: created, values: { weight: 80 } } },
  ongoingHealthCheck: { date: created, values: { height: 180 } },
  scores: { body: { weight: { colour: 'green', value: 80 } } },
  notifications: [{ title: 'Hi', body: 'There' }],
  organisation: { id: 'org-a', name: 'Harbour' },
  division: { id: 'div-1', name: 'Default division' },
  isActive: true,
  isSubscriptionUser: false,
  isReceivingPushNotifications: true,
  createdAt: created,
  updatedAt: created,
};

describe('directoryEntryOf', () => {
  it('keeps only the names, role, organisation, division, status and creation date', () => {
    expect(directoryEntryOf('u1', appUser)).toEqual({
      id: 'u1',
      firstName: 'José',
      lastName: "O'Brien",
      lowerFirstName: 'josé',
      lowerLastName: "o'brien",
      role: 'User',
      organisation: { id: 'org-a', name: 'Harbour' },
      division: { id: 'div-1', name: 'Default division' },
      isActive: true,
      createdAt: created,
    });
  });

  it('never carries a field outside DIRECTORY_FIELDS, whatever the users document holds', () => {
    const entry = directoryEntryOf('u1', { ...appUser, role: 'Org Admin', extra: 'x' }) ?? {};
    for (const key of Object.keys(entry)) {
      expect(DIRECTORY_FIELDS as readonly string[]).toContain(key);
    }
  });

  it('reads a user written with only the fields of docs/product.md §3, without a role', () => {
    const entry = directoryEntryOf('u2', {
      firstName: 'Ana',
      lastName: 'Lee',
      organisation: { id: 'org-a', name: 'Harbour' },
      division: { id: 'div-1', name: 'Default division' },
      isActive: false,
    });
    expect(entry).toMatchObject({ role: 'User', isActive: false, lowerFirstName: 'ana' });
    expect(entry).not.toHaveProperty('createdAt');
  });

  it('has no entry for a user without an organisation', () => {
    expect(directoryEntryOf('u3', { firstName: 'No', lastName: 'Org' })).toBeNull();
    expect(directoryEntryOf('u3', { firstName: 'No', organisation: { id: '' } })).toBeNull();
  });

  it('leaves out a division that names no id', () => {
    expect(directoryEntryOf('u4', { ...appUser, division: { name: 'x' } })).not.toHaveProperty(
      'division',
    );
  });
});

describe('sameDirectoryEntry', () => {
  const wanted = directoryEntryOf('u1', appUser);

  it('finds a stored entry equal whatever the time type and key order', () => {
    const stored = {
      ...wanted,
      createdAt: { toMillis: () => created.getTime() },
      organisation: { name: 'Harbour', id: 'org-a' },
    };
    expect(sameDirectoryEntry(stored, wanted)).toBe(true);
  });

  it('tells a changed name, division or status', () => {
    expect(sameDirectoryEntry({ ...wanted, firstName: 'Jose' }, wanted)).toBe(false);
    expect(sameDirectoryEntry({ ...wanted, isActive: false }, wanted)).toBe(false);
    expect(sameDirectoryEntry({ ...wanted, division: { id: 'd2', name: 'x' } }, wanted)).toBe(
      false,
    );
  });

  it('wants no entry where none is stored, and one where one is missing', () => {
    expect(sameDirectoryEntry(undefined, null)).toBe(true);
    expect(sameDirectoryEntry(undefined, wanted)).toBe(false);
    expect(sameDirectoryEntry({ id: 'u1' }, null)).toBe(false);
  });
});

// The clinician and user pickers find by typing: nothing is read before something is typed, then
// each pause asks the server for the first matches of a first or last name (or, for "first last",
// the first name's matches narrowed to the whole text), never more than a page of users.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Clinician } from '@/domain/clinicianPermissions';
import type { KyndDataProvider } from '@/providers/types';
import { fakeDataProvider, renderScreen } from '@/shared/screenTestKit';
import { PERSON_MATCHES } from '@/shared/personSearch';
import { ClinicianPicker } from './ClinicianPicker';
import { UserPicker, type PickedUser } from './UserPicker';

const PEOPLE = [
  {
    id: 'priya',
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'clinician@example.com',
    role: 'Clinician',
  },
  {
    id: 'pita',
    firstName: 'Pita',
    lastName: 'Sharp',
    email: 'pita@example.com',
    role: 'Clinician',
  },
  { id: 'sam', firstName: 'Sam', lastName: 'Priestley', email: 'sam@example.com', role: 'User' },
  ...Array.from({ length: 40 }, (_, index) => ({
    id: `p${index}`,
    firstName: `Priscilla${String(index).padStart(2, '0')}`,
    lastName: 'Many',
    email: `p${index}@example.com`,
    role: 'Clinician',
  })),
];

interface Asked {
  filter: { role?: string; search: { field: 'firstName' | 'lastName'; term: string } };
  pagination: { perPage: number };
  meta: { fields: readonly string[]; count?: boolean };
}

/** Answers as the server does: the role, a prefix of the lower-case name, one page. */
function serverLike() {
  return vi.fn((_resource: string, { filter, pagination }: Asked) => {
    const { field, term } = filter.search;
    const matching = PEOPLE.filter(
      (person) =>
        (filter.role === undefined || person.role === filter.role) &&
        person[field].toLowerCase().startsWith(term),
    );
    return Promise.resolve({
      data: matching.slice(0, pagination.perPage),
      total: matching.length,
    });
  });
}

function ClinicianHarness({ onChange }: { onChange: (clinician: Clinician | null) => void }) {
  const [value, setValue] = useState<Clinician | null>(null);
  return (
    <ClinicianPicker
      value={value}
      onChange={(clinician) => {
        setValue(clinician);
        onChange(clinician);
      }}
      helperText="Choose a clinician"
    />
  );
}

function renderClinicianPicker() {
  const getList = serverLike();
  const onChange = vi.fn();
  renderScreen(<ClinicianHarness onChange={onChange} />, {
    dataProvider: fakeDataProvider({ getList: getList as unknown as KyndDataProvider['getList'] }),
    resource: 'users',
  });
  const box = screen.getByRole('combobox', { name: 'Clinician' });
  box.focus();
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  /** Documents asked for since the last call. */
  let seen = 0;
  const askedSince = () => {
    const calls = getList.mock.calls.slice(seen);
    seen = getList.mock.calls.length;
    return calls.map(([, params]) => params);
  };
  return { getList, onChange, type, askedSince };
}

// The first render of react-admin's context takes a few seconds on a busy machine.
describe('ClinicianPicker', { timeout: 20_000 }, () => {
  it('reads nothing before typing, then a page of clinicians by first or last name', async () => {
    const { getList, type, askedSince, onChange } = renderClinicianPicker();
    expect(getList).not.toHaveBeenCalled();
    type('shar');
    await screen.findByRole(
      'option',
      { name: 'Priya Sharma (clinician@example.com)' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('option', { name: 'Pita Sharp (pita@example.com)' })).toBeDefined();
    const asked = askedSince();
    expect(asked.map((params) => params.filter)).toEqual([
      { role: 'Clinician', search: { field: 'firstName', term: 'shar' } },
      { role: 'Clinician', search: { field: 'lastName', term: 'shar' } },
    ]);
    expect(asked.reduce((sum, params) => sum + params.pagination.perPage, 0)).toBeLessThanOrEqual(
      PERSON_MATCHES,
    );
    fireEvent.click(screen.getByRole('option', { name: 'Priya Sharma (clinician@example.com)' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'priya' }));
  });

  it('finds "first last" in any case, from one page of first-name matches', async () => {
    const { type, askedSince } = renderClinicianPicker();
    type('priya SHARMA');
    await screen.findByRole(
      'option',
      { name: 'Priya Sharma (clinician@example.com)' },
      { timeout: 5000 },
    );
    expect(screen.getAllByRole('option')).toHaveLength(1);
    const asked = askedSince();
    expect(asked.map((params) => params.filter.search)).toEqual([
      { field: 'firstName', term: 'priya' },
    ]);
    expect(asked[0]?.pagination.perPage).toBe(PERSON_MATCHES);
    type('Sharma Priya');
    await screen.findByText('No clinicians found', {}, { timeout: 5000 });
  });

  it('shows at most a page of options however many clinicians match', async () => {
    const { type } = renderClinicianPicker();
    type('pri');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1), {
      timeout: 5000,
    });
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(PERSON_MATCHES);
  });
});

describe('UserPicker', { timeout: 20_000 }, () => {
  it('asks for users of any role by last name, a page at most', async () => {
    const getList = serverLike();
    const onChange = vi.fn<(user: PickedUser | null) => void>();
    renderScreen(<UserPicker value={null} onChange={onChange} />, {
      dataProvider: fakeDataProvider({
        getList: getList as unknown as KyndDataProvider['getList'],
      }),
      resource: 'users',
    });
    const box = screen.getByRole('combobox', { name: 'User' });
    box.focus();
    fireEvent.change(box, { target: { value: 'priest' } });
    await screen.findByRole('option', { name: 'Sam Priestley' }, { timeout: 5000 });
    const asked = getList.mock.calls.map(([, params]) => params);
    expect(asked.every((params) => params.filter.role === undefined)).toBe(true);
    // An option's fields alone, and no count: a picker shows its first matches, no next page.
    expect(asked.map((params) => params.meta)).toEqual([
      { fields: ['firstName', 'lastName', 'email', 'organisation'], count: false },
      { fields: ['firstName', 'lastName', 'email', 'organisation'], count: false },
    ]);
    expect(asked.reduce((sum, params) => sum + params.pagination.perPage, 0)).toBeLessThanOrEqual(
      PERSON_MATCHES,
    );
  });
});

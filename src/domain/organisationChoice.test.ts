import { describe, expect, it } from 'vitest';
import { chosenOrganisation } from './organisationChoice';

const OFFERED = [
  { id: 'a', name: 'Acme' },
  { id: 'b', name: 'Bayview College' },
];

describe('chosenOrganisation', () => {
  it('is the caller’s own organisation for an organisation-scoped role, whatever is kept', () => {
    expect(
      chosenOrganisation({ own: 'o1', stored: 'b', offered: OFFERED, defaultFirst: true }),
    ).toBe('o1');
    expect(
      chosenOrganisation({ own: 'o1', stored: '', offered: undefined, defaultFirst: false }),
    ).toBe('o1');
  });

  it('keeps the stored choice when it is offered', () => {
    expect(
      chosenOrganisation({ own: undefined, stored: 'b', offered: OFFERED, defaultFirst: true }),
    ).toBe('b');
  });

  it('keeps the stored choice while the options are not read yet', () => {
    expect(
      chosenOrganisation({ own: undefined, stored: 'b', offered: undefined, defaultFirst: false }),
    ).toBe('b');
  });

  it('is the first offered by default when nothing is kept', () => {
    expect(
      chosenOrganisation({ own: undefined, stored: '', offered: OFFERED, defaultFirst: true }),
    ).toBe('a');
  });

  it('drops a stored choice no longer offered: the first by default, else none', () => {
    expect(
      chosenOrganisation({ own: undefined, stored: 'gone', offered: OFFERED, defaultFirst: true }),
    ).toBe('a');
    expect(
      chosenOrganisation({ own: undefined, stored: 'gone', offered: OFFERED, defaultFirst: false }),
    ).toBe('');
  });

  it('is none when nothing is offered', () => {
    expect(
      chosenOrganisation({ own: undefined, stored: 'b', offered: [], defaultFirst: true }),
    ).toBe('');
  });
});

import { movePayload, moveProblem, moveSummary } from '@/domain/userMove';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { messages } from '@/resources/users/messages';

const { translate } = createI18nProvider(messages);

const user = {
  id: 'u1',
  firstName: 'Ana',
  lastName: 'Smith',
  organisation: { id: 'A', name: 'Alpha' },
  division: { id: 'a1', name: 'Default division' },
};
const beta = {
  id: 'B',
  name: 'Beta',
  divisions: [
    { id: 'b1', name: 'Default division' },
    { id: 'b2', name: 'Sales' },
  ],
};

describe('moveProblem', () => {
  it('needs a user, an industry, an organisation and a division (docs/product.md §5)', () => {
    const complete = { userId: 'u1', industry: 'Retail', organisationId: 'B', divisionId: 'b2' };
    expect(moveProblem(complete)).toBeUndefined();
    for (const field of ['userId', 'industry', 'organisationId', 'divisionId'] as const) {
      const problem = moveProblem({ ...complete, [field]: '' });
      expect(problem && translate(problem)).toBe(
        'Please, choose an option in every field to proceed',
      );
    }
  });
});

describe('movePayload', () => {
  it('is the docs/product.md §3 user move payload', () => {
    expect(movePayload(user, beta, 'b2')).toEqual({
      userId: 'u1',
      oldOrgId: 'A',
      oldDivisionId: 'a1',
      newOrgName: 'Beta',
      newOrgId: 'B',
      newDivisionName: 'Sales',
      newDivisionId: 'b2',
    });
  });

  it('is undefined when the user, the organisation or the division is not found', () => {
    expect(movePayload(undefined, beta, 'b2')).toBeUndefined();
    expect(movePayload(user, undefined, 'b2')).toBeUndefined();
    expect(movePayload(user, beta, 'a1')).toBeUndefined();
  });

  it('names no origin for a user without an organisation', () => {
    expect(movePayload({ id: 'u2' }, beta, 'b1')).toMatchObject({
      oldOrgId: '',
      oldDivisionId: '',
    });
  });
});

describe('moveSummary', () => {
  it('says who moves from where to where', () => {
    expect(moveSummary(user, beta, { name: 'Sales' }, translate)).toBe(
      'Ana Smith will move from Alpha (Default division) to Beta (Sales).',
    );
    expect(moveSummary({ id: 'u2' }, beta, { name: 'Sales' }, translate)).toBe(
      'The user will move from no organisation to Beta (Sales).',
    );
  });
});

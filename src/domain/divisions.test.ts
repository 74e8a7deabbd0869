import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '@/config/constants';
import { REQUIRED } from '@/domain/codes';
import { DIVISION_LIMIT_REACHED, canAddDivision, isDefaultDivision } from '@/domain/divisions';
import { CHOOSE_AN_ORGANISATION, FILL_IN_DIVISION_FIELDS, checkDivisionForm } from '@/domain/forms';

describe('divisions (docs/product.md §4, §5)', () => {
  it("recognises 'Default division', which cannot be edited", () => {
    expect(isDefaultDivision({ name: 'Default division' })).toBe(true);
    expect(isDefaultDivision({ name: ' Default division ' })).toBe(true);
    expect(isDefaultDivision({ name: 'Sales' })).toBe(false);
  });

  it('needs an organisation and a name', () => {
    expect(checkDivisionForm({ name: 'Sales' })).toMatchObject({
      ok: false,
      message: CHOOSE_AN_ORGANISATION,
    });
    expect(checkDivisionForm({ organisationId: 'o1', name: '  ' })).toEqual({
      ok: false,
      message: FILL_IN_DIVISION_FIELDS,
      errors: { name: REQUIRED },
    });
  });

  it('answers the trimmed name and description', () => {
    expect(checkDivisionForm({ organisationId: 'o1', name: ' Sales ', description: null })).toEqual(
      { ok: true, value: { organisationId: 'o1', name: 'Sales', description: '' } },
    );
  });

  it(`stops at ${FIELD_LIMITS.divisionsPerOrganisation} divisions per organisation`, () => {
    expect(canAddDivision(FIELD_LIMITS.divisionsPerOrganisation - 1)).toBe(true);
    expect(canAddDivision(FIELD_LIMITS.divisionsPerOrganisation)).toBe(false);
    expect(
      checkDivisionForm(
        { organisationId: 'o1', name: 'One more' },
        { divisionsCount: FIELD_LIMITS.divisionsPerOrganisation },
      ),
    ).toMatchObject({ ok: false, message: DIVISION_LIMIT_REACHED });
  });
});

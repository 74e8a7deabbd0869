import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANISATION_CODE_USAGE, normaliseQuestionnaires } from '@/config/constants';
import { REQUIRED, USAGE_NOT_A_WHOLE_NUMBER } from '@/domain/codes';
import {
  activationWord,
  newOrganisationDocuments,
  questionnaireLabel,
  sameQuestionnaires,
  subscriptionFlagFor,
} from '@/domain/organisations';
import {
  FILL_IN_ALL_REQUIRED_FIELDS,
  ORGANISATION_FORM_DEFAULTS,
  checkOrganisationForm,
} from '@/domain/forms';

const complete = {
  name: ' Harbour Accounting ',
  address: '120 Quay Street',
  phone: '',
  industry: 'Accounting',
  divisionName: 'Head office',
  code: 'harbour2',
  codeUsage: 20,
};

describe('create organisation form (docs/product.md §5)', () => {
  it('starts with a code usage of 20', () => {
    expect(ORGANISATION_FORM_DEFAULTS.codeUsage).toBe(DEFAULT_ORGANISATION_CODE_USAGE);
  });

  it('needs every field but the phone, and marks those left empty', () => {
    expect(
      checkOrganisationForm({ ...complete, name: '', address: ' ', industry: null, code: '' }),
    ).toEqual({
      ok: false,
      message: FILL_IN_ALL_REQUIRED_FIELDS,
      errors: { name: REQUIRED, address: REQUIRED, industry: REQUIRED, code: REQUIRED },
    });
    expect(checkOrganisationForm({ ...complete, divisionName: '', codeUsage: '' })).toMatchObject({
      errors: { divisionName: REQUIRED, codeUsage: REQUIRED },
    });
    expect(checkOrganisationForm({})).toMatchObject({ ok: false });
  });

  it('refuses a code usage that is not a whole number of at least 1', () => {
    expect(checkOrganisationForm({ ...complete, codeUsage: -3 })).toEqual({
      ok: false,
      message: USAGE_NOT_A_WHOLE_NUMBER,
      errors: { codeUsage: USAGE_NOT_A_WHOLE_NUMBER },
    });
  });

  it('answers trimmed values and the code upper-cased; the phone may be empty', () => {
    expect(checkOrganisationForm({ ...complete, codeUsage: '25' })).toEqual({
      ok: true,
      value: { ...complete, name: 'Harbour Accounting', code: 'HARBOUR2', codeUsage: 25 },
    });
  });
});

describe('the documents of a new organisation (docs/product.md §4)', () => {
  const checked = checkOrganisationForm(complete);
  if (!checked.ok) throw new Error('fixture');
  const createdAt = new Date('2026-02-03T04:05:06Z');
  const written = newOrganisationDocuments(
    checked.value,
    { organisationId: 'org1', divisionId: 'div1' },
    createdAt,
  );

  it('is active, with no managers, employees or custom questionnaires, and one division without codes', () => {
    // No copy of its code: every member reads the organisation (docs/product.md §3 "As built").
    const division = { id: 'div1', name: 'Head office' };
    expect(written.organisation).toEqual({
      name: 'Harbour Accounting',
      // What the list sorts by, without waiting for the trigger.
      lowerName: 'harbour accounting',
      address: '120 Quay Street',
      phone: '',
      isActive: true,
      managers: [],
      employees: [],
      divisions: [division],
      // Its division by id too (src/domain/divisionMaps.ts).
      divisionNames: { div1: 'Head office' },
      divisionsById: { div1: division },
      industry: 'Accounting',
      customQuestionnaires: [],
      createdAt,
    });
  });

  it('has one active, unused code in its first division, keyed by its value', () => {
    expect(written.codeId).toBe('code-harbour2');
    expect(written.code).toEqual({
      code: 'HARBOUR2',
      divisionId: 'div1',
      divisionName: 'Head office',
      organisationId: 'org1',
      organisationName: 'Harbour Accounting',
      isActive: true,
      currentUsage: 0,
      maximumUsage: 20,
    });
  });
});

describe('activation (docs/product.md §4)', () => {
  it('is confirmed with REACTIVATE or INACTIVATE', () => {
    expect(activationWord(true)).toBe('REACTIVATE');
    expect(activationWord(false)).toBe('INACTIVATE');
  });

  it("sets every employee's isSubscriptionUser to the opposite of isActive", () => {
    expect(subscriptionFlagFor(true)).toBe(false);
    expect(subscriptionFlagFor(false)).toBe(true);
  });
});

describe('custom questionnaires (docs/product.md §4, §9)', () => {
  it('keeps known keys once each, in the order of docs/product.md §9', () => {
    expect(
      normaliseQuestionnaires(['structural-health', 'unknown', 'hearing-v2', 'hearing-v2']),
    ).toEqual(['hearing-v2', 'structural-health']);
    expect(normaliseQuestionnaires(undefined)).toEqual([]);
  });

  it('sees an unchanged choice whatever its order, so that the update is skipped', () => {
    expect(sameQuestionnaires(['vision-v2', 'hearing-v2'], ['hearing-v2', 'vision-v2'])).toBe(true);
    expect(sameQuestionnaires(undefined, [])).toBe(true);
    expect(sameQuestionnaires(['vision-v2'], ['vision-v2', 'structural-health'])).toBe(false);
  });

  it('names them as docs/product.md §9 does', () => {
    expect(['hearing-v2', 'vision-v2', 'structural-health'].map(questionnaireLabel)).toEqual([
      'Hearing V2',
      'Vision V2',
      'Structural Health',
    ]);
  });
});

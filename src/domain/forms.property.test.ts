// Properties of the form checks of docs/product.md §5 over any typed values: none throws, a refusal
// always carries a message, and what is accepted is trimmed, non-blank where required, and within
// the bounds the database keeps (FIELD_LIMITS), so a save is never refused for its shape.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '@/config/constants';
import { checkDivisionForm, checkIndustryName, checkOrganisationForm } from './forms';
import { industryDocumentId, industryExists } from './industries';
import {
  EMPTY_NOTIFICATION_DRAFT,
  missingNotificationFields,
  notificationWrite,
  validNotificationBody,
  validNotificationTitle,
} from './notifications';
import { ALLOWED_STAFF_EMAILS, isAllowedStaffEmail } from './staff';
import { maxText, text as boundedText } from '@/domain/schemas/fields';
import { createUserProblem, createUserRequest } from './userCreate';

/** Short and long text of every script, blank text among it. */
const text = (max: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.string({ unit: 'grapheme-ascii', maxLength: max + 10 }),
    fc.constantFrom(
      '',
      '   ',
      '\t\n',
      '\u3000',
      '<img src=x onerror=alert(1)>',
      'Māori 日本語 العربية',
    ),
  );
const optional = (arbitrary: fc.Arbitrary<string>) => fc.option(arbitrary, { nil: undefined });
const trimmed = (value: string) => value === value.trim();

describe('maxText, properties', () => {
  it('refuses exactly the text longer than its schema allows once trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.nat(20), (value, limit) => {
        const message = maxText('name_too_long', boundedText(limit))(value);
        expect(message === undefined).toBe(value.trim().length <= limit);
        if (message) expect(message).toBe('name_too_long');
      }),
    );
  });
});

describe('checkOrganisationForm, properties', () => {
  it('accepts only trimmed, non-blank, bounded text and an upper-case code', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: optional(text(FIELD_LIMITS.organisationName)),
          address: optional(text(FIELD_LIMITS.address)),
          phone: optional(text(FIELD_LIMITS.phone)),
          industry: optional(text(FIELD_LIMITS.industryName)),
          divisionName: optional(text(FIELD_LIMITS.divisionName)),
          code: optional(text(FIELD_LIMITS.code)),
          codeUsage: optional(fc.oneof(fc.string(), fc.integer().map(String))),
        }),
        (values) => {
          const checked = checkOrganisationForm(values);
          if (!checked.ok) {
            expect(checked.message).toMatch(/./);
            return;
          }
          const value = checked.value;
          for (const field of ['name', 'address', 'industry', 'divisionName', 'code'] as const) {
            expect(value[field]).not.toBe('');
            expect(trimmed(value[field])).toBe(true);
          }
          expect(value.name.length).toBeLessThanOrEqual(FIELD_LIMITS.organisationName);
          expect(value.address.length).toBeLessThanOrEqual(FIELD_LIMITS.address);
          expect(value.phone.length).toBeLessThanOrEqual(FIELD_LIMITS.phone);
          expect(value.divisionName.length).toBeLessThanOrEqual(FIELD_LIMITS.divisionName);
          expect(value.code.length).toBeLessThanOrEqual(FIELD_LIMITS.code);
          expect(value.code).toBe(value.code.toUpperCase());
        },
      ),
    );
  });
});

describe('checkDivisionForm, properties', () => {
  it('accepts only a trimmed, non-blank, bounded name and a bounded description', () => {
    fc.assert(
      fc.property(
        optional(text(10)),
        optional(text(FIELD_LIMITS.divisionName)),
        optional(text(FIELD_LIMITS.divisionDescription)),
        (organisationId, name, description) => {
          const checked = checkDivisionForm({ organisationId, name, description });
          if (!checked.ok) {
            expect(checked.message).toMatch(/./);
            return;
          }
          expect(checked.value.name).not.toBe('');
          expect(trimmed(checked.value.name)).toBe(true);
          expect(trimmed(checked.value.description)).toBe(true);
          expect(checked.value.name.length).toBeLessThanOrEqual(FIELD_LIMITS.divisionName);
          expect(checked.value.description.length).toBeLessThanOrEqual(
            FIELD_LIMITS.divisionDescription,
          );
        },
      ),
    );
  });
});

describe('checkIndustryName, properties', () => {
  it('accepts a trimmed, bounded name not already there (apart from case), with a valid id', () => {
    fc.assert(
      fc.property(
        text(FIELD_LIMITS.industryName),
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 }),
        (raw, existing) => {
          const checked = checkIndustryName(raw, existing);
          if (!checked.ok) {
            expect(checked.message).toMatch(/./);
            return;
          }
          expect(checked.name).not.toBe('');
          expect(trimmed(checked.name)).toBe(true);
          expect(checked.name.length).toBeLessThanOrEqual(FIELD_LIMITS.industryName);
          expect(industryExists(existing, checked.name)).toBe(false);
          expect(industryExists([...existing, checked.name], checked.name.toLowerCase())).toBe(
            true,
          );
          // Firestore's own bound on ids: 1,500 bytes, no slash, never '.', '..' or '__…__'.
          const id = industryDocumentId(checked.name);
          expect(new TextEncoder().encode(id).length).toBeLessThanOrEqual(1500);
          expect(id).toMatch(/^industry-[^/]+$/);
        },
      ),
    );
  });
});

describe('createUserProblem, properties', () => {
  it('lets through only a plausible, bounded e-mail and bounded, non-blank names', () => {
    fc.assert(
      fc.property(
        fc.record({
          role: fc.constantFrom('User', 'Org Admin', 'Kynd Admin', 'Clinician'),
          email: fc.oneof(fc.emailAddress(), text(FIELD_LIMITS.email)),
          firstName: text(FIELD_LIMITS.personName),
          lastName: text(FIELD_LIMITS.personName),
          organisationId: fc.constantFrom('org-1', ''),
          divisionId: fc.constantFrom('division-1', ''),
        }),
        (form) => {
          const problem = createUserProblem(form);
          if (problem !== undefined) {
            expect(problem).toMatch(/./);
            return;
          }
          const request = createUserRequest(form);
          expect(request.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
          expect(request.email.length).toBeLessThanOrEqual(FIELD_LIMITS.email);
          for (const name of [request.firstName, request.lastName]) {
            expect(name).not.toBe('');
            expect(trimmed(name)).toBe(true);
            expect(name.length).toBeLessThanOrEqual(FIELD_LIMITS.personName);
          }
        },
      ),
    );
  });
});

describe('notifications, properties', () => {
  it('a complete draft within the validators writes trimmed, bounded, non-blank texts', () => {
    fc.assert(
      fc.property(
        text(FIELD_LIMITS.notificationTitle),
        text(FIELD_LIMITS.notificationBody),
        (title, body) => {
          const draft = { ...EMPTY_NOTIFICATION_DRAFT, organisationId: 'org-1', title, body };
          const refused =
            missingNotificationFields(draft).length > 0 ||
            validNotificationTitle(title) !== undefined ||
            validNotificationBody(body) !== undefined;
          if (refused) return;
          const write = notificationWrite(draft);
          expect(write.title).not.toBe('');
          expect(write.body).not.toBe('');
          expect(write.title.length).toBeLessThanOrEqual(FIELD_LIMITS.notificationTitle);
          expect(write.body.length).toBeLessThanOrEqual(FIELD_LIMITS.notificationBody);
        },
      ),
    );
  });
});

describe('isAllowedStaffEmail, properties', () => {
  it('accepts exactly the listed addresses: no padding, no other case, any other text refused', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (email) => {
        expect(isAllowedStaffEmail(email)).toBe(ALLOWED_STAFF_EMAILS.includes(email));
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...ALLOWED_STAFF_EMAILS),
        fc.constantFrom(' ', '\t', '\u200b', '.'),
        (email, padding) => {
          expect(isAllowedStaffEmail(`${padding}${email}`)).toBe(false);
          expect(isAllowedStaffEmail(`${email}${padding}`)).toBe(false);
          expect(isAllowedStaffEmail(email.toUpperCase())).toBe(false);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_KINDS, auditActionText } from '@/domain/audit';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { messages } from '@/resources/activity/messages';
import { auditActionWords } from './auditWords';

describe("an audit entry's plain words", () => {
  it('name the kind for a verb any kind takes, and stand alone otherwise', () => {
    expect(auditActionWords('created', 'users')).toBe('Created user');
    expect(auditActionWords('deactivated', 'organisations')).toBe('Deactivated organisation');
    expect(auditActionWords('changed', 'initialMessages')).toBe('Changed initial message');
    expect(auditActionWords('changedDivision', 'users')).toBe('Changed division');
    expect(auditActionWords('signedUpWithCode', 'users')).toBe('Signed up with a code');
  });

  it("are the Activity screen's English for every action and kind", () => {
    const { translate } = createI18nProvider(messages);
    for (const actionCode of AUDIT_ACTIONS) {
      for (const kind of AUDIT_KINDS) {
        expect(auditActionWords(actionCode, kind)).toBe(
          auditActionText({ action: '', actionCode, kind }, translate),
        );
      }
    }
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { USER_REFUSALS } from '@/domain/userAdministration';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { messages } from '@/resources/users/messages';
import { userRefusal } from './caller';

describe('a refusal to act on a user', () => {
  it("says the Users list's English words, with its code for the screens to word", () => {
    const { translate } = createI18nProvider(messages);
    for (const reason of USER_REFUSALS) {
      const refusal = userRefusal(reason);
      expect(refusal.message).toBe(translate(`resources.users.bulk.refusals.${reason}`));
      expect(refusal.details).toEqual({ reason });
      expect(refusal.code).toBe(reason === 'userNotFound' ? 'not-found' : 'permission-denied');
    }
  });
});

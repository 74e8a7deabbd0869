import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, type ImportProblem } from '@/domain/userImport';
import { validation } from '@/i18n/en/validation';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { messages } from '@/resources/userImports/messages';
import { messages as usersMessages } from '@/resources/users/messages';
import { IMPORT_REASONS } from './importReasons';

describe('the plain words of an import refusal', () => {
  it("are the screen's English words of its problem, for screens older than the code", () => {
    const { translate } = createI18nProvider({ ...validation, ...usersMessages, ...messages });
    for (const problem of Object.keys(IMPORT_MESSAGES) as ImportProblem[]) {
      expect(IMPORT_REASONS[problem], problem).toBe(translate(IMPORT_MESSAGES[problem]));
    }
  });
});

// The plain words of a row the import refuses, answered as its outcome's `reason` beside the
// `problem` code the screens word from their catalogue (domain/userImport IMPORT_MESSAGES): a
// screen loaded before the code was answered shows these, as it shows those of an outcome stored
// before then.
import { FIELD_LIMITS } from '@/config/constants';
import { tooLongMessage } from '@/domain/schemas/fields';
import type { ImportProblem } from '@/domain/userImport';

export const IMPORT_REASONS: Readonly<Record<ImportProblem, string>> = {
  required: 'Please, fill in all required fields',
  email: 'Invalid email',
  emailInUse: 'E-mail is already in use',
  firstNameTooLong: tooLongMessage('First name', FIELD_LIMITS.personName),
  lastNameTooLong: tooLongMessage('Last name', FIELD_LIMITS.personName),
  division: 'Unknown division',
  duplicate: 'Duplicate in the file',
  unknownRole: 'Unknown role',
  role: 'You may not give this role',
};

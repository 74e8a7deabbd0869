// Properties of the message templates' stored form (docs/product.md §3 Initial message).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editableLevel, toEditableMessage, toStoredMessage } from './messages';

/** Text as typed in the editor: any characters, line breaks of every kind, no literal break tag. */
const typed = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom('\n', '\r\n', '\r', '<b>x</b>', 'Māori 日本語 العربية'),
    ),
    { maxLength: 12 },
  )
  .map((pieces) => pieces.join(''))
  .filter((text) => !/<br\s*\/?>/i.test(text));

describe('message templates, properties', () => {
  it('stored text has no line break; it reads back with \\n for every break typed', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const stored = toStoredMessage(text);
        expect(stored).not.toMatch(/[\r\n]/);
        expect(toEditableMessage(stored)).toBe(text.replace(/\r\n|\r/g, '\n'));
      }),
    );
  });

  it('editing and storing again is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (stored) => {
        const once = toStoredMessage(toEditableMessage(stored));
        expect(toStoredMessage(toEditableMessage(once))).toBe(once);
      }),
    );
  });

  it('a stored level of any shape opens without throwing', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            isActive: fc.anything(),
            frequency: fc.anything(),
            subject: fc.string(),
            message: fc.string(),
          },
          { requiredKeys: [] },
        ),
        (level) => {
          const editable = editableLevel(level as Parameters<typeof editableLevel>[0]);
          expect(typeof editable.isActive).toBe('boolean');
          expect(typeof editable.message).toBe('string');
        },
      ),
    );
  });
});

// Initial message templates: stored with break tags for line breaks, edited as lines.
import { MESSAGE_FREQUENCY_DAYS, type Category, type ColourLevel } from '@/config/constants';
import { isOneOf } from '@/domain/oneOf';
import { firstTooLong } from '@/domain/schemas/fields';
import { messageLevelSchema } from '@/domain/schemas/entities';
import type { InitialMessage, InitialMessageLevel } from '@/domain/types';

export const MESSAGE_LEVELS: readonly ColourLevel[] = ['green', 'orange', 'red'];

export const DEFAULT_MESSAGE_CATEGORY: Category = 'Life';

export function toStoredMessage(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '<br>');
}

export function toEditableMessage(stored: string): string {
  return stored.replace(/<br\s*\/?>/gi, '\n');
}

export type EditableLevel = Omit<InitialMessageLevel, 'updatedAt'>;

export type EditableTemplate = Record<ColourLevel, EditableLevel>;

type StoredLevel = Partial<InitialMessageLevel> | undefined;

export function editableLevel(level: StoredLevel): EditableLevel {
  return {
    isActive: level?.isActive === true,
    frequency: isOneOf(MESSAGE_FREQUENCY_DAYS, level?.frequency)
      ? level.frequency
      : MESSAGE_FREQUENCY_DAYS[0],
    subject: level?.subject ?? '',
    message: toEditableMessage(level?.message ?? ''),
  };
}

export function editableTemplate(
  template: Partial<Pick<InitialMessage, ColourLevel>> | undefined,
): EditableTemplate {
  return Object.fromEntries(
    MESSAGE_LEVELS.map((level) => [level, editableLevel(template?.[level])]),
  ) as EditableTemplate;
}

function storedLevel(edited: EditableLevel): EditableLevel {
  return {
    isActive: edited.isActive,
    frequency: Number(edited.frequency),
    subject: edited.subject.trim(),
    message: toStoredMessage(edited.message.trim()),
  };
}

function sameLevel(before: StoredLevel, after: EditableLevel): boolean {
  return (
    before !== undefined &&
    before.isActive === after.isActive &&
    before.frequency === after.frequency &&
    (before.subject ?? '') === after.subject &&
    (before.message ?? '') === after.message
  );
}

const MESSAGE_TOO_LONG = {
  subject: 'resources.initialMessages.validation.subject_too_long',
  message: 'resources.initialMessages.validation.message_too_long',
} as const;

/** The message is measured as stored (break tags). The problem is a catalogue key. */
export function initialMessageProblem(edited: EditableTemplate) {
  for (const colour of MESSAGE_LEVELS) {
    const tooLong = firstTooLong(messageLevelSchema, storedLevel(edited[colour]), MESSAGE_TOO_LONG);
    if (tooLong) return { level: colour, problem: tooLong.message };
  }
  return null;
}

/** A changed level's updatedAt is now, the others keep theirs; null when nothing changed. */
export function initialMessageWrite(
  previous: Partial<InitialMessage> | undefined,
  target: { category: Category; measurement: string },
  edited: EditableTemplate,
  now: Date,
): Omit<InitialMessage, 'id' | 'updatedAt'> | null {
  let changed =
    previous === undefined ||
    previous.category !== target.category ||
    previous.measurement !== target.measurement;
  const levels = MESSAGE_LEVELS.map((colour) => {
    const before = previous?.[colour];
    const after = storedLevel(edited[colour]);
    const same = sameLevel(before, after);
    if (!same) changed = true;
    const updatedAt = same && before?.updatedAt instanceof Date ? before.updatedAt : now;
    return [colour, { ...after, updatedAt }];
  });
  if (!changed) return null;
  return { ...target, ...(Object.fromEntries(levels) as Record<ColourLevel, InitialMessageLevel>) };
}

export function initialMessageId(category: Category, measurementKey: string): string {
  return `${category.toLowerCase()}-${measurementKey}`;
}

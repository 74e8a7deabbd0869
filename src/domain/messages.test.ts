import { describe, expect, it } from 'vitest';
import {
  MESSAGE_LEVELS,
  editableTemplate,
  initialMessageId,
  initialMessageWrite,
  toEditableMessage,
  toStoredMessage,
} from '@/domain/messages';
import type { InitialMessage } from '@/domain/types';

const before = new Date('2026-01-01T00:00:00Z');
const now = new Date('2026-03-01T10:00:00Z');

const stored: InitialMessage = {
  id: 'body-smoking',
  category: 'Body',
  measurement: 'Smoking',
  updatedAt: before,
  green: {
    isActive: false,
    frequency: 90,
    subject: 'Great',
    message: 'Well done',
    updatedAt: before,
  },
  orange: {
    isActive: true,
    frequency: 30,
    subject: 'Tips',
    message: 'Line one<br>Line two',
    updatedAt: before,
  },
  red: { isActive: true, frequency: 7, subject: 'Talk to us', message: 'Call', updatedAt: before },
};

describe('line breaks (docs/product.md §3)', () => {
  it('stores line breaks as break tags', () => {
    expect(toStoredMessage('one\ntwo\r\nthree\rfour')).toBe('one<br>two<br>three<br>four');
    expect(toStoredMessage('no breaks')).toBe('no breaks');
  });

  it('restores every form of break tag as a line break', () => {
    expect(toEditableMessage('one<br>two<br/>three<BR />four')).toBe('one\ntwo\nthree\nfour');
  });

  it('round-trips', () => {
    const text = 'Kia ora,\n\nyour result is in.\nSee the app.';
    expect(toEditableMessage(toStoredMessage(text))).toBe(text);
  });
});

describe('the template', () => {
  it('shows green, orange and red', () => {
    expect(MESSAGE_LEVELS).toEqual(['green', 'orange', 'red']);
  });

  it('edits the message with line breaks', () => {
    expect(editableTemplate(stored).orange).toEqual({
      isActive: true,
      frequency: 30,
      subject: 'Tips',
      message: 'Line one\nLine two',
    });
    expect(editableTemplate(undefined).red).toEqual({
      isActive: false,
      frequency: 1,
      subject: '',
      message: '',
    });
  });

  it('writes nothing when nothing changed', () => {
    const target = { category: stored.category, measurement: stored.measurement };
    expect(initialMessageWrite(stored, target, editableTemplate(stored), now)).toBeNull();
  });

  it('sends the whole template, stamping only the levels that changed', () => {
    const edited = editableTemplate(stored);
    edited.red = { ...edited.red, message: 'Please call\nus soon', frequency: 14 };
    const write = initialMessageWrite(
      stored,
      { category: 'Body', measurement: 'Smoking' },
      edited,
      now,
    );
    expect(write).toEqual({
      category: 'Body',
      measurement: 'Smoking',
      green: { ...stored.green },
      orange: { ...stored.orange },
      red: {
        isActive: true,
        frequency: 14,
        subject: 'Talk to us',
        message: 'Please call<br>us soon',
        updatedAt: now,
      },
    });
  });

  it('stamps every level of a new template', () => {
    const write = initialMessageWrite(
      undefined,
      { category: 'Life', measurement: 'Life' },
      editableTemplate(undefined),
      now,
    );
    expect(write?.green.updatedAt).toBe(now);
    expect(write?.red.updatedAt).toBe(now);
    expect(initialMessageId('Life', 'life')).toBe('life-life');
  });
});

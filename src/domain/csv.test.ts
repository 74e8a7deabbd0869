import { describe, expect, it } from 'vitest';
import { cellText, toCsv } from './csv';

describe('the CSV writer', () => {
  it.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tfoo', '\rbar'])(
    'keeps %j as text with a leading apostrophe',
    (text) => {
      expect(cellText(text)).toBe(`'${text}`);
    },
  );

  it('leaves ordinary text, numbers and negative numbers alone', () => {
    expect(cellText('Acme = best')).toBe('Acme = best');
    expect(cellText(-3)).toBe('-3');
    expect(cellText(71.456)).toBe('71.46');
  });

  it('writes dates as ISO 8601 and nothing as an empty cell', () => {
    expect(cellText(new Date(Date.UTC(2025, 1, 1, 9, 30)))).toBe('2025-02-01T09:30:00.000Z');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
  });

  it('joins lists and neutralises the joined text', () => {
    expect(cellText(['Mind', 'Body'])).toBe('Mind; Body');
    expect(cellText(['=1', 'x'])).toBe("'=1; x");
  });

  it('quotes commas, quotes and line breaks, with CRLF line ends', () => {
    expect(
      toCsv([
        ['Name', 'Notes'],
        ['a,b', 'say "hi"'],
        ['two\nlines', '=SUM(A1)'],
      ]),
    ).toBe('Name,Notes\r\n"a,b","say ""hi"""\r\n"two\nlines",\'=SUM(A1)\r\n');
  });

  it('quotes a neutralised cell that holds a carriage return', () => {
    expect(toCsv([['\rx']])).toBe('"\'\rx"\r\n');
  });
});

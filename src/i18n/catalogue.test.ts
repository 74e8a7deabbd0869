// Every message key the screens use exists in the one English catalogue: a key missing from it
// would show as the raw key (or as react-admin's fallback) instead of the product's wording.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import englishMessages from 'ra-language-english';
import { CATALOGUE } from '@/resources/registry';

const SRC = join(__dirname, '..');
/** A string literal that is a message key of the catalogue's namespaces. */
const KEY = /['"`]((?:ra|resources|app)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)['"`]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function reactAdminKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? reactAdminKeys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the English catalogue', () => {
  const known = new Set([...Object.keys(CATALOGUE), ...reactAdminKeys(englishMessages)]);

  it('has every message key the source uses', () => {
    const missing = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(KEY)]
        .map((match) => match[1])
        .filter((key) => !known.has(key))
        .map((key) => `${relative(SRC, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the product wording of the shared refusal', () => {
    expect(CATALOGUE['app.common.try_again']).toBe('Please, try again later');
    expect(CATALOGUE['ra.notification.data_provider_error']).toBe('Please, try again later');
  });
});

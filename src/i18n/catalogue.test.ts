// Every message key the screens use exists in the one English catalogue: a key missing from it
// would show as the raw key (or as react-admin's fallback) instead of the product's wording.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import englishMessages from 'ra-language-english';
import { CATALOGUE, i18nProvider } from '@/resources/registry';

const SRC = join(__dirname, '..');
/** A string literal that is a message key of the catalogue's namespaces. */
const KEY = /['"`]((?:ra|resources|app)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)['"`]/g;

/** A constant holding a key or the start of one: `const KEYS = 'resources.activity'`. */
const CONSTANT = /const (\w+) = (['"`])((?:ra|resources|app)\.[^'"`]*)\2/g;
/** A template literal of name characters and simple placeholders, as keys are built. */
const TEMPLATE =
  /`((?:[A-Za-z0-9_.]|\$\{[^{}`]+\})*\$\{[^{}`]+\}(?:[A-Za-z0-9_.]|\$\{[^{}`]+\})*)`/g;

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

  // A template's placeholders take values known only at run time: each template must fit at least
  // one key, which finds a misspelt fixed part (`${keys}.list.itmes`), not a missing value's key.
  it('has a key for every template the source builds message keys from', () => {
    const unmatched = sourceFiles(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const constants = new Map(
        [...text.matchAll(CONSTANT)].map(([, name, , value]) => [name, value]),
      );
      return [...text.matchAll(TEMPLATE)]
        .map(([, template]) =>
          template.replace(/^\$\{(\w+)\}/, (whole, name: string) => constants.get(name) ?? whole),
        )
        .filter((template) => /^(ra|resources|app)\./.test(template))
        .filter((template) => {
          const pattern = template
            .split(/\$\{[^{}`]+\}/)
            .map((part) => part.replaceAll('.', '\\.'))
            .join('[A-Za-z0-9_.]+');
          const matches = new RegExp(`^${pattern}$`);
          return ![...known].some((key) => matches.test(key));
        })
        .map((template) => `${relative(SRC, file)}: ${template}`);
    });
    expect(unmatched).toEqual([]);
  });

  it('keeps the product wording of the shared refusal', () => {
    expect(CATALOGUE['app.common.try_again']).toBe('Please, try again later');
    expect(CATALOGUE['ra.notification.data_provider_error']).toBe('Please, try again later');
  });
});

// Count messages (docs/architecture.md, "Wording"): a count is passed as `smart_count` and its
// message gives the singular and the plural, 'one |||| many', so that one item never reads
// '1 items'. A count message is found by reading it with every number 1: a number followed by a
// plural noun (maybe through two adjectives) is one without its singular.

/** Tokens that carry a name, never a number ('Hearing actions taken', 'Text 2 actions'). */
const TEXT_TOKENS = new Set(['questionnaire', 'block', 'measurement', 'category']);
/** Words ending in s that are no plural noun ('1 employee was updated'). */
const NOT_PLURAL = new Set(['as', 'has', 'is', 'its', 'this', 'was', 'status', 'across']);
const TOKEN = /%\{(\w+)\}/g;
const ONE_THEN_WORDS = /\b1((?: [a-z]+){1,3})/g;
/** Where the messages are written, not used. */
const WORDING_FILE = /(messages\.ts|i18n\/en\/[a-z]+\.ts)$/;

function readWithOne(key: string, message: string): string {
  const options = Object.fromEntries(
    [...message.matchAll(TOKEN)].map(([, token]) => [
      token,
      TEXT_TOKENS.has(token) ? 'Hearing' : 1,
    ]),
  );
  return i18nProvider.translate(key, { ...options, smart_count: 1 });
}

/** The '1 …s' of a text: a 1 followed by a plural noun, through at most two other words. */
function oneOfMany(text: string): string[] {
  return [...text.matchAll(ONE_THEN_WORDS)].flatMap(([, after]) => {
    const words = after.trim().split(' ');
    const plural = words.find((word) => word.endsWith('s') && !NOT_PLURAL.has(word));
    return plural ? [`1 ${words.slice(0, words.indexOf(plural) + 1).join(' ')}`] : [];
  });
}

describe("the dashboard's count messages", () => {
  it('finds a count without its singular (the check itself)', () => {
    expect(oneOfMany('Deactivate 1 codes?')).toEqual(['1 codes']);
    expect(oneOfMany('Statistics of 1 matched active users')).toEqual(['1 matched active users']);
    expect(oneOfMany('1 of 1 employee was updated')).toEqual([]);
    expect(oneOfMany('Deactivate 1 code?')).toEqual([]);
  });

  it('never read "1 …s": every count message has its singular', () => {
    const wrong = Object.entries(CATALOGUE).flatMap(([key, message]) =>
      oneOfMany(readWithOne(key, message)).map((found) => `${key}: ${found}`),
    );
    expect(wrong).toEqual([]);
  });

  it('give exactly two forms, one and many, with the same names in them, chosen by smart_count', () => {
    const plural = Object.entries(CATALOGUE).filter(([, message]) => message.includes('||||'));
    expect(plural.length).toBeGreaterThan(20);
    for (const [key, message] of plural) {
      const forms = message.split('||||').map((form) => form.trim());
      expect(forms, key).toHaveLength(2);
      // The singular may spell the count out ('Only the first matched user is counted').
      const tokens = forms.map((form) =>
        [...form.matchAll(TOKEN)]
          .map(([, token]) => token)
          .filter((token) => token !== 'smart_count')
          .sort(),
      );
      expect(tokens[0], key).toEqual(tokens[1]);
      const count = (form: string, n: number) => form.replaceAll('%{smart_count}', String(n));
      expect(i18nProvider.translate(key, { smart_count: 1 }), key).toBe(count(forms[0], 1));
      expect(i18nProvider.translate(key, { smart_count: 2 }), key).toBe(count(forms[1], 2));
    }
  });

  it('are given their count as smart_count wherever the source uses them', () => {
    const plural = Object.keys(CATALOGUE).filter((key) => CATALOGUE[key].includes('||||'));
    const files = sourceFiles(SRC).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    const without = plural.flatMap((key) =>
      files
        .filter(({ file }) => !WORDING_FILE.test(file))
        .filter(({ text }) => text.includes(`'${key}'`) && !text.includes('smart_count'))
        .map(({ file }) => `${relative(SRC, file)}: ${key}`),
    );
    expect(without).toEqual([]);
  });
});

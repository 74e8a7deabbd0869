// @vitest-environment node
// The Node.js versions the README asks for are those the lock file's packages accept: the range
// of package.json's engines, stated word for word in the README, holds its lowest version of each
// major line for every locked package's `engines.node` (Vite, ESLint, jsdom and firebase-tools
// among them), and the versions just below each of them are refused by at least one package.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

type Version = [number, number, number];

function version(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text.split('.').map(Number);
  return [major, minor, patch];
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `v` meets one comparator of an npm range ('>=20.19.0', '^22.13', '20', '20.x', '*'). */
function meets(v: Version, comparator: string): boolean {
  const match = /^(\^|~|>=|<=|>|<|=)?v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(
    comparator,
  );
  if (!match) throw new Error(`Unread engines comparator: ${comparator}`);
  const [, operator = '', ...parts] = match;
  const given = parts.filter((part) => part !== undefined && !/[x*]/.test(part)).length;
  const bound = version(parts.slice(0, given).join('.'));
  switch (operator) {
    case '>=':
      return compare(v, bound) >= 0;
    case '>':
      return compare(v, bound) > 0;
    case '<=':
      return compare(v, bound) <= 0;
    case '<':
      return compare(v, bound) < 0;
    case '^':
      return compare(v, bound) >= 0 && v[0] === bound[0];
    case '~':
      return compare(v, bound) >= 0 && v[0] === bound[0] && (given < 2 || v[1] === bound[1]);
    default:
      // '20', '20.x', '=20.1.0': the versions that begin with what is given.
      return bound.slice(0, given).every((part, index) => v[index] === part);
  }
}

/** Whether `v` is in an npm range of `||` alternatives of space-separated comparators. */
function satisfies(v: Version, range: string): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => meets(v, comparator)),
  );
}

const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { engines?: { node?: string } }>;
};
/** Every locked package of the root install with its Node range (the functions' deploy apart). */
const locked = Object.entries(lock.packages)
  .filter(([path]) => path !== '' && !path.startsWith('functions'))
  .flatMap(([path, entry]) => (entry.engines?.node ? [[path, entry.engines.node] as const] : []));

/** The lowest version of each major line the range allows: '^20.19.0 || ^22.13.0' → 20.19.0, 22.13.0. */
const floors = engines
  .split('||')
  .map((alternative) => version(alternative.trim().replace(/^\^/, '')));

describe("the README's Node.js requirement", () => {
  it('reads as a range of a lowest version per major line', () => {
    expect(engines).toMatch(/^\^\d+\.\d+\.\d+( \|\| \^\d+\.\d+\.\d+)*$/);
    expect(read('README.md')).toContain(`Node.js \`${engines}\``);
  });

  it("is met by every locked package's engines at the lowest version of each line", () => {
    expect(locked.length).toBeGreaterThan(50);
    for (const floor of floors) {
      const refusing = locked.filter(([, range]) => !satisfies(floor, range));
      expect(refusing, floor.join('.')).toEqual([]);
    }
  });

  it('starts no line lower than the packages allow', () => {
    for (const [major, minor] of floors) {
      if (minor === 0) continue;
      const below: Version = [major, minor - 1, 99];
      expect(
        locked.some(([, range]) => !satisfies(below, range)),
        below.join('.'),
      ).toBe(true);
    }
  });

  it('reads npm ranges as npm does', () => {
    expect(satisfies([20, 19, 0], '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies([22, 11, 0], '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies([23, 1, 0], '^20.19.0 || ^22.13.0 || >=24')).toBe(false);
    expect(satisfies([20, 12, 0], '>= 20.12')).toBe(true);
    expect(satisfies([21, 0, 0], '20 || >=22')).toBe(false);
    expect(satisfies([25, 0, 0], '20 || 22 || 24')).toBe(false);
    expect(satisfies([18, 2, 0], '>=14.17 <19')).toBe(true);
  });
});

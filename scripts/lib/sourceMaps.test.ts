// @vitest-environment node
// An error report's stack mapped back to the sources with the build's kept maps (sourceMaps.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceMapsDir, symbolicate } from './sourceMaps';

const SOURCE = [
  'export function check(value: number): number {',
  '  if (value < 0) {',
  "    throw new Error('negative');",
  '  }',
  '  return value;',
  '}',
  '',
].join('\n');

const folder = mkdtempSync(join(tmpdir(), 'kynd-maps-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A minified chunk of SOURCE with its map kept where the build keeps them. */
function buildChunk(): { line: number; column: number } {
  const { code, map } = transformSync(SOURCE, {
    loader: 'ts',
    minify: true,
    sourcemap: 'external',
    sourcefile: 'src/domain/check.ts',
  });
  const maps = join(sourceMapsDir(join(folder, 'dist')), 'assets');
  mkdirSync(maps, { recursive: true });
  writeFileSync(join(maps, 'check-Ab12Cd.js.map'), map);
  const lines = code.split('\n');
  const line = lines.findIndex((text) => text.includes('new Error'));
  return { line: line + 1, column: (lines[line] ?? '').indexOf('new Error') + 1 };
}

describe('symbolicate', () => {
  const { line, column } = buildChunk();
  const maps = sourceMapsDir(join(folder, 'dist'));

  it('keeps the maps beside the output folder, not in it', () => {
    expect(sourceMapsDir('/repo/dist')).toBe('/repo/dist-sourcemaps');
    expect(sourceMapsDir('/repo/.stack/app-26000/')).toBe('/repo/.stack/app-26000-sourcemaps');
  });

  it("maps a V8 frame of a build's chunk to its place in the sources", () => {
    const stack = [
      'Error: negative',
      `    at Kn (https://dashboard.kynd.example/assets/check-Ab12Cd.js:${line}:${column})`,
      `    at https://dashboard.kynd.example/assets/check-Ab12Cd.js:${line}:${column}`,
    ].join('\n');
    expect(symbolicate(stack, maps)).toBe(
      [
        'Error: negative',
        '    at src/domain/check.ts:3:11',
        '    at src/domain/check.ts:3:11',
      ].join('\n'),
    );
  });

  it('maps a Firefox or Safari frame too', () => {
    expect(symbolicate(`Kn@https://h.example/assets/check-Ab12Cd.js:${line}:${column}`, maps)).toBe(
      'at src/domain/check.ts:3:11',
    );
  });

  it('leaves frames of other scripts, and of chunks without a kept map, as they were', () => {
    const stack = [
      '    at https://www.gstatic.com/recaptcha/api.js:1:200',
      '    at f (https://dashboard.kynd.example/assets/other-Zz99.js:1:5)',
      '    at native',
    ].join('\n');
    expect(symbolicate(stack, maps)).toBe(stack);
  });
});

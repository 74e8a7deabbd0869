// The production build's source maps, kept beside its output folder and never served
// (vite.config.ts keepSourceMapsApart), turn an error report's minified stack back into the
// sources' files, lines and names (README, Deploy). A chunk's name carries its content's hash, so
// one folder holds the maps of every build made there, and a report of an older release still
// finds its own.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/** The folder the build writes its maps to, as vite.config.ts names it. */
export const sourceMapsDir = (outDir: string) => `${outDir.replace(/[\\/]+$/, '')}-sourcemaps`;

/** One frame of a stack: V8's `at name (url:line:column)` / `at url:line:column`, or `name@url:line:column`. */
const FRAME =
  /^(?<indent>\s*)(?:at\s+(?:(?<v8name>.*?)\s+\()?(?<v8url>[^\s()]+):(?<v8line>\d+):(?<v8column>\d+)\)?|(?<name>[^@\s]*)@(?<url>\S+):(?<line>\d+):(?<column>\d+))\s*$/;

/** The map of a served script, from its URL's path (`/assets/index-abc.js`), if one was kept. */
function mapFor(mapsDir: string, url: string, cache: Map<string, TraceMap | null>) {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  if (!cache.has(path)) {
    const file = join(mapsDir, `${decodeURIComponent(path)}.map`);
    cache.set(path, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return cache.get(path) ?? null;
}

/**
 * The stack with every frame of the build's scripts mapped to its place in the sources
 * (`at src/…:line:column`); other frames and lines as they were.
 */
export function symbolicate(stack: string, mapsDir: string): string {
  const cache = new Map<string, TraceMap | null>();
  return stack
    .split('\n')
    .map((line) => {
      const frame = FRAME.exec(line)?.groups;
      if (!frame) return line;
      const url = frame.v8url ?? frame.url ?? '';
      const map = mapFor(mapsDir, url, cache);
      if (!map) return line;
      const original = originalPositionFor(map, {
        line: Number(frame.v8line ?? frame.line),
        column: Number(frame.v8column ?? frame.column) - 1,
      });
      if (original.source === null) return line;
      // The place in the sources; the minified function name would say nothing.
      return `${frame.indent}at ${original.source}:${original.line}:${original.column + 1}`;
    })
    .join('\n');
}

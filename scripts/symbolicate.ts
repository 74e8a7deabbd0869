// `npm run symbolicate -- <report file> [--maps <folder>]`: prints an error report's stack
// (src/monitoring/reporting.ts posts them) with the build's frames mapped back to the sources, from
// the source maps the build kept (default dist-sourcemaps, beside dist/: README, Deploy). The
// report may also come on standard input.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './lib/deployConfig';
import { sourceMapsDir, symbolicate } from './lib/sourceMaps';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { maps: { type: 'string', default: sourceMapsDir(join(REPO_ROOT, 'dist')) } },
});
const report = JSON.parse(readFileSync(positionals[0] ?? 0, 'utf8')) as {
  message?: string;
  stack?: string;
  release?: string;
  page?: string;
};
console.log(
  `${report.message ?? '(no message)'} (release ${report.release ?? '?'}, ${report.page ?? '?'})`,
);
console.log(symbolicate(report.stack ?? '', values.maps));

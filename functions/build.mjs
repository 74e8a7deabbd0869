// Bundles the callables with the shared domain code (../src/domain) into functions/lib/index.js, so that the
// deployed functions folder is self-contained. firebase-admin and firebase-functions stay external:
// they are installed from this package's dependencies at deploy time. The target is the oldest
// Node that runs the bundle: Cloud Functions runs the `engines` version (package.json), the local
// Functions emulator the machine's Node (20 or later, README).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
  logLevel: 'warning',
});

// Preloaded (`node --import`) into the firebase-tools process of the local stack.
//
// Why: the Auth emulator validates requests with exegesis, which compiles its whole OpenAPI schema
// with Ajv on start. Ajv's code optimisation pass is quadratic on that schema and took about two
// thirds of the Auth emulator's start-up CPU (about 20 s, 8 s without it, on 2 cores). The option
// only changes how the generated validation code is simplified, not what it accepts.
// If a future firebase-tools lays its modules out differently, this does nothing.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);

try {
  const exegesisDir = dirname(require.resolve('exegesis/package.json'));
  const Ajv = require(require.resolve('ajv', { paths: [exegesisDir] }));
  const Original = Ajv.default;
  if (typeof Original === 'function') {
    class UnoptimisedAjv extends Original {
      constructor(options = {}) {
        super({ ...options, code: { ...options.code, optimize: false } });
      }
    }
    Ajv.default = UnoptimisedAjv;
  }
} catch {
  // exegesis or Ajv not where expected: start normally.
}

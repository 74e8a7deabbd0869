// Setup of every end-to-end file: a test fails when a page it drove logged a console error or
// threw an uncaught error that the test did not announce with expectConsoleErrors (browser.ts).
// The files share the helpers' modules (vite.config.ts): each starts on the production build.
import { afterAll, afterEach } from 'vitest';
import { driveProductionBuild, takeAppErrors } from './browser';

driveProductionBuild();

function failOnAppErrors(when: string): void {
  const errors = takeAppErrors();
  if (errors.length > 0) {
    throw new Error(`The app reported errors ${when}:\n${errors.join('\n')}`);
  }
}

afterEach(() => failOnAppErrors('during the test'));
// Errors after the last test (its afterAll, a late request) count too.
afterAll(() => failOnAppErrors('after the last test'));

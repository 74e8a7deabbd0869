// Where Chromium is, for the end-to-end tests and the benchmark (playwright-core drives the
// system's browser: Playwright cannot download its own here). Looked up in order: CHROMIUM_PATH,
// then the usual places on Debian, Ubuntu and macOS (Chromium first, then Google Chrome, which
// takes the same switches). Run directly (`tsx scripts/chromium.ts`), it prints the path, or one
// line saying how to install Chromium and exits with status 1: `npm test` runs it first, so a
// machine without a browser stops at once instead of failing deep inside the end-to-end tests.
import { accessSync, constants } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_CANDIDATES: readonly string[] = [
  '/usr/bin/chromium', // Debian
  '/usr/bin/chromium-browser', // Ubuntu (deb or the snap's wrapper)
  '/snap/bin/chromium', // Ubuntu (snap)
  '/Applications/Chromium.app/Contents/MacOS/Chromium', // macOS (brew install --cask chromium)
  join(homedir(), 'Applications/Chromium.app/Contents/MacOS/Chromium'),
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export const CHROMIUM_INSTALL_HINT =
  'Chromium not found: install it (Debian: sudo apt-get install chromium; Ubuntu: sudo snap install chromium; macOS: brew install --cask chromium) or set CHROMIUM_PATH to its executable.';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export class ChromiumMissingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChromiumMissingError';
  }
}

/** The browser to drive; throws a one-line ChromiumMissingError when there is none. */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  candidates: readonly string[] = CHROMIUM_CANDIDATES,
  executable: (path: string) => boolean = isExecutable,
): string {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (executable(configured)) return configured;
    throw new ChromiumMissingError(
      `CHROMIUM_PATH=${configured} is not an executable browser. ${CHROMIUM_INSTALL_HINT}`,
    );
  }
  const found = candidates.find(executable);
  if (!found) throw new ChromiumMissingError(CHROMIUM_INSTALL_HINT);
  return found;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

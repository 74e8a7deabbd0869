// First global setup of the end-to-end project: without a browser there is nothing to run, so say
// so in one line before a stack is started and the app built (scripts/chromium.ts). Then one
// Chromium serves every file: each connects to it (browser.ts getBrowser) rather than starting its
// own, which took a second or two a file, and its disconnection closes the contexts it opened.
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/chromium';
import { BROWSER_ENDPOINT_VARIABLE, CHROMIUM_ARGS } from './browser';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  });
  // The test workers start after the global setups and inherit this environment.
  process.env[BROWSER_ENDPOINT_VARIABLE] = server.wsEndpoint();
  return async () => {
    delete process.env[BROWSER_ENDPOINT_VARIABLE];
    await server.close();
  };
}

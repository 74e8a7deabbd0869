// Serves a production build with the headers of firebase.json, as Firebase Hosting would (SPA
// rewrite to index.html included), to check that the Content-Security-Policy lets the app run.
//   tsx scripts/serve-with-headers.ts <dist dir> <port> [extra connect-src origins...]
// The app on a local host talks to the emulators at http://127.0.0.1:<port>, which production's
// policy does not allow: pass those origins (e.g. 'http://127.0.0.1:*') to add them to connect-src
// for the local check only.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFor, readHostingHeaders } from './lib/hostingHeaders';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

const [dir = 'dist', portText = '5180', ...extraConnect] = process.argv.slice(2);
const rules = readHostingHeaders(REPO_ROOT);

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
  const headers = headersFor(rules, path);
  const policy = headers.get('content-security-policy');
  if (policy && extraConnect.length > 0) {
    headers.set(
      'content-security-policy',
      policy.replace(/connect-src ([^;]*)/, `connect-src $1 ${extraConnect.join(' ')}`),
    );
  }
  let file = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
  response.writeHead(200, {
    ...Object.fromEntries(headers),
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
  });
  createReadStream(file).pipe(response);
}).listen(Number(portText), '127.0.0.1', () => {
  console.log(`Serving ${dir} with the firebase.json headers on http://127.0.0.1:${portText}`);
});

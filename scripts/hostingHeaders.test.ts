// @vitest-environment node
// The hosting headers of firebase.json (docs/security.md, "What is guaranteed"): what the browser is told to allow.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VIDEO_PLAYER_ORIGIN } from '../src/domain/videoEmbed';
import {
  cspAllows,
  globToRegExp,
  headersFor,
  parseCsp,
  readHostingHeaders,
} from './lib/hostingHeaders';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const rules = readHostingHeaders(REPO_ROOT);
const FIREBASE_ORIGINS = [
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firebasestorage.googleapis.com',
  'https://*.cloudfunctions.net',
  // App Check's token exchange, before a call of the callables open before sign-in.
  'https://content-firebaseappcheck.googleapis.com',
];
// Firebase Auth's phone sign-in (docs/product.md §5) runs an invisible reCAPTCHA: its script and its frame.
const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];

describe('firebase.json hosting headers', () => {
  const paths = ['/', '/index.html', '/dashboard', '/articles/a1', '/assets/index-abc123.js'];

  it.each(paths)('%s gets nosniff, the referrer policy, no framing and the CSP', (path) => {
    const headers = headersFor(rules, path);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-security-policy')).toBeTruthy();
  });

  it('caches the hashed assets for a year and makes the pages revalidate', () => {
    expect(headersFor(rules, '/assets/index-abc123.js').get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/index.html', '/dashboard', '/users/u1/show', '/preload-routes.js']) {
      expect(headersFor(rules, path).get('cache-control'), path).toBe('no-cache');
    }
    expect(headersFor(rules, '/favicon.svg').get('cache-control')).toBeUndefined();
  });

  describe('Content-Security-Policy', () => {
    const csp = parseCsp(headersFor(rules, '/').get('content-security-policy') ?? '');
    const directive = (name: string) => csp.get(name) ?? [];

    it('lets nobody frame the app, nor plugins, nor a changed base', () => {
      expect(directive('frame-ancestors')).toEqual(["'none'"]);
      expect(directive('object-src')).toEqual(["'none'"]);
      expect(directive('base-uri')).toEqual(["'self'"]);
      expect(directive('form-action')).toEqual(["'self'"]);
      expect(directive('default-src')).toEqual(["'self'"]);
    });

    it('runs only the app’s own scripts (and reCAPTCHA’s for phone sign-in), never eval or inline', () => {
      expect(directive('script-src')).toEqual(["'self'", ...RECAPTCHA_SCRIPTS]);
      for (const [name, sources] of csp) {
        expect(sources, name).not.toContain("'unsafe-eval'");
        expect(sources, name).not.toContain("'wasm-unsafe-eval'");
        expect(sources, name).not.toContain('*');
        expect(sources, name).not.toContain('https:');
        expect(sources, name).not.toContain('http:');
      }
    });

    it('allows inline styles only (MUI’s emotion injects them)', () => {
      expect(directive('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    });

    it('talks only to the app and Firebase', () => {
      expect(directive('connect-src')).toEqual(["'self'", ...FIREBASE_ORIGINS]);
    });

    it('frames only the video player of article videos and reCAPTCHA', () => {
      expect(directive('frame-src')).toContain(VIDEO_PLAYER_ORIGIN);
      expect(directive('frame-src')).toEqual([
        VIDEO_PLAYER_ORIGIN,
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]);
    });

    it('shows images of the app, data and blob URLs (crops) and Firebase Storage', () => {
      expect(directive('img-src')).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://firebasestorage.googleapis.com',
      ]);
    });

    it('is the same policy on every path', () => {
      const policies = new Set(
        ['/', '/dashboard', '/assets/x.js', '/favicon.svg'].map((path) =>
          headersFor(rules, path).get('content-security-policy'),
        ),
      );
      expect(policies.size).toBe(1);
    });
  });

  it('index.html has no inline script the policy would block', () => {
    const html = readFileSync(`${REPO_ROOT}/index.html`, 'utf8');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe('hosting globs', () => {
  it.each([
    ['**', '/anything/at/all.js', true],
    ['/assets/**', '/assets/index-1.js', true],
    ['/assets/**', '/other/index-1.js', false],
    ['**/!(*.*)', '/dashboard/body', true],
    ['**/!(*.*)', '/', true],
    ['**/!(*.*)', '/favicon.svg', false],
    ['/index.html', '/index.html', true],
    ['/index.html', '/indexxhtml', false],
  ])('%s matches %s: %s', (glob, path, matches) => {
    expect(globToRegExp(glob).test(path)).toBe(matches);
  });

  it('refuses a policy that names a directive twice', () => {
    expect(() => parseCsp("script-src 'self'; script-src *")).toThrow(/twice/);
  });
});

describe('CSP source matching (what `npm run deploy -- --check` tests report URLs with)', () => {
  it.each([
    [["'self'"], '/api/errors', true],
    [["'none'"], '/api/errors', false],
    [['https://errors.example'], 'https://errors.example/report', true],
    [['https://errors.example'], 'http://errors.example/report', false],
    [['https://errors.example'], 'https://errors.example:8443/report', false],
    [['https://errors.example:*'], 'https://errors.example:8443/report', true],
    [['https://*.example'], 'https://errors.example/report', true],
    [['https://*.example'], 'https://example/report', false],
    [['errors.example'], 'https://errors.example/x', true],
    [['https://errors.example/api/'], 'https://errors.example/api/report', true],
    [['https://errors.example/api/'], 'https://errors.example/other', false],
    [['https://errors.example/api/report'], 'https://errors.example/api/report', true],
    [['https:'], 'https://anything.example/x', true],
    [["'self'", 'https://*.cloudfunctions.net'], 'https://evil.example/x', false],
  ])('%j allows %s: %s', (sources, url, allowed) => {
    expect(cspAllows(sources, url)).toBe(allowed);
  });
});

// The hosting headers of firebase.json, read the way Firebase Hosting applies them: every rule
// whose glob matches the request path adds its headers, later rules overriding earlier ones. Used
// by the local server that checks the Content-Security-Policy against the built app and by the
// tests of the headers themselves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export function readHostingHeaders(repoRoot: string): HeaderRule[] {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting?: { headers?: HeaderRule[] };
  };
  return config.hosting?.headers ?? [];
}

/**
 * A regular expression for the globs firebase.json uses: `**` (any path), `*` (one segment's
 * characters) and the extglob `!(*.*)` (a segment without a dot). Anything else is literal.
 */
export function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length;) {
    if (glob.startsWith('**/', i)) {
      pattern += '(?:.*/)?';
      i += 3;
    } else if (glob.startsWith('**', i)) {
      pattern += '.*';
      i += 2;
    } else if (glob.startsWith('!(*.*)', i)) {
      pattern += '[^/.]*';
      i += 6;
    } else if (glob[i] === '*') {
      pattern += '[^/]*';
      i += 1;
    } else {
      pattern += glob[i].replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      i += 1;
    }
  }
  return new RegExp(`^/?${pattern.replace(/^\//, '')}$`);
}

/** The headers Hosting sends for a request path, by lower-cased name. */
export function headersFor(rules: readonly HeaderRule[], path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!globToRegExp(rule.source).test(path)) continue;
    for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
  }
  return headers;
}

/** A Content-Security-Policy as directive name → its sources, in order. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    // The first occurrence of a directive wins (CSP Level 3, 6.3); a repeat is an error to catch.
    if (directives.has(name.toLowerCase())) throw new Error(`Directive ${name} appears twice`);
    directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'wss:': '443' };

/**
 * Whether a CSP source list (one directive's sources) lets the page fetch `url`, by the CSP Level 3
 * matching of source expressions: `'self'` (a URL of the page's own origin, given here as a path),
 * `*`, a scheme (`https:`), or `[scheme://]host[:port][/path]` with a leading `*.` for subdomains
 * and a path that is a prefix when it ends in `/`. Keywords other than `'self'` allow no URL.
 */
export function cspAllows(sources: readonly string[], url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return sources.includes("'self'");
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  return sources.some((source) => {
    if (source === '*') return ['http:', 'https:'].includes(target.protocol);
    if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return target.protocol === source.toLowerCase();
    const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+|\*)(?::(\d+|\*))?(\/.*)?$/i.exec(
      source,
    );
    if (!match || source.startsWith("'")) return false;
    const [, scheme, wildcard, host = '', port, path] = match;
    if (scheme && `${scheme.toLowerCase()}:` !== target.protocol) return false;
    if (!scheme && !['http:', 'https:'].includes(target.protocol)) return false;
    const hostname = target.hostname.toLowerCase();
    const wanted = host.toLowerCase();
    const hostMatches = wildcard ? hostname.endsWith(`.${wanted}`) : hostname === wanted;
    if (!hostMatches) return false;
    const targetPort = target.port || DEFAULT_PORTS[target.protocol] || '';
    const sourcePort = port ?? DEFAULT_PORTS[scheme ? `${scheme.toLowerCase()}:` : target.protocol];
    if (sourcePort !== '*' && sourcePort !== targetPort) return false;
    if (!path) return true;
    return path.endsWith('/') ? target.pathname.startsWith(path) : target.pathname === path;
  });
}

// @vitest-environment node
// The functions' logs are structured: Cloud Logging indexes an entry's fields (its jsonPayload),
// so ids and names go in the fields passed last to `logger` (`{ organisationId }`), where a query
// (`jsonPayload.organisationId="…"`) finds every entry about one, never inside the message.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('.', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The logger calls whose message is built from values: a template with `${…}`, or `+`. */
function interpolatedMessages(text: string): string[] {
  const calls = text.matchAll(/\blogger\.(?:debug|info|log|warn|error)\(\s*([`'"])/g);
  return [...calls].flatMap((call) => {
    const start = (call.index ?? 0) + call[0].length;
    const quote = call[1];
    const end = text.indexOf(quote, start);
    const message = text.slice(start, end);
    const after = text.slice(end + 1).trimStart();
    return (quote === '`' && message.includes('${')) || after.startsWith('+') ? [call[0]] : [];
  });
}

describe('function logs', () => {
  it('finds what it looks for', () => {
    expect(
      interpolatedMessages('logger.error(`Recalculation of ${id} failed`, error);'),
    ).toHaveLength(1);
    expect(interpolatedMessages("logger.warn('User ' + uid + ' skipped');")).toHaveLength(1);
    expect(
      interpolatedMessages("logger.error('Recalculation failed', error, { organisationId: id });"),
    ).toEqual([]);
  });

  it('keep ids out of their messages, in fields', () => {
    const offenders = sources(SOURCE).flatMap((file) =>
      interpolatedMessages(readFileSync(file, 'utf8')).map(
        (call) => `${relative(SOURCE, file)}: ${call}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});

// Counts what the Firestore Lite SDK is billed for, by watching its HTTPS requests: documents
// returned by queries and lookups (an empty query still costs one read), count aggregations, and
// written documents, and the bytes of the responses. Used by the provider tests; scripts/bench.ts
// counts the same way in the browser.
export interface Usage {
  documentReads: number;
  aggregations: number;
  writes: number;
  requests: number;
  /** Response bodies of the reads, as received (before any compression of the transfer). */
  bytes: number;
}

const noUsage = (): Usage => ({
  documentReads: 0,
  aggregations: 0,
  writes: 0,
  requests: 0,
  bytes: 0,
});

export interface ReadMeter {
  usage(): Usage;
  reset(): void;
  restore(): void;
}

function countEntries(body: unknown, key: string): number {
  if (!Array.isArray(body)) return 0;
  return body.filter((entry) => entry !== null && typeof entry === 'object' && key in entry).length;
}

export function installReadMeter(): ReadMeter {
  const original = globalThis.fetch;
  let usage = noUsage();

  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { pathname } = new URL(url);
    if (!pathname.includes('/documents')) return response;
    // The method follows the last colon of the path: …/documents:runQuery?key=…
    const method = pathname.slice(pathname.lastIndexOf(':') + 1);
    usage.requests += 1;
    const text = await response
      .clone()
      .text()
      .catch(() => '');
    usage.bytes += Buffer.byteLength(text);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    if (method === 'runQuery') {
      usage.documentReads += Math.max(1, countEntries(body, 'document'));
    } else if (method === 'batchGet') {
      usage.documentReads += Math.max(1, countEntries(body, 'found'));
    } else if (method === 'runAggregationQuery') {
      usage.aggregations += 1;
    } else if (method === 'commit' && typeof init?.body === 'string') {
      const request = JSON.parse(init.body) as { writes?: unknown[] };
      usage.writes += request.writes?.length ?? 0;
    }
    return response;
  };

  return {
    usage: () => ({ ...usage }),
    reset: () => {
      usage = noUsage();
    },
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

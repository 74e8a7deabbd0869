/** `promise`'s value, or `fallback` if it has not settled (or has failed) within `ms`. */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  return Promise.race([promise.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/** At most `limit` at a time; a failure does not stop the others. */
export async function settleWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T, position: number) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array<PromiseSettledResult<R>>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const position = next;
      next += 1;
      [results[position]] = await Promise.allSettled([
        (async () => run(items[position] as T, position))(),
      ]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

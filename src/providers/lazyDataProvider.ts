// The data provider without its code in the first load: the handlers, paging and queries
// (providers/dataProvider) are imported when the first call is made, after sign-in or, for a
// returning user, as the first screen's reads start (returningUser.ts), in parallel with that
// screen's own code. The sign-in page downloads none of it.

/** Methods a react-admin data provider may be asked for that are not calls (ra-core's useDataProvider). */
const NOT_CALLS = new Set(['then', 'supportAbortSignal']);

/**
 * A data provider whose every method loads the real one on first use, then calls it; a failed
 * load (the network dropped) is tried again on the next call.
 */
export function lazyDataProvider<Provider extends object>(load: () => Promise<Provider>): Provider {
  let loaded: Promise<Provider> | undefined;
  const provider = () => {
    loaded ??= load();
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  return new Proxy({} as Provider, {
    get(_, name) {
      if (typeof name === 'symbol' || NOT_CALLS.has(name)) return undefined;
      return async (...args: unknown[]) => {
        const real = (await provider()) as Record<string, unknown>;
        const method = real[name];
        if (typeof method !== 'function') throw new Error(`Unknown dataProvider function: ${name}`);
        return (method as (...values: unknown[]) => unknown).apply(real, args);
      };
    },
  });
}

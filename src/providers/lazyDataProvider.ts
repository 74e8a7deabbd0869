// The data provider without its code in the first load: the sign-in page downloads none of it.
import { once } from '@/providers/lazyCallables';

/** Methods a react-admin data provider may be asked for that are not calls (ra-core's useDataProvider). */
const NOT_CALLS = new Set(['then', 'supportAbortSignal']);

export function lazyDataProvider<Provider extends object>(load: () => Promise<Provider>): Provider {
  const provider = once(load);
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

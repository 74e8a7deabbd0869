import { describe, expect, it, vi } from 'vitest';
import { lazyDataProvider } from './lazyDataProvider';

const real = {
  getOne: vi.fn(async (resource: string, params: { id: string }) => ({
    data: { id: params.id, resource },
  })),
  countRecipients: vi.fn(async () => 3),
};

describe('lazyDataProvider', () => {
  it('loads the provider on the first call only, then calls its methods with their arguments', async () => {
    const load = vi.fn(async () => real);
    const provider = lazyDataProvider(load);
    expect(load).not.toHaveBeenCalled();
    await expect(provider.getOne('users', { id: 'u1' })).resolves.toEqual({
      data: { id: 'u1', resource: 'users' },
    });
    await expect(provider.countRecipients()).resolves.toBe(3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is no promise and claims no abort signals, as react-admin asks', () => {
    const provider = lazyDataProvider(async () => real) as unknown as Record<string, unknown>;
    expect(provider.then).toBeUndefined();
    expect(provider.supportAbortSignal).toBeUndefined();
  });

  it('tries the load again after it failed', async () => {
    const load = vi
      .fn<() => Promise<typeof real>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(real);
    const provider = lazyDataProvider(load);
    await expect(provider.getOne('users', { id: 'u1' })).rejects.toThrow('offline');
    await expect(provider.getOne('users', { id: 'u2' })).resolves.toMatchObject({
      data: { id: 'u2' },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses a method the provider does not have', async () => {
    const provider = lazyDataProvider(async () => real) as unknown as Record<
      string,
      () => Promise<unknown>
    >;
    await expect(provider.nothing?.()).rejects.toThrow('Unknown dataProvider function: nothing');
  });
});

import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '@/layout/lazyScreen';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}

function inFrame(children: React.ReactNode) {
  return <Suspense fallback={<p>Loading</p>}>{children}</Suspense>;
}

describe('lazyScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws a preloaded screen at once, without the loading fallback', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Screen = lazyScreen(load);
    await Screen.preload();
    render(inFrame(<Screen label="Clicks" />));
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until a screen not preloaded arrives, loading it once', async () => {
    let arrive: (component: typeof Counter) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<typeof Counter>((resolve) => {
          arrive = resolve;
        }),
    );
    const Screen = lazyScreen(load);
    render(inFrame(<Screen label="Clicks" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive(Counter));
    expect(await screen.findByRole('button', { name: 'Clicks 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a mounted screen, and its state, when it re-renders after loading', async () => {
    const Screen = lazyScreen(() => Promise.resolve(Counter));
    const { rerender } = render(inFrame(<Screen label="Clicks" />));
    const button = await screen.findByRole('button', { name: 'Clicks 0' });
    act(() => button.click());
    rerender(inFrame(<Screen label="Taps" />));
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeInTheDocument();
  });

  it('tries a failed load again on the next use', async () => {
    const load = vi
      .fn<() => Promise<typeof Counter>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(Counter);
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('network');
    await expect(Screen.preload()).resolves.toBe(Counter);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits for the network before loading a screen first visited offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(() => Promise.resolve(Counter));
    const Screen = lazyScreen(load);
    const loaded = Screen.preload();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe(Counter);
  });
});

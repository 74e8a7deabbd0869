import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The hook remembers the app's first paint for the page's life: each test loads a fresh copy.
async function loadHook() {
  vi.resetModules();
  return (await import('@/layout/useAfterFirstPaint')).useAfterFirstPaint;
}

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true once a frame has been painted', async () => {
    const useAfterFirstPaint = await loadHook();
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    function Probe() {
      return <p>{useAfterFirstPaint() ? 'controls' : 'shapes'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('shapes')).toBeInTheDocument();
    expect(await screen.findByText('controls')).toBeInTheDocument();
    expect(frames).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });

  it('is true from the start on screens drawn after the first paint', async () => {
    const useAfterFirstPaint = await loadHook();
    function Probe({ name }: { name: string }) {
      return <p>{`${name}: ${useAfterFirstPaint() ? 'controls' : 'shapes'}`}</p>;
    }
    const first = render(<Probe name="first" />);
    await screen.findByText('first: controls');
    first.unmount();
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    render(<Probe name="second" />);
    expect(screen.getByText('second: controls')).toBeInTheDocument();
    expect(frames).not.toHaveBeenCalled();
    frames.mockRestore();
  });

  it('waits for no frame once unmounted', async () => {
    const useAfterFirstPaint = await loadHook();
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    function Probe() {
      return <p>{useAfterFirstPaint() ? 'controls' : 'shapes'}</p>;
    }
    render(<Probe />).unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
    cancel.mockRestore();
  });
});

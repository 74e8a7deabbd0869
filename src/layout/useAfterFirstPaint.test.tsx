import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The hook remembers the app's first paint for the page's life: each test loads a fresh copy.
// Its Probe says what a component using it would draw.
async function loadProbe() {
  vi.resetModules();
  const { useAfterFirstPaint } = await import('@/layout/useAfterFirstPaint');
  return function Probe({ name = 'bar' }: { name?: string }) {
    return <p>{`${name}: ${useAfterFirstPaint() ? 'controls' : 'shapes'}`}</p>;
  };
}

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true once a frame has been painted', async () => {
    const Probe = await loadProbe();
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    render(<Probe />);
    expect(screen.getByText('bar: shapes')).toBeInTheDocument();
    expect(await screen.findByText('bar: controls')).toBeInTheDocument();
    expect(frames).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });

  it('is true from the start on screens drawn after the first paint', async () => {
    const Probe = await loadProbe();
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
    const Probe = await loadProbe();
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    render(<Probe />).unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
    cancel.mockRestore();
  });
});

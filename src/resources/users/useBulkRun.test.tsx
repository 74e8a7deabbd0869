import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { BulkOutcome } from '@/domain/bulk';
import { useBulkRun, type RunChunk } from './useBulkRun';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Changes every id but those in `refuse`, which it refuses as 'Not allowed'. */
function serverOf(refuse: readonly string[] = []) {
  const calls: string[][] = [];
  const run: RunChunk<string> = async (ids) => {
    calls.push(ids);
    return {
      changed: ids.filter((id) => !refuse.includes(id)).map((id) => ({ id, name: `N${id}` })),
      refused: ids
        .filter((id) => refuse.includes(id))
        .map((id) => ({ id, name: `N${id}`, reason: 'Not allowed' })),
    };
  };
  return { calls, run };
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => `${index + 1}`);

describe('useBulkRun', () => {
  it('sends the selection in chunks, one after the other, and sums the outcome', async () => {
    const server = serverOf(['2', '7']);
    const onSettled = vi.fn();
    const { result } = renderHook(() => useBulkRun(server.run, { chunkSize: 3, onSettled }), {
      wrapper,
    });
    act(() => result.current.start(ids(8), 'activate'));
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    expect(server.calls).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8'],
    ]);
    expect(result.current.state).toMatchObject({ total: 8, done: 8 });
    expect(result.current.state.outcome.changed.map((user) => user.id)).toEqual([
      '1',
      '3',
      '4',
      '5',
      '6',
      '8',
    ]);
    expect(result.current.state.outcome.refused).toEqual([
      { id: '2', name: 'N2', reason: 'Not allowed' },
      { id: '7', name: 'N7', reason: 'Not allowed' },
    ]);
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ status: 'done', done: 8 }));
  });

  it('stops before the next chunk when cancelled, keeping what was done', async () => {
    let release: (outcome: BulkOutcome) => void = () => {};
    const calls: string[][] = [];
    const run: RunChunk<string> = (chunk) => {
      calls.push(chunk);
      return new Promise((resolve) => {
        release = resolve;
      });
    };
    const { result } = renderHook(() => useBulkRun(run, { chunkSize: 2 }), { wrapper });
    act(() => result.current.start(ids(6), 'activate'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(result.current.state).toMatchObject({ status: 'running', total: 6, done: 0 });
    act(() => result.current.cancel());
    expect(result.current.state.status).toBe('cancelling');
    await act(async () =>
      release({
        changed: [
          { id: '1', name: 'A' },
          { id: '2', name: 'B' },
        ],
        refused: [],
      }),
    );
    await waitFor(() => expect(result.current.state.status).toBe('cancelled'));
    expect(calls).toHaveLength(1);
    expect(result.current.state).toMatchObject({ total: 6, done: 2 });
    expect(result.current.state.outcome.changed).toHaveLength(2);
  });

  it('stops at a failed chunk and says so', async () => {
    let call = 0;
    const run: RunChunk<string> = async (chunk) => {
      call += 1;
      if (call === 2) throw new Error('offline');
      return { changed: chunk.map((id) => ({ id, name: id })), refused: [] };
    };
    const { result } = renderHook(() => useBulkRun(run, { chunkSize: 2 }), { wrapper });
    act(() => result.current.start(ids(5), 'activate'));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(call).toBe(2);
    expect(result.current.state).toMatchObject({ total: 5, done: 2 });
    expect(result.current.state.error).toEqual(new Error('offline'));
    act(() => result.current.reset());
    expect(result.current.state.status).toBe('idle');
  });
});

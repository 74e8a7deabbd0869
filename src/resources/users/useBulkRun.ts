// Cancel stops before the next chunk (a chunk already sent is finished by the server).
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { bulkChunks, emptyOutcome, mergeOutcomes, type BulkOutcome } from '@/domain/bulk';

export interface BulkRunState {
  status: 'idle' | 'running' | 'cancelling' | 'cancelled' | 'done' | 'failed';
  total: number;
  done: number;
  outcome: BulkOutcome;
  error?: unknown;
}

export type RunChunk<Change> = (ids: string[], change: Change) => Promise<BulkOutcome>;

export type BulkRun = ReturnType<typeof useBulkRun>;

const IDLE: BulkRunState = { status: 'idle', total: 0, done: 0, outcome: emptyOutcome() };

export function useBulkRun<Change>(
  runChunk: RunChunk<Change>,
  onSettled?: (state: BulkRunState) => void,
) {
  const [state, setState] = useState<BulkRunState>(IDLE);
  const cancelRequested = useRef(false);

  const mutation = useMutation({
    mutationFn: async ({ ids, change }: { ids: readonly string[]; change: Change }) => {
      const chunks = bulkChunks(ids);
      const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      let current: BulkRunState = { status: 'running', total, done: 0, outcome: emptyOutcome() };
      const show = (next: BulkRunState) => {
        current = next;
        setState(next);
      };
      show(current);
      for (const chunk of chunks) {
        if (cancelRequested.current) break;
        try {
          const answer = await runChunk(chunk, change);
          show({
            ...current,
            status: cancelRequested.current ? 'cancelling' : 'running',
            done: current.done + chunk.length,
            outcome: mergeOutcomes(current.outcome, answer),
          });
        } catch (error) {
          show({ ...current, status: 'failed', error });
          return current;
        }
      }
      show({ ...current, status: current.done < total ? 'cancelled' : 'done' });
      return current;
    },
    // The run catches its own failures: it always settles with its final state.
    onSuccess: (final) => onSettled?.(final),
  });

  return {
    state,
    start: (ids: readonly string[], change: Change) => {
      if (mutation.isPending) return;
      cancelRequested.current = false;
      mutation.mutate({ ids, change });
    },
    cancel: () => {
      cancelRequested.current = true;
      setState((previous) =>
        previous.status === 'running' ? { ...previous, status: 'cancelling' } : previous,
      );
    },
    reset: () => {
      if (!mutation.isPending) setState(IDLE);
    },
  };
}

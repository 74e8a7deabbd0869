// The import's id is kept (react-admin's store, cleared on sign-out) under the rows' importKey
// until the import is finished: the same rows imported again into the same organisation, after a
// failure or a closed tab, resume it.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useStore } from 'react-admin';
import { errorCode } from '@/domain/errorCode';
import {
  IMPORT_CHUNK_SIZE,
  importKey,
  type ImportRow,
  type ImportRowOutcome,
} from '@/domain/userImport';
import type { KyndDataProvider } from '@/providers/types';

const STORE_KEY = 'kynd.userImports.pending';

type Progress = Record<'done' | 'total' | 'created' | 'refused', number>;
type ImportRequest = { organisationId: string; rows: readonly ImportRow[] };

export function useImportUsers() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useStore<{ key: string; importId: string } | null>(STORE_KEY, null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const cancelled = useRef(false);
  const [cancelling, setCancelling] = useState(false);

  const startImport = async (organisationId: string, rows: readonly ImportRow[]) => {
    const { importId } = await dataProvider.call('importUsers', {
      action: 'start',
      organisationId,
      total: rows.length,
    });
    setPending({ key: importKey(organisationId, rows), importId });
    return importId;
  };

  const mutation = useMutation({
    mutationFn: async ({ organisationId, rows }: ImportRequest) => {
      cancelled.current = false;
      setCancelling(false);
      const outcomes = new Map<number, ImportRowOutcome>();
      setProgress({ done: 0, total: rows.length, created: 0, refused: 0 });
      const kept = pending?.key === importKey(organisationId, rows) ? pending.importId : null;
      let importId = kept ?? (await startImport(organisationId, rows));
      for (let start = 0; start < rows.length && !cancelled.current; start += IMPORT_CHUNK_SIZE) {
        const chunk = rows
          .slice(start, start + IMPORT_CHUNK_SIZE)
          .map((row, offset) => ({ index: start + offset, row }));
        const send = () =>
          dataProvider.call('importUsers', { action: 'rows', importId, rows: chunk });
        let answer;
        try {
          answer = await send();
        } catch (error) {
          // A kept import finished elsewhere, or gone: this run is a new import.
          const code = errorCode(error);
          const stale = code === 'failed-precondition' || code === 'not-found';
          if (start !== 0 || kept === null || !stale) throw error;
          importId = await startImport(organisationId, rows);
          answer = await send();
        }
        for (const outcome of answer.outcomes) outcomes.set(outcome.index, outcome);
        setProgress({
          done: Math.min(start + IMPORT_CHUNK_SIZE, rows.length),
          total: rows.length,
          created: answer.created,
          refused: answer.refused,
        });
      }
      await dataProvider.call('importUsers', { action: 'finish', importId });
      setPending(null);
      return outcomes;
    },
    onSuccess: () => notify('resources.userImports.notifications.done', { type: 'success' }),
    onError: (error) => {
      console.error(error);
      notify('resources.userImports.notifications.failed', {
        type: 'error',
        description: 'resources.userImports.notifications.failed_hint',
      });
    },
  });

  return {
    ...mutation,
    progress,
    cancelling,
    cancel: () => {
      cancelled.current = true;
      setCancelling(true);
    },
  };
}

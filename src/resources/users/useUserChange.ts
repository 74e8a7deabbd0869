// A card makes one change at a time, so that it disables all its controls while one is saved. A
// change lasts until the screen shows what was stored: the refreshed reads are awaited before the
// mutation settles, so that the card stays busy and its dialog open (loading, not dismissable).
// Settled at the write alone, the card would offer the old value, and a next change chosen from it
// would be lost or misread.
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { KyndDataProvider } from '@/providers/types';

/**
 * A change of a user (or of the selected users), asked in its dialog (UserChangeDialog) and made
 * once confirmed.
 */
export interface UserChange {
  dialog: string;
  title?: string;
  text?: string;
  translateOptions?: Record<string, unknown>;
  /** The dialog offers its option, unticked; `run` gets the answer. */
  withOption?: boolean;
  run: (dataProvider: KyndDataProvider, option: boolean) => Promise<unknown>;
  /** Told when `run` fails. */
  failure?: { title: string; description?: string; messageArgs?: Record<string, unknown> };
  /** Nothing the list shows changes: no read is refreshed. */
  keepsReads?: true;
}

// The list's users, and its organisation's managers and divisions. The data provider has marked what
// the call changed as stale: a read it started is awaited, not started again.
const listRead = ({ queryKey: [resource] }: Query) =>
  resource === 'users' || resource === 'organisationChoices';

export type UserChanges = ReturnType<typeof useUserChange>;

export function useUserChange() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<UserChange | null>(null);
  const [option, setOption] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ change, option }: { change: UserChange; option: boolean }) =>
      change.run(dataProvider, option),
    onSuccess: (_, { change }) =>
      change.keepsReads
        ? undefined
        : queryClient.invalidateQueries({ predicate: listRead }, { cancelRefetch: false }),
    onError: (error, { change }) => {
      console.error(error);
      if (!change.failure) return;
      const { title, ...options } = change.failure;
      notify(title, { type: 'error', ...options });
    },
    onSettled: () => setAsked(null),
  });
  return {
    asked,
    ask: (change: UserChange) => {
      setOption(false);
      setAsked(change);
    },
    option,
    setOption,
    confirm: () => {
      if (asked) mutation.mutate({ change: asked, option });
    },
    close: () => {
      if (!mutation.isPending) setAsked(null);
    },
    busy: mutation.isPending,
  };
}

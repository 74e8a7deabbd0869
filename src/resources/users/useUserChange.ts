// Every change of a user has one mutation key, so that the card disables all its controls while any
// is saved. A change lasts until the screen shows what was stored: the refreshed reads are awaited
// before the mutation settles, so that the card stays busy and its dialog open (loading, not
// dismissable). Settled at the write alone, the card would offer the old value, and a next change
// chosen from it would be lost or misread.
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { KyndDataProvider } from '@/providers/types';

const userChangeKey = (userId: string) => ['users', 'change', userId] as const;

export function useUserBusy(userId: string): boolean {
  return useIsMutating({ mutationKey: userChangeKey(userId) }) > 0;
}

export interface Failure {
  title: string;
  description?: string;
  messageArgs?: Record<string, unknown>;
}

/** A change asked first (`ask`, which opens its dialog), made once confirmed. */
export function useUserChange<Asked, Variables = Asked, Result = unknown>(
  userId: string,
  run: (dataProvider: KyndDataProvider, variables: Variables) => Promise<Result>,
  failure: (variables: Variables) => Failure,
  onSuccess?: (result: Result) => void,
) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<{ value: Asked } | null>(null);
  const mutation = useMutation({
    mutationKey: userChangeKey(userId),
    mutationFn: (variables: Variables) => run(dataProvider, variables),
    onSuccess: onSuccess ?? (() => queryClient.invalidateQueries()),
    onError: (error, variables) => {
      console.error(error);
      const { title, ...options } = failure(variables);
      notify(title, { type: 'error', ...options });
    },
  });
  return {
    asked,
    ask: (value: Asked) => setAsked({ value }),
    confirm: (variables: Variables) =>
      mutation.mutate(variables, { onSettled: () => setAsked(null) }),
    close: () => {
      if (!mutation.isPending) setAsked(null);
    },
    loading: mutation.isPending,
  };
}

export type UserChange<Asked, Variables = Asked> = ReturnType<
  typeof useUserChange<Asked, Variables>
>;

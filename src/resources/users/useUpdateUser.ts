// The change lasts until the screen shows what was stored: the refreshed reads are awaited before
// the mutation settles, so that the card stays busy (useUserBusy) and its dialog open. Settled at
// the write alone, the card would offer the old value, and a next change chosen from it would be
// lost or misread.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { UpdateUserRequest } from '@/domain/callables';
import type { KyndDataProvider } from '@/providers/types';
import { userChangeKey } from './useUserBusy';

export interface Failure {
  title: string;
  description?: string;
  messageArgs?: Record<string, unknown>;
}

export function useUpdateUser<Variables>(
  userId: string,
  request: (variables: Variables) => UpdateUserRequest,
  failure: (variables: Variables) => Failure,
) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: userChangeKey(userId),
    mutationFn: (variables: Variables) => dataProvider.call('updateUser', request(variables)),
    onSuccess: () => queryClient.invalidateQueries(),
    onError: (error, variables) => {
      console.error(error);
      const { title, ...options } = failure(variables);
      notify(title, { type: 'error', ...options });
    },
  });
}

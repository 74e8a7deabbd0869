// The updateUser callable as a mutation of one user's card: on success it refreshes every list (the
// organisations' managers change too) and shows its docs/product.md §8 toast on failure. The server
// checks the caller again and leaves the data as it was when it refuses.
//
// The change lasts until the screen shows what was stored: the refreshed reads are awaited before
// the mutation settles, so that the card stays busy (useUserBusy) and its dialog open until then.
// Settled at the write alone, the card would be offered again with the value before the change
// (its role, its division), and a next change chosen from it would be lost or misread.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { UpdateUserRequest } from '@/domain/callables';
import type { KyndDataProvider } from '@/providers/types';
import { userChangeKey } from './useUserBusy';

/** A toast: catalogue keys (or a text the domain computed) and the title's arguments. */
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
    // react-admin's refresh, awaited: every query is invalidated and the shown ones read again.
    onSuccess: () => queryClient.invalidateQueries(),
    onError: (error, variables) => {
      console.error(error);
      const { title, ...options } = failure(variables);
      notify(title, { type: 'error', ...options });
    },
  });
}

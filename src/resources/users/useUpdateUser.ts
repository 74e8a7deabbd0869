// The updateUser callable as a mutation of one user's card: it refreshes every list on success (the
// organisations' managers change too) and shows its docs/product.md §8 toast on failure. The server
// checks the caller again and leaves the data as it was when it refuses.
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
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
  const refresh = useRefresh();
  return useMutation({
    mutationKey: userChangeKey(userId),
    mutationFn: (variables: Variables) => dataProvider.call('updateUser', request(variables)),
    onSuccess: () => refresh(),
    onError: (error, variables) => {
      console.error(error);
      const { title, ...options } = failure(variables);
      notify(title, { type: 'error', ...options });
    },
  });
}

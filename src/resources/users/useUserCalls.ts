// The calls the Users screens make, each with its docs/product.md §8 toast on failure. Every change of who a
// user is goes through the server (updateUser, deleteUserPersonalData, setNewPassword), which
// checks the caller again and leaves the data as it was when it refuses.
import { useCallback } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { UpdateUserRequest, UpdateUserResponse } from '@/domain/callables';
import type { KyndDataProvider } from '@/providers/types';

export interface Failure {
  title: string;
  description?: string;
}

export function useUserCalls() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();

  const fail = useCallback(
    (error: unknown, failure: Failure) => {
      console.error(error);
      notify(failure.title, { type: 'error', description: failure.description });
    },
    [notify],
  );

  /** updateUser; refreshes every list on success (the organisations' managers change too). */
  const updateUser = useCallback(
    async (request: UpdateUserRequest, failure: Failure): Promise<UpdateUserResponse | null> => {
      try {
        const response = await dataProvider.call('updateUser', request);
        refresh();
        return response;
      } catch (error) {
        fail(error, failure);
        return null;
      }
    },
    [dataProvider, fail, refresh],
  );

  return { dataProvider, notify, refresh, fail, updateUser };
}

// Every change of one user runs under the same mutation key, so that the user's card disables all
// its controls while any of them is saved (react-query's useIsMutating counts them).
import { useIsMutating } from '@tanstack/react-query';

export const userChangeKey = (userId: string) => ['users', 'change', userId] as const;

export function useUserBusy(userId: string): boolean {
  return useIsMutating({ mutationKey: userChangeKey(userId) }) > 0;
}

// One mutation key for every change of a user, so that the card disables all its controls while
// any is saved.
import { useIsMutating } from '@tanstack/react-query';

export const userChangeKey = (userId: string) => ['users', 'change', userId] as const;

export function useUserBusy(userId: string): boolean {
  return useIsMutating({ mutationKey: userChangeKey(userId) }) > 0;
}

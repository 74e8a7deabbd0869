// docs/product.md §4 Change user division: the server moves the user and recalculates the scores.
import { useUpdateUser } from './useUpdateUser';

export function useChangeUserDivision(userId: string) {
  return useUpdateUser(
    userId,
    (divisionId: string) => ({ action: 'setDivision', userId, divisionId }),
    () => ({
      title: 'resources.users.notifications.division_error',
      description: 'app.common.try_again',
    }),
  );
}

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

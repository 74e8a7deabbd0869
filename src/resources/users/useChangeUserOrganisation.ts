// The move names its origin (docs/product.md §3), so where the user is now is read again first.
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { movePayload, type Destination } from '@/domain/userMove';
import type { KyndDataProvider } from '@/providers/types';
import type { PickedUser } from './PersonPicker';

export interface Move {
  userId: string;
  organisation: Destination | undefined;
  divisionId: string;
}

export function useChangeUserOrganisation(onMoved: () => void) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const failed = () =>
    notify('resources.users.notifications.organisation_change_error', {
      type: 'error',
      description: 'app.common.try_again',
    });
  return useMutation({
    mutationFn: async ({ userId, organisation, divisionId }: Move) => {
      const current = await dataProvider
        .getOne<PickedUser & { id: string }>('users', { id: userId })
        .then(({ data }) => data)
        .catch(() => undefined);
      const payload = movePayload(current, organisation, divisionId);
      if (!payload) return null;
      await dataProvider.call('updateUser', { action: 'moveOrganisation', ...payload });
      return payload;
    },
    onSuccess: (payload) => {
      if (payload === null) {
        failed();
        return;
      }
      notify('resources.users.notifications.organisation_changed', { type: 'success' });
      onMoved();
      refresh();
    },
    onError: (error) => {
      console.error(error);
      failed();
    },
  });
}

// If a batch fails the toast tells how far it went; the same action, run again, completes it.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { Organisation } from '@/domain/types';
import type { KyndDataProvider, Progress } from '@/providers/types';
import { employeesOf } from './employeesOf';
import { useRefreshIndustryFigures } from './useRefreshIndustryFigures';

export const employeeCount = (value: number) => value.toLocaleString('en-NZ');

export function useSetOrganisationActive(
  organisation: Organisation,
  word: string,
  onDone: () => void,
) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const { refetch } = useListContext();
  const refreshIndustryFigures = useRefreshIndustryFigures();
  const [progress, setProgress] = useState<Progress | null>(null);
  const reached = useRef<Progress>({ done: 0, total: 0 });

  const track = (next: Progress) => {
    reached.current = next;
    setProgress(next);
  };

  const mutation = useMutation({
    mutationFn: () => {
      track({ done: 0, total: employeesOf(organisation) });
      return dataProvider.setOrganisationActive(
        organisation.id,
        organisation.isActive !== true,
        track,
      );
    },
    onSuccess: () => {
      void refetch();
      onDone();
      refreshIndustryFigures.mutate(organisation.id);
    },
    onError: () => {
      // docs/product.md §8: 'Error updating status' / 'Contact support'; after a partial run, also
      // how far it went.
      const { done, total } = reached.current;
      notify('resources.organisations.notifications.status_error', {
        type: 'error',
        description:
          done > 0
            ? translate('resources.organisations.notifications.status_error_partial', {
                done: employeeCount(done),
                total: employeeCount(total),
                smart_count: total,
                word,
              })
            : 'resources.organisations.notifications.status_error_detail',
      });
      void refetch();
      onDone();
    },
  });
  return { run: () => mutation.mutate(), isPending: mutation.isPending, progress };
}

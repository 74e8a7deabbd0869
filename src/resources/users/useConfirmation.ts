// The dialog stays open, loading and not dismissable, until the mutation has settled.
import { useState } from 'react';

export interface ConfirmableMutation<Variables> {
  mutate: (variables: Variables, options: { onSettled: () => void }) => void;
  isPending: boolean;
}

export function useConfirmation<Asked, Variables>(mutation: ConfirmableMutation<Variables>) {
  const [asked, setAsked] = useState<{ value: Asked } | null>(null);
  const dismiss = () => setAsked(null);
  return {
    asked,
    ask: (value: Asked) => setAsked({ value }),
    confirm: (variables: Variables) => mutation.mutate(variables, { onSettled: dismiss }),
    close: () => {
      if (!mutation.isPending) dismiss();
    },
    loading: mutation.isPending,
  };
}

// A change of docs/product.md §4 waits for its confirmation: `ask` opens the dialog with what was
// asked, `confirm` runs the mutation, and the dialog closes once it has settled (it stays open,
// loading, meanwhile and cannot be dismissed).
import { useState } from 'react';

export interface ConfirmableMutation<Variables> {
  mutate: (variables: Variables, options: { onSettled: () => void }) => void;
  isPending: boolean;
}

export function useConfirmation<Asked, Variables>(mutation: ConfirmableMutation<Variables>) {
  const [asked, setAsked] = useState<{ value: Asked } | null>(null);
  const dismiss = () => setAsked(null);
  return {
    /** What the open dialog asks about, null while it is closed. */
    asked,
    ask: (value: Asked) => setAsked({ value }),
    confirm: (variables: Variables) => mutation.mutate(variables, { onSettled: dismiss }),
    close: () => {
      if (!mutation.isPending) dismiss();
    },
    loading: mutation.isPending,
  };
}

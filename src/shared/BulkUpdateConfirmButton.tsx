// What react-admin's <BulkUpdateButton mutationMode="pessimistic"> does, on its controller:
// react-admin 5 hands that button's `mutationOptions` on to its DOM element as well (React warns
// of an unknown attribute).
import { useState, type ReactElement } from 'react';
import { Button, Confirm, useBulkUpdateController, useNotify } from 'react-admin';

export interface BulkUpdateConfirmButtonProps {
  /** Catalogue keys of the button and of the question's text; the title comes translated. */
  label: string;
  icon: ReactElement;
  data: Record<string, unknown>;
  confirmTitle: string;
  confirmContent: string;
  errorMessage: string;
}

export function BulkUpdateConfirmButton(props: BulkUpdateConfirmButtonProps) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { handleUpdate, isPending } = useBulkUpdateController({
    mutationMode: 'pessimistic',
    mutationOptions: {
      onError: () => notify(props.errorMessage, { type: 'error' }),
      onSettled: () => setOpen(false),
    },
  });
  return (
    <>
      <Button label={props.label} onClick={() => setOpen(true)}>
        {props.icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={props.confirmTitle}
        content={props.confirmContent}
        onConfirm={() => handleUpdate(props.data)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

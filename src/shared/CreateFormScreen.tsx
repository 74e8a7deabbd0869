// react-admin's <Create> and <Form> laid out as its SimpleForm, which would hand the form's options
// to its layout's DOM element (React warns). The screen checks the values itself (src/domain) in
// the order of docs/product.md §5, so the browser's and react-admin's own validation is off.
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import {
  Create,
  Form,
  SaveButton,
  Toolbar,
  useNotify,
  useRedirect,
  useSaveContext,
  type RaRecord,
} from 'react-admin';
import type { FormCheck } from '@/domain/codes';
import { useCreateErrorNotifier } from '@/shared/useCreateErrorNotifier';
import { ScreenHeading } from '@/shared/ScreenHeading';

interface CheckedFormProps<Values> {
  defaultValues?: Values;
  check: (values: Values) => FormCheck<object>;
  children: ReactNode;
}

/** Tells `resources.<resource>.notifications.created` or `create_error`, then goes to the list. */
export function CreateFormScreen<Values extends object>({
  title,
  resource,
  above,
  formKey,
  onCreated,
  describeFailure,
  ...form
}: {
  title: string;
  resource: string;
  above?: ReactNode;
  /** A new key starts the form again (another organisation has other divisions). */
  formKey?: string;
  onCreated?: (record: RaRecord) => void;
  describeFailure?: (error: unknown) => string;
} & CheckedFormProps<Values>) {
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyFailure = useCreateErrorNotifier(
    `resources.${resource}.notifications.create_error`,
    describeFailure,
  );
  return (
    <>
      <ScreenHeading title={title} />
      {above}
      <Create
        resource={resource}
        title={false}
        mutationOptions={{
          onSuccess: (record: RaRecord) => {
            notify(`resources.${resource}.notifications.created`, { type: 'success' });
            redirect('list', resource);
            onCreated?.(record);
          },
          onError: notifyFailure,
        }}
      >
        <CheckedForm key={formKey} {...form} />
      </Create>
    </>
  );
}

function CheckedForm<Values extends object>({
  defaultValues,
  check,
  children,
}: CheckedFormProps<Values>) {
  const notify = useNotify();
  const { save, saving } = useSaveContext();
  return (
    <Form
      noValidate
      disableInvalidFormNotification
      defaultValues={defaultValues}
      onSubmit={(values: Record<string, unknown>) => {
        const checked = check(values as Values);
        if (checked.ok) return save?.(checked.value);
        notify(checked.message, { type: 'info' });
        return checked.errors;
      }}
    >
      <CardContent sx={{ maxWidth: 560 }}>
        <Stack sx={{ alignItems: 'flex-start' }}>{children}</Stack>
      </CardContent>
      <Toolbar>
        <SaveButton label="ra.action.create" alwaysEnable={!saving} disabled={saving} />
      </Toolbar>
    </Form>
  );
}

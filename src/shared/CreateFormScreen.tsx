// The frame of the create screens that save through a named operation of the data provider
// (organisation, division, code): the heading, what goes above the form (the organisation picker),
// and react-admin's <Create> and <Form> laid out as its SimpleForm, with one Create button,
// disabled while the screen's mutation is pending. Its inputs find their labels in the catalogue
// (`resources.<name>.fields.<source>`). The screen checks the values itself (src/domain) and shows the messages
// of docs/product.md §5, so the browser's and react-admin's own validation messages are off. (A
// SimpleForm would also hand the form's options to its layout's DOM element, and React warns.)
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Create, Form, SaveButton, Toolbar, useTranslate } from 'react-admin';

export function CreateFormScreen<Values extends object>({
  title,
  resource,
  above,
  formKey,
  defaultValues,
  isPending,
  onSubmit,
  children,
}: {
  /** The heading's catalogue key. */
  title: string;
  /** The resource's name, as react-admin's <Create> takes it (the registry's key). */
  resource: string;
  above?: ReactNode;
  /** A new key starts the form again (another organisation has other divisions). */
  formKey?: string;
  defaultValues?: Values;
  isPending: boolean;
  /** Resolves to the fields' errors, or to nothing once saved or refused with a notification. */
  onSubmit: (
    values: Values,
  ) => Record<string, string> | undefined | Promise<Record<string, string> | undefined>;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(title)}
      </Typography>
      {above}
      <Create resource={resource} title={false}>
        <Form
          key={formKey}
          noValidate
          disableInvalidFormNotification
          defaultValues={defaultValues}
          onSubmit={(values: Record<string, unknown>) => onSubmit(values as Values)}
        >
          <CardContent sx={{ maxWidth: 560 }}>
            <Stack sx={{ alignItems: 'flex-start' }}>{children}</Stack>
          </CardContent>
          <Toolbar>
            <SaveButton label="ra.action.create" alwaysEnable={!isPending} disabled={isPending} />
          </Toolbar>
        </Form>
      </Create>
    </>
  );
}

// react-admin's <Create> and <Form> laid out as its SimpleForm, which would hand the form's options
// to its layout's DOM element (React warns). The screen checks the values itself (src/domain) in
// the order of docs/product.md §5, so the browser's and react-admin's own validation is off.
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
  title: string;
  resource: string;
  above?: ReactNode;
  /** A new key starts the form again (another organisation has other divisions). */
  formKey?: string;
  defaultValues?: Values;
  isPending: boolean;
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

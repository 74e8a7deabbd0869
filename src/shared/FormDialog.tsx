import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SaveButton, useTranslate, type FormProps } from 'react-admin';

/** A react-admin form in a dialog, with Cancel and Save; `title` is a catalogue key. */
export function FormDialog({
  title,
  onClose,
  saving,
  alwaysEnable = false,
  children,
  ...form
}: FormProps & {
  title: string;
  onClose: () => void;
  saving: boolean;
  /** Save before any change too: the submit tells an unchanged form itself. */
  alwaysEnable?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      // The form between the paper and its content must let the content scroll, as the paper would.
      sx={{ '& .MuiDialog-paper > form': { display: 'contents' } }}
    >
      <DialogTitle>{translate(title)}</DialogTitle>
      <Form noValidate {...form}>
        <DialogContent dividers sx={{ pt: 3 }}>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <SaveButton alwaysEnable={alwaysEnable && !saving} disabled={saving} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

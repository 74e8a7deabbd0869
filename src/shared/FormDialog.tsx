import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, SaveButton, useTranslate, type FormProps } from 'react-admin';

/** A react-admin form in a dialog, with Cancel and Save; `title` is a catalogue key. */
export function FormDialog({
  title,
  onClose,
  saving = false,
  alwaysEnable = false,
  children,
  ...form
}: FormProps & {
  title: string;
  onClose: () => void;
  saving?: boolean;
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
      // The form sits between the paper and its content: it must let the content scroll and keep
      // the actions in view, as the paper would.
      sx={{
        '& .MuiDialog-paper > form': {
          display: 'flex',
          flexDirection: 'column',
          minHeight: 0,
          flex: '1 1 auto',
        },
      }}
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

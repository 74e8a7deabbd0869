import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Confirm, useTranslate } from 'react-admin';

/** The question some changes ask with their confirmation, as a checkbox. */
export interface ChangeOption {
  /** Its catalogue key. */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The confirmation every state change of the Users list asks first (docs/product.md §4). Title,
 * text, confirm label and option are catalogue keys, filled with `translateOptions`.
 */
export function UserChangeDialog({
  title,
  text,
  confirm,
  translateOptions,
  option,
  loading,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  translateOptions: Record<string, unknown>;
  option?: ChangeOption;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen
      loading={loading}
      title={title}
      translateOptions={translateOptions}
      content={
        <Stack spacing={1}>
          <DialogContentText>{translate(text, translateOptions)}</DialogContentText>
          {option && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={option.checked}
                  onChange={(event) => option.onChange(event.target.checked)}
                />
              }
              label={translate(option.label, translateOptions)}
            />
          )}
        </Stack>
      }
      confirm={confirm}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

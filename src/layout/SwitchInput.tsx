// In place of react-admin's BooleanInput: react-admin 5 hands MUI 9's FormControlLabel an
// `inputRef` it no longer reads, which reaches the DOM and makes React warn. The field's ref goes
// to the switch's own input, so react-hook-form can still focus it.
import { FormControlLabel, Switch } from '@mui/material';
import { useInput, useTranslateLabel } from 'react-admin';

export function SwitchInput({
  source,
  label,
  disabled,
}: {
  source: string;
  label?: string;
  disabled?: boolean;
}) {
  const { field, id } = useInput({ source, type: 'checkbox', defaultValue: false });
  const translateLabel = useTranslateLabel();
  return (
    <FormControlLabel
      label={translateLabel({ label, source })}
      disabled={disabled}
      sx={{ alignSelf: 'flex-start' }}
      control={
        <Switch
          id={id}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
}

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { USAGE_NOT_A_WHOLE_NUMBER } from '@/domain/codes';

/** A code's limit in the edit mode: the code, in full, is the field's visible label. */
export function CodeUsageField({
  code,
  value,
  invalid,
  onChange,
}: {
  code: { code: string };
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography
        component="label"
        htmlFor={id}
        variant="body2"
        sx={{ fontWeight: 700, whiteSpace: 'nowrap', pt: 1, minWidth: 0 }}
      >
        {code.code}
      </Typography>
      <TextField
        id={id}
        type="number"
        size="small"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={invalid}
        helperText={invalid ? translate(USAGE_NOT_A_WHOLE_NUMBER) : undefined}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        sx={{ width: 110, flexShrink: 0 }}
      />
    </Stack>
  );
}

// In place of react-admin's CheckboxGroupInput: react-admin 5 hands MUI 9's FormControlLabel an
// `inputRef` it no longer reads, which reaches the DOM and makes React warn.
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useInput, useTranslateLabel } from 'react-admin';

export function CheckboxesInput({
  source,
  label,
  choices,
}: {
  source: string;
  label?: string;
  choices: readonly { id: string; name: string }[];
}) {
  const { field, id } = useInput({ source, defaultValue: [] });
  const translateLabel = useTranslateLabel();
  const chosen: unknown[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <FormControl component="fieldset" margin="dense" onBlur={field.onBlur}>
      <FormLabel component="legend">{translateLabel({ label, source })}</FormLabel>
      <FormGroup row>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.id}
            label={choice.name}
            control={
              <Checkbox
                id={`${id}_${choice.id}`}
                checked={chosen.includes(choice.id)}
                onChange={(event) => toggle(choice.id, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

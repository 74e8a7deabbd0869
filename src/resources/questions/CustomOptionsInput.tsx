import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { CUSTOM_OPTIONS_MAX, CUSTOM_OPTIONS_MIN } from '@/config/constants';
import { canAddOption, canRemoveOption, requiredText, validOptions } from '@/domain/questionForm';

const asOptions = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')) : [];

export function CustomOptionsInput() {
  const { field, fieldState, formState } = useInput({
    source: 'answers',
    validate: validOptions,
  });
  const options = asOptions(field.value);
  const showErrors = fieldState.isTouched || formState.isSubmitted;
  const translate = useTranslate();

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('resources.questions.options.legend')}
      </Typography>
      <Stack spacing={1.5}>
        {options.map((option, index) => {
          const label = translate('resources.questions.options.option', { number: index + 1 });
          const remove = translate('resources.questions.options.remove', { number: index + 1 });
          const empty = showErrors && requiredText(option) !== undefined;
          return (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={label}
                value={option}
                size="small"
                error={empty}
                helperText={empty ? translate('ra.validation.required') : undefined}
                onChange={(event) =>
                  field.onChange(
                    options.map((item, at) => (at === index ? event.target.value : item)),
                  )
                }
                onBlur={field.onBlur}
                sx={{ flex: '1 1 auto', maxWidth: 480 }}
              />
              <IconButton
                aria-label={remove}
                title={remove}
                disabled={!canRemoveOption(options.length)}
                onClick={() => field.onChange(options.filter((_, at) => at !== index))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        disabled={!canAddOption(options.length)}
        onClick={() => field.onChange([...options, ''])}
        sx={{ mt: 1 }}
      >
        {translate('resources.questions.options.add')}
      </Button>
      <FormHelperText>
        {translate('resources.questions.options.bounds', {
          min: CUSTOM_OPTIONS_MIN,
          smart_count: CUSTOM_OPTIONS_MAX,
        })}
      </FormHelperText>
    </Box>
  );
}

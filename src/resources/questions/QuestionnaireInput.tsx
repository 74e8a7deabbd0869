// The questionnaire a question belongs to: a known name of the catalogue or a new one typed in.
import { Autocomplete, TextField } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import type { Category } from '@/config/constants';
import { validQuestionnaire } from '@/domain/questionForm';
import { questionnaireNames } from '@/domain/questionnaires';

export function QuestionnaireInput({ category }: { category: Category | undefined }) {
  const translate = useTranslate();
  const { field, fieldState, formState, id } = useInput({
    source: 'questionnaire',
    validate: validQuestionnaire,
  });
  const value = typeof field.value === 'string' ? field.value : '';
  const error = (fieldState.isTouched || formState.isSubmitted) && fieldState.error;
  return (
    <Autocomplete
      id={id}
      freeSolo
      options={questionnaireNames(category)}
      value={value}
      inputValue={value}
      onInputChange={(_event, text) => field.onChange(text)}
      onChange={(_event, chosen) => field.onChange(chosen ?? '')}
      sx={{ width: '100%', maxWidth: 480, mb: 2 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.questions.fields.questionnaire')}
          onBlur={field.onBlur}
          error={Boolean(error)}
          helperText={
            <InputHelperText
              error={error ? error.message : undefined}
              helperText={translate('resources.questions.helpers.questionnaire')}
            />
          }
        />
      )}
    />
  );
}

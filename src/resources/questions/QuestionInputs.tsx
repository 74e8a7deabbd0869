import Box from '@mui/material/Box';
import { FormDataConsumer, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { ANSWER_TYPES, CATEGORIES, type Category } from '@/config/constants';
import {
  requiredText,
  validLabel,
  validOrder,
  validUnit,
  type QuestionFormValues,
} from '@/domain/questionForm';
import { QUESTION_ICONS, sectionsOf } from '@/domain/questionnaires';
import { CustomOptionsInput } from './CustomOptionsInput';
import { QuestionnaireInput } from './QuestionnaireInput';
import { SwitchInput } from '@/layout/SwitchInput';

const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/** The current section is kept even if the category no longer lists it (older data). */
function sectionChoices(category: Category | undefined, current: string | undefined) {
  const sections = sectionsOf(category);
  return choices(current && !sections.includes(current) ? [...sections, current] : sections);
}

const WIDE = { width: '100%', maxWidth: 480 } as const;

export function QuestionInputs() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <SelectInput
        source="category"
        label="resources.questions.fields.category"
        choices={choices(CATEGORIES)}
        validate={requiredText}
        isRequired
        sx={WIDE}
      />
      <FormDataConsumer<QuestionFormValues>>
        {({ formData }) => (
          <>
            <SelectInput
              source="section"
              label="resources.questions.fields.section"
              choices={sectionChoices(formData.category, formData.section)}
              validate={requiredText}
              isRequired
              sx={WIDE}
            />
            <QuestionnaireInput category={formData.category} />
          </>
        )}
      </FormDataConsumer>
      <TextInput
        source="label"
        label="resources.questions.fields.label"
        validate={validLabel}
        multiline
        sx={WIDE}
      />
      <SelectInput
        source="type"
        label="resources.questions.fields.type"
        choices={choices(ANSWER_TYPES)}
        validate={requiredText}
        isRequired
        sx={WIDE}
      />
      <FormDataConsumer<QuestionFormValues>>
        {({ formData }) =>
          formData.type === 'Number' ? (
            <TextInput
              source="unit"
              label="resources.questions.fields.unit"
              validate={validUnit}
              helperText="resources.questions.helpers.unit"
              sx={WIDE}
            />
          ) : formData.type === 'Custom options' ? (
            <CustomOptionsInput />
          ) : null
        }
      </FormDataConsumer>
      <NumberInput
        source="order"
        label="resources.questions.fields.order"
        min={1}
        step={1}
        validate={validOrder}
        sx={WIDE}
      />
      <SelectInput
        source="icon"
        label="resources.questions.fields.icon"
        choices={choices(QUESTION_ICONS)}
        // The form starts on 'life' (domain/questionForm): a blank entry would not be an icon.
        isRequired
        sx={WIDE}
      />
      <SwitchInput
        source="invertedAnswers"
        label={translate('resources.questions.fields.invertedAnswers')}
      />
      <SwitchInput
        source="clinicianQuestion"
        label={translate('resources.questions.fields.clinicianQuestion')}
      />
    </Box>
  );
}

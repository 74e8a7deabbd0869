// The question form's fields, shared by create and edit (docs/product.md §3 Question, §5 Create question):
// category, section, questionnaire, label, answer type (with its options or unit), order, icon and
// the two flags.
import Box from '@mui/material/Box';
import { FormDataConsumer, NumberInput, SelectInput, TextInput } from 'react-admin';
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

/** The sections of the category, and the current one if it is not among them (older data). */
function sectionChoices(category: Category | undefined, current: string | undefined) {
  const sections = sectionsOf(category);
  return choices(current && !sections.includes(current) ? [...sections, current] : sections);
}

const WIDE = { width: '100%', maxWidth: 480 } as const;

export function QuestionInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <SelectInput
        source="category"
        label="Category"
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
              label="Section"
              choices={sectionChoices(formData.category, formData.section)}
              validate={requiredText}
              isRequired
              sx={WIDE}
            />
            <QuestionnaireInput category={formData.category} />
          </>
        )}
      </FormDataConsumer>
      <TextInput source="label" label="Label" validate={validLabel} multiline sx={WIDE} />
      <SelectInput
        source="type"
        label="Answer type"
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
              label="Unit"
              validate={validUnit}
              helperText="For example kg, cm or hours"
              sx={WIDE}
            />
          ) : formData.type === 'Custom options' ? (
            <CustomOptionsInput />
          ) : null
        }
      </FormDataConsumer>
      <NumberInput source="order" label="Order" min={1} step={1} validate={validOrder} sx={WIDE} />
      <SelectInput
        source="icon"
        label="Icon"
        choices={choices(QUESTION_ICONS)}
        // The form starts on 'life' (domain/questionForm): a blank entry would not be an icon.
        isRequired
        sx={WIDE}
      />
      <SwitchInput source="invertedAnswers" label="Inverted answers" />
      <SwitchInput source="clinicianQuestion" label="Clinician question" />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
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
const REQUIRED = { validate: requiredText, isRequired: true, sx: WIDE } as const;

export function QuestionInputs() {
  const [category, section, type] = useWatch<QuestionFormValues, ['category', 'section', 'type']>({
    name: ['category', 'section', 'type'],
  });
  return (
    <Box sx={{ width: '100%' }}>
      <SelectInput source="category" choices={choices(CATEGORIES)} {...REQUIRED} />
      <SelectInput source="section" choices={sectionChoices(category, section)} {...REQUIRED} />
      <QuestionnaireInput category={category} />
      <TextInput source="label" validate={validLabel} multiline sx={WIDE} />
      <SelectInput source="type" choices={choices(ANSWER_TYPES)} {...REQUIRED} />
      {type === 'Number' ? (
        <TextInput
          source="unit"
          validate={validUnit}
          helperText="resources.questions.helpers.unit"
          sx={WIDE}
        />
      ) : type === 'Custom options' ? (
        <CustomOptionsInput />
      ) : null}
      <NumberInput source="order" min={1} step={1} validate={validOrder} sx={WIDE} />
      <SelectInput
        source="icon"
        choices={choices(QUESTION_ICONS)}
        // The form starts on 'life' (domain/questionForm): a blank entry would not be an icon.
        isRequired
        sx={WIDE}
      />
      <SwitchInput source="invertedAnswers" />
      <SwitchInput source="clinicianQuestion" />
    </Box>
  );
}

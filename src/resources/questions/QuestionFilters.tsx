import {
  Autocomplete,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { Category } from '@/config/constants';
import { isCategory } from '@/domain/oneOf';
import { canonicalQuestionnaire, questionnaireNames } from '@/domain/questionnaires';

const ALL = 'all';

const CATEGORY_ORDER: readonly Category[] = ['Body', 'Life', 'Mind'];

export function QuestionFilters() {
  const { filterValues, setFilters } = useListContext();
  const category = isCategory(filterValues.category) ? filterValues.category : undefined;
  const questionnaire =
    typeof filterValues.questionnaire === 'string' ? filterValues.questionnaire : '';
  const [typed, setTyped] = useState(questionnaire);
  const categoryLabelId = useId();
  const translate = useTranslate();
  useEffect(() => setTyped(questionnaire), [questionnaire]);

  // react-admin drops the empty values.
  const apply = (next: { category?: Category; questionnaire?: string }) =>
    setFilters(next, undefined, false);

  const chooseCategory = (value: string | null) => {
    const nextCategory = isCategory(value) ? value : undefined;
    // A questionnaire of another category would leave nothing to show.
    const keep =
      questionnaire !== '' &&
      (!nextCategory ||
        !questionnaireNames().includes(questionnaire) ||
        questionnaireNames(nextCategory).includes(questionnaire));
    apply({ category: nextCategory, questionnaire: keep ? questionnaire : undefined });
  };

  const search = (text: string) => {
    const name = text.trim() === '' ? undefined : canonicalQuestionnaire(text);
    setTyped(name ?? '');
    apply({ category, questionnaire: name });
  };

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { md: 'center' } }}
      role="search"
      aria-label={translate('resources.questions.filters.label')}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={categoryLabelId} variant="body2" color="text.secondary">
          {translate('resources.questions.fields.category')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-labelledby={categoryLabelId}
          value={category ?? ALL}
          onChange={(_event, value: string | null) => {
            if (value !== null) chooseCategory(value);
          }}
        >
          {[ALL, ...CATEGORY_ORDER].map((item) => (
            <ToggleButton key={item} value={item}>
              {item === ALL ? translate('app.common.all') : item}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Autocomplete
        freeSolo
        options={questionnaireNames(category)}
        value={questionnaire || null}
        inputValue={typed}
        onInputChange={(_event, text, reason) => {
          setTyped(text);
          if (reason === 'clear') search('');
        }}
        onChange={(_event, chosen) => search(chosen ?? '')}
        sx={{ width: '100%', maxWidth: 360 }}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={translate('resources.questions.filters.search')}
            helperText={translate('resources.questions.filters.search_helper')}
          />
        )}
      />
    </Stack>
  );
}

import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import {
  AutocompleteInput,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useInput,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';
import { COLOUR_LEVELS, NOTIFICATION_TYPES } from '@/config/constants';
import {
  NOTIFICATION_MEASUREMENTS,
  type NotificationDraft,
  validNotificationBody,
  validNotificationTitle,
} from '@/domain/notifications';
import { PICKER_MATCHES } from '@/shared/OrganisationPicker';
import { RecipientsCount } from './RecipientsCount';

const TYPE_CHOICES = NOTIFICATION_TYPES.map((type) => ({
  id: type,
  name: `resources.notifications.types.${type}`,
}));
const MEASUREMENT_CHOICES = NOTIFICATION_MEASUREMENTS.map((measurement) => ({
  id: measurement.label,
  name: `${measurement.label} (${measurement.category})`,
}));

const WIDE = { width: '100%', maxWidth: 560 } as const;

const organisationSearch = (typed: string) => ({ search: typed.trim() });

export function NotificationInputs() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      {/* The names matching what is typed, a page at most: never every organisation. */}
      <ReferenceInput
        source="organisationId"
        reference="organisationChoices"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={PICKER_MATCHES}
      >
        <AutocompleteInput
          label="resources.notifications.fields.organisationId"
          optionText="name"
          filterToQuery={organisationSearch}
          noOptionsText={translate('app.common.no_organisations_found')}
          isRequired
          sx={WIDE}
        />
      </ReferenceInput>
      <RadioButtonGroupInput source="type" choices={TYPE_CHOICES} />
      <TextInput source="title" validate={validNotificationTitle} sx={WIDE} />
      <TextInput source="body" validate={validNotificationBody} multiline minRows={3} sx={WIDE} />
      <FormDataConsumer<NotificationDraft>>
        {({ formData }) => (
          <>
            {formData.type === 'risk-level' && (
              <>
                <SelectInput
                  source="measurement"
                  choices={MEASUREMENT_CHOICES}
                  isRequired
                  sx={WIDE}
                />
                <ColourInput />
              </>
            )}
            <RecipientsCount draft={formData} />
          </>
        )}
      </FormDataConsumer>
    </Box>
  );
}

// In place of react-admin's CheckboxGroupInput: react-admin 5 hands MUI 9's FormControlLabel an
// `inputRef` it no longer reads, which reaches the DOM and makes React warn.
function ColourInput() {
  const source = 'color';
  const { field, id } = useInput({ source, defaultValue: [] });
  const translateLabel = useTranslateLabel();
  const translate = useTranslate();
  const chosen: unknown[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <FormControl component="fieldset" margin="dense" onBlur={field.onBlur}>
      <FormLabel component="legend">{translateLabel({ source })}</FormLabel>
      <FormGroup row>
        {COLOUR_LEVELS.map((colour) => (
          <FormControlLabel
            key={colour}
            label={translate(`resources.notifications.colours.${colour}`)}
            control={
              <Checkbox
                id={`${id}_${colour}`}
                checked={chosen.includes(colour)}
                onChange={(event) => toggle(colour, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

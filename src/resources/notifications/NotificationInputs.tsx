import { Box } from '@mui/material';
import {
  AutocompleteInput,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { CheckboxesInput } from '@/layout/CheckboxesInput';
import { COLOUR_LEVELS, NOTIFICATION_TYPES } from '@/config/constants';
import {
  COLOUR_LABELS,
  NOTIFICATION_FIELD_LABELS,
  NOTIFICATION_MEASUREMENTS,
  NOTIFICATION_TYPE_LABELS,
  validNotificationBody,
  validNotificationTitle,
  type NotificationDraft,
} from '@/domain/notifications';
import { PICKER_MATCHES } from '@/shared/OrganisationPicker';
import { RecipientsCount } from './RecipientsCount';

const TYPE_CHOICES = NOTIFICATION_TYPES.map((type) => ({
  id: type,
  name: NOTIFICATION_TYPE_LABELS[type],
}));
const MEASUREMENT_CHOICES = NOTIFICATION_MEASUREMENTS.map((measurement) => ({
  id: measurement.label,
  name: `${measurement.label} (${measurement.category})`,
}));
const COLOUR_CHOICES = COLOUR_LEVELS.map((colour) => ({ id: colour, name: COLOUR_LABELS[colour] }));

const WIDE = { width: '100%', maxWidth: 560 } as const;

const organisationSearch = (typed: string) => ({ search: typed.trim() });

export function NotificationInputs() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      {/* Found by typing: the first matches of what is typed, a page of names (organisationChoices),
          never every organisation. */}
      <ReferenceInput
        source="organisationId"
        reference="organisationChoices"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={PICKER_MATCHES}
      >
        <AutocompleteInput
          label={NOTIFICATION_FIELD_LABELS.organisationId}
          optionText="name"
          filterToQuery={organisationSearch}
          noOptionsText={translate('app.common.no_organisations_found')}
          isRequired
          sx={WIDE}
        />
      </ReferenceInput>
      <RadioButtonGroupInput
        source="type"
        label={NOTIFICATION_FIELD_LABELS.type}
        choices={TYPE_CHOICES}
      />
      <TextInput
        source="title"
        label={NOTIFICATION_FIELD_LABELS.title}
        validate={validNotificationTitle}
        sx={WIDE}
      />
      <TextInput
        source="body"
        label={NOTIFICATION_FIELD_LABELS.body}
        validate={validNotificationBody}
        multiline
        minRows={3}
        sx={WIDE}
      />
      <FormDataConsumer<NotificationDraft>>
        {({ formData }) =>
          formData.type === 'risk-level' ? (
            <>
              <SelectInput
                source="measurement"
                label={NOTIFICATION_FIELD_LABELS.measurement}
                choices={MEASUREMENT_CHOICES}
                isRequired
                sx={WIDE}
              />
              <CheckboxesInput
                source="color"
                label={NOTIFICATION_FIELD_LABELS.color}
                choices={COLOUR_CHOICES}
              />
            </>
          ) : null
        }
      </FormDataConsumer>
      <FormDataConsumer<NotificationDraft>>
        {({ formData }) => <RecipientsCount draft={formData} />}
      </FormDataConsumer>
    </Box>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import type { ColourLevel } from '@/config/constants';
import { FREQUENCY_CHOICES, MESSAGE_LEVEL_LABELS } from '@/domain/messages';
import { LEVEL_COLOURS } from '@/shared/trafficLight';
import { SwitchInput } from '@/layout/SwitchInput';

export function MessageLevelInputs({ level }: { level: ColourLevel }) {
  const titleId = useId();
  const translate = useTranslate();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ borderTop: `6px solid ${LEVEL_COLOURS[level]}` }}
    >
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {MESSAGE_LEVEL_LABELS[level]}
        </Typography>
        <SwitchInput
          source={`${level}.isActive`}
          label={translate('resources.initialMessages.fields.active')}
        />
        <SelectInput
          source={`${level}.frequency`}
          label="resources.initialMessages.fields.frequency"
          choices={FREQUENCY_CHOICES}
          // docs/product.md §9 lists the frequencies: a blank entry is not one of them.
          isRequired
          fullWidth
        />
        <TextInput
          source={`${level}.subject`}
          label="resources.initialMessages.fields.subject"
          fullWidth
        />
        <TextInput
          source={`${level}.message`}
          label="resources.initialMessages.fields.message"
          multiline
          minRows={4}
          fullWidth
          helperText="resources.initialMessages.helpers.message"
        />
      </CardContent>
    </Card>
  );
}

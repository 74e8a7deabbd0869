// The stored text is HTML; SafeHtml keeps its formatting and drops anything that could run.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ColourLevel } from '@/config/constants';
import { MESSAGE_LEVEL_LABELS, frequencyLabel } from '@/domain/messages';
import type { InitialMessageLevel } from '@/domain/types';
import { SafeHtml } from '@/layout/SafeHtml';
import { LEVEL_COLOURS } from '@/shared/trafficLight';

export function MessageLevelCard({
  level,
  message,
}: {
  level: ColourLevel;
  message: Partial<InitialMessageLevel> | undefined;
}) {
  const titleId = useId();
  const translate = useTranslate();
  const active = message?.isActive === true;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ borderTop: `6px solid ${LEVEL_COLOURS[level]}` }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {MESSAGE_LEVEL_LABELS[level]}
          </Typography>
          <Chip
            size="small"
            color={active ? 'success' : 'default'}
            label={translate(
              active
                ? 'resources.initialMessages.fields.active'
                : 'resources.initialMessages.fields.inactive',
            )}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.initialMessages.fields.frequency')}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {typeof message?.frequency === 'number' ? frequencyLabel(message.frequency) : '—'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.initialMessages.fields.subject')}
        </Typography>
        <Typography sx={{ mb: 2, fontWeight: 600 }}>{message?.subject || '—'}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.initialMessages.fields.message')}
        </Typography>
        {message?.message ? (
          <SafeHtml
            html={message.message}
            data-testid={`${level}-message`}
            sx={{ '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }}
          />
        ) : (
          <Typography>—</Typography>
        )}
      </CardContent>
    </Card>
  );
}

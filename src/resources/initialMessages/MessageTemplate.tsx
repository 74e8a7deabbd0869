// A template not stored yet is created on Save.
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Form,
  SaveButton,
  useCreate,
  useListContext,
  useNotify,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import type { Category } from '@/config/constants';
import type { MeasurementDefinition } from '@/domain/measurements';
import {
  MESSAGE_LEVELS,
  editableTemplate,
  initialMessageId,
  initialMessageProblem,
  initialMessageWrite,
  type EditableTemplate,
} from '@/domain/messages';
import type { InitialMessage } from '@/domain/types';
import { ListBodyState } from '@/shared/ListBodyState';
import { MessageLevelCard } from './MessageLevelCard';
import { MessageLevelInputs } from './MessageLevelInputs';

type TemplateRecord = InitialMessage & RaRecord;

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' },
} as const;

interface TemplateProps {
  category: Category;
  measurement: MeasurementDefinition;
}

export function MessageTemplate(props: TemplateProps) {
  const translate = useTranslate();
  return (
    <ListBodyState
      label={translate('resources.initialMessages.list_label')}
      errorText={translate('resources.initialMessages.list_failed')}
    >
      <TemplateView {...props} />
    </ListBodyState>
  );
}

function TemplateView({ category, measurement }: TemplateProps) {
  const { data } = useListContext<TemplateRecord>();
  const [editing, setEditing] = useState(false);
  const notify = useNotify();
  const translate = useTranslate();
  const [update, { isPending: updating }] = useUpdate<TemplateRecord>();
  const [create, { isPending: creating }] = useCreate<TemplateRecord>();
  const saving = updating || creating;
  const template = data?.[0];

  const saved = () => {
    notify('resources.initialMessages.notifications.updated', { type: 'success' });
    setEditing(false);
  };
  const failed = () =>
    notify('resources.initialMessages.notifications.update_failed', {
      type: 'error',
      description: 'app.common.try_again',
    });

  const save = (values: Partial<EditableTemplate>) => {
    const edited = { ...editableTemplate(template), ...values };
    const problem = initialMessageProblem(edited);
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    const write = initialMessageWrite(
      template,
      { category, measurement: measurement.label },
      edited,
      new Date(),
    );
    if (!write) {
      setEditing(false);
      return;
    }
    const options = { onSuccess: saved, onError: failed };
    if (template) {
      update(
        'initialMessages',
        { id: template.id, data: write, previousData: template },
        { mutationMode: 'pessimistic', ...options },
      );
    } else {
      create(
        'initialMessages',
        { data: { id: initialMessageId(category, measurement.key), ...write } },
        options,
      );
    }
  };

  const heading = (
    <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
      {translate('resources.initialMessages.heading', { measurement: measurement.label })}
    </Typography>
  );

  if (!editing) {
    return (
      <>
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          {heading}
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {translate('resources.initialMessages.actions.edit')}
          </Button>
        </Stack>
        {!template && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.initialMessages.none', { measurement: measurement.label })}
          </Typography>
        )}
        <Box sx={GRID}>
          {MESSAGE_LEVELS.map((level) => (
            <MessageLevelCard key={level} level={level} message={template?.[level]} />
          ))}
        </Box>
      </>
    );
  }

  return (
    <Form record={{ id: template?.id ?? 'new', ...editableTemplate(template) }} onSubmit={save}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        {heading}
        <Button onClick={() => setEditing(false)} disabled={saving}>
          {translate('resources.initialMessages.actions.cancel')}
        </Button>
        <SaveButton disabled={saving} alwaysEnable={!saving} />
      </Stack>
      <Box sx={GRID}>
        {MESSAGE_LEVELS.map((level) => (
          <MessageLevelInputs key={level} level={level} />
        ))}
      </Box>
    </Form>
  );
}

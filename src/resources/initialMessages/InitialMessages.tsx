import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  Form,
  ListBase,
  type RaRecord,
  SaveButton,
  SelectInput,
  SourceContextProvider,
  TextInput,
  useCreate,
  useListContext,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import EditIcon from '@mui/icons-material/Edit';
import { useId, useState } from 'react';
import { MESSAGE_FREQUENCY_DAYS, type Category, type ColourLevel } from '@/config/constants';
import { isCategory } from '@/domain/oneOf';
import { type MeasurementDefinition, measurementsOf } from '@/domain/measurements';
import {
  DEFAULT_MESSAGE_CATEGORY,
  editableTemplate,
  type EditableTemplate,
  initialMessageId,
  initialMessageProblem,
  initialMessageWrite,
  MESSAGE_LEVELS,
} from '@/domain/messages';
import { LabelledSelect } from '@/layout/LabelledSelect';
import type { InitialMessage, InitialMessageLevel } from '@/domain/types';
import { DetailsList } from '@/shared/DetailsList';
import { ListBodyState } from '@/shared/ListBodyState';
import { SafeHtml } from '@/layout/SafeHtml';
import { LEVEL_COLOURS } from '@/shared/trafficLight';
import { SwitchInput } from '@/layout/SwitchInput';
import { ScreenHeading } from '@/shared/ScreenHeading';
import { TRY_AGAIN } from '@/shared/tryAgain';

const FREQUENCY = 'resources.initialMessages.frequency';

const CATEGORY_ORDER: readonly Category[] = ['Life', 'Mind', 'Body'];

const PICKER = { fullWidth: true, sx: { minWidth: 240 } } as const;

export function InitialMessages() {
  // The choice is in the address, so that a template can be bookmarked and found again with Back.
  const [params, setParams] = useSearchParams();
  const asked = params.get('category') ?? '';
  const category: Category = isCategory(asked) ? asked : DEFAULT_MESSAGE_CATEGORY;
  const measurements = measurementsOf(category);
  const measurement =
    measurements.find((item) => item.key === params.get('measurement')) ?? measurements[0];
  const choose = (next: Category, measurementKey: string) =>
    setParams({ category: next, measurement: measurementKey });

  return (
    <>
      <ScreenHeading title="resources.initialMessages.title" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <LabelledSelect
          {...PICKER}
          label="resources.initialMessages.pickers.category"
          value={category}
          options={CATEGORY_ORDER.map((item) => ({ value: item, label: item }))}
          onChange={(value) => {
            if (isCategory(value)) choose(value, measurementsOf(value)[0]?.key ?? '');
          }}
        />
        <LabelledSelect
          {...PICKER}
          label="resources.initialMessages.pickers.measurement"
          value={measurement?.key ?? ''}
          options={measurements.map((item) => ({ value: item.key, label: item.label }))}
          onChange={(key) => choose(category, key)}
        />
      </Stack>
      {measurement && (
        <ListBase
          key={`${category}/${measurement.key}`}
          resource="initialMessages"
          filter={{ category, measurement: measurement.label }}
          perPage={1}
          // One template, not a list a user pages or sorts: react-admin keeps no list state for it.
          disableSyncWithLocation
          storeKey={false}
        >
          <ListBodyState
            label="resources.initialMessages.list_label"
            errorText="resources.initialMessages.list_failed"
          >
            <TemplateView category={category} measurement={measurement} />
          </ListBodyState>
        </ListBase>
      )}
    </>
  );
}

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

function TemplateView({ category, measurement }: TemplateProps) {
  const { data } = useListContext<TemplateRecord>();
  const [editing, setEditing] = useState(false);
  const notify = useNotify();
  const translate = useTranslate();
  const [update, { isPending: updating }] = useUpdate<TemplateRecord>();
  const [create, { isPending: creating }] = useCreate<TemplateRecord>();
  const saving = updating || creating;
  const template = data?.[0];

  const save = (values: Partial<EditableTemplate>) => {
    const edited = { ...editableTemplate(template), ...values };
    const refused = initialMessageProblem(edited);
    if (refused)
      return notify('resources.initialMessages.validation.level', {
        type: 'error',
        messageArgs: {
          level: translate(`resources.initialMessages.levels.${refused.level}`),
          problem: translate(refused.problem),
        },
      });
    const write = initialMessageWrite(
      template,
      { category, measurement: measurement.label },
      edited,
      new Date(),
    );
    if (!write) return setEditing(false);
    const options = {
      onSuccess: () => {
        notify('resources.initialMessages.notifications.updated', { type: 'success' });
        setEditing(false);
      },
      onError: () => notify('resources.initialMessages.notifications.update_failed', TRY_AGAIN),
    };
    if (template)
      update('initialMessages', { id: template.id, data: write, previousData: template }, options);
    else
      create(
        'initialMessages',
        { data: { id: initialMessageId(category, measurement.key), ...write } },
        options,
      );
  };

  return (
    <Form
      // A new edit starts from the stored template.
      key={String(editing)}
      record={{ id: template?.id ?? 'new', ...editableTemplate(template) }}
      onSubmit={save}
    >
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
          {translate('resources.initialMessages.heading', { measurement: measurement.label })}
        </Typography>
        {editing ? (
          <>
            <Button onClick={() => setEditing(false)} disabled={saving}>
              {translate('ra.action.cancel')}
            </Button>
            <SaveButton disabled={saving} alwaysEnable={!saving} />
          </>
        ) : (
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {translate('ra.action.edit')}
          </Button>
        )}
      </Stack>
      {!template && !editing && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.initialMessages.none', { measurement: measurement.label })}
        </Typography>
      )}
      <Box sx={GRID}>
        {MESSAGE_LEVELS.map((level) => (
          <MessageLevel key={level} level={level} message={template?.[level]} editing={editing} />
        ))}
      </Box>
    </Form>
  );
}

// The stored text is HTML; SafeHtml keeps its formatting and drops anything that could run.
function MessageLevel({
  level,
  message,
  editing,
}: {
  level: ColourLevel;
  message: Partial<InitialMessageLevel> | undefined;
  editing: boolean;
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
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: editing ? 1 : 2 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate(`resources.initialMessages.levels.${level}`)}
          </Typography>
          {!editing && (
            <Chip
              size="small"
              color={active ? 'success' : 'default'}
              label={translate(
                `resources.initialMessages.fields.${active ? 'active' : 'inactive'}`,
              )}
            />
          )}
        </Stack>
        {editing ? (
          <SourceContextProvider
            value={{
              getSource: (source) => `${level}.${source}`,
              getLabel: (source) => `resources.initialMessages.fields.${source}`,
            }}
          >
            <SwitchInput source="isActive" label="resources.initialMessages.fields.active" />
            <SelectInput
              source="frequency"
              choices={MESSAGE_FREQUENCY_DAYS.map((days) => ({
                id: days,
                name: translate(FREQUENCY, { smart_count: days }),
              }))}
              translateChoice={false}
              // docs/product.md §9 lists the frequencies: a blank entry is not one of them.
              isRequired
              fullWidth
            />
            <TextInput source="subject" fullWidth />
            <TextInput
              source="message"
              multiline
              minRows={4}
              fullWidth
              helperText="resources.initialMessages.helpers.message"
            />
          </SourceContextProvider>
        ) : (
          <DetailsList
            resource="initialMessages"
            details={{
              frequency:
                typeof message?.frequency === 'number' &&
                translate(FREQUENCY, { smart_count: message.frequency }),
              subject: message?.subject,
              message: message?.message && (
                <SafeHtml
                  html={message.message}
                  data-testid={`${level}-message`}
                  sx={{ '& img': { maxWidth: '100%' } }}
                />
              ),
            }}
            sx={{
              rowGap: 2,
              '& dt': { typography: 'body2' },
              '& div:nth-of-type(2) dd': { fontWeight: 600 },
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

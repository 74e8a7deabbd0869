import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListBase, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Category } from '@/config/constants';
import { isCategory } from '@/domain/oneOf';
import { measurementsOf } from '@/domain/measurements';
import { DEFAULT_MESSAGE_CATEGORY } from '@/domain/messages';
import { LabelledSelect } from '@/layout/LabelledSelect';
import { MessageTemplate } from './MessageTemplate';

const CATEGORY_ORDER: readonly Category[] = ['Life', 'Mind', 'Body'];

const PICKER = { fullWidth: true, sx: { minWidth: 240 } } as const;

export function InitialMessages() {
  const translate = useTranslate();
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
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {translate('resources.initialMessages.title')}
      </Typography>
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
          <MessageTemplate category={category} measurement={measurement} />
        </ListBase>
      )}
    </>
  );
}

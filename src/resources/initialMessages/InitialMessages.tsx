// /notifications/initial (docs/product.md §2 Initial messages): pick a Category (Life by default), then a
// Measurement of that category; its template's green, orange and red messages are shown below.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListBase, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { CATEGORIES, type Category } from '@/config/constants';
import { measurementsOf } from '@/domain/measurements';
import { DEFAULT_MESSAGE_CATEGORY } from '@/domain/messages';
import { LabelledSelect } from '@/layout/LabelledSelect';
import { MessageTemplate } from './MessageTemplate';

/** docs/product.md §2 lists the categories as Life, Mind, Body. */
const CATEGORY_ORDER: readonly Category[] = ['Life', 'Mind', 'Body'];

/** The pickers keep their width in a row (full width as the admin theme has it). */
const PICKER = { fullWidth: true, sx: { minWidth: 240 } } as const;

const isCategory = (value: string): value is Category =>
  (CATEGORIES as readonly string[]).includes(value);

export function InitialMessages() {
  const translate = useTranslate();
  // The choice is in the address (?category=…&measurement=…), so that a template can be
  // bookmarked, shared and found again with Back; an unknown one reads as the default.
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
          // One template, chosen by the two pickers above (whose choice is the address's): not a
          // list a user pages or sorts, so react-admin keeps no list state of its own for it.
          disableSyncWithLocation
          storeKey={false}
        >
          <MessageTemplate category={category} measurement={measurement} />
        </ListBase>
      )}
    </>
  );
}

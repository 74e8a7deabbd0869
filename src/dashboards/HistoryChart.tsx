import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format } from 'date-fns';
import { enNZ } from 'date-fns/locale';
import { useMemo, useState } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { clampRange, entriesInRange, historyBounds } from '@/domain/dashboardHistory';
import type { MeasurementRow } from '@/domain/dashboardScores';
import type { ScoreScope } from '@/dashboards/useOwnScores';
import { useScoresHistory } from '@/dashboards/useScoresHistory';
import { LEVEL_COLOURS, LEVEL_LABEL_KEYS, LEVELS } from '@/shared/trafficLight';
import { LoadState } from '@/shared/ListBodyState';
import { useTranslate } from 'react-admin';

/** A measurement's counts over time, from the history of the scope's sources. */
export function HistoryChart({ row, scope }: { row: MeasurementRow; scope: ScoreScope }) {
  const translate = useTranslate();
  const { status, entries } = useScoresHistory(row.measurement, scope);
  const bounds = useMemo(() => historyBounds(entries, new Date()), [entries]);
  // The fields keep what is typed, so they never fight the typing; the chart clamps it to the data
  // (docs/product.md §5). New data resets both fields to the whole range.
  const [draft, setDraft] = useState<{ key: string; from: Date | null; to: Date | null }>();
  const key = `${bounds.from.getTime()}-${bounds.to.getTime()}`;
  const fields = draft && draft.key === key ? draft : { key, from: bounds.from, to: bounds.to };
  const range = clampRange(fields, bounds);

  const points = entriesInRange(entries ?? [], range).map((entry) => ({
    ...entry,
    time: entry.calculatedAt.getTime(),
  }));
  const period = {
    label: row.measurement.label,
    from: format(range.from, 'd MMM yyyy'),
    to: format(range.to, 'd MMM yyyy'),
  };
  const description =
    points.length === 0
      ? translate('app.dashboards.history_none', period)
      : translate('app.dashboards.history_description', {
          ...period,
          ...points.at(-1),
          smart_count: points.length,
        });

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enNZ}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
        {(['from', 'to'] as const).map((end) => (
          <DatePicker
            key={end}
            label={translate(`app.dashboards.${end}`)}
            format="dd/MM/yyyy"
            value={fields[end]}
            minDate={end === 'from' ? bounds.from : range.from}
            maxDate={end === 'from' ? range.to : bounds.to}
            onChange={(value) => setDraft({ ...fields, [end]: value })}
            slotProps={{ textField: { size: 'small' } }}
          />
        ))}
      </Stack>
      <LoadState
        status={status}
        emptyText={
          points.length > 0
            ? undefined
            : translate(
                entries && entries.length > 0
                  ? 'app.dashboards.no_calculations_between'
                  : 'app.dashboards.no_history',
              )
        }
        errorText={translate('app.dashboards.history_error')}
        onRetry
        what={translate('app.dashboards.what.history')}
      >
        <Box role="img" aria-label={description} sx={{ width: '100%', height: 260 }}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              data={points}
              margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis
                dataKey="time"
                type="number"
                scale="time"
                domain={['dataMin', 'dataMax']}
                tickFormatter={(time: number) => format(new Date(time), 'MMM yy')}
              />
              <YAxis allowDecimals={false} />
              <Tooltip labelFormatter={(time) => format(new Date(Number(time)), 'd MMM yyyy')} />
              <Legend />
              {LEVELS.map((level) => (
                <Line
                  key={level}
                  type="monotone"
                  dataKey={level}
                  name={translate(LEVEL_LABEL_KEYS[level])}
                  stroke={LEVEL_COLOURS[level]}
                  strokeWidth={2}
                  dot={points.length < 40}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {translate('app.dashboards.calculations_shown', { smart_count: points.length })}
        </Typography>
      </LoadState>
    </LocalizationProvider>
  );
}

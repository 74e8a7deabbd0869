import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import type { Change, MeasurementRow } from '@/domain/dashboardScores';
import { useTranslate } from 'react-admin';

export interface ChangeIndicatorProps {
  change: Change | undefined;
  /** What moved, for the text alternative: 'green share' or 'score'. */
  subject: string;
  unit?: string;
}

const LOOKS = {
  up: { colour: 'success.main', Icon: ArrowUpwardIcon },
  down: { colour: 'error.main', Icon: ArrowDownwardIcon },
  same: { colour: 'text.secondary', Icon: RemoveIcon },
} as const;

/** Beyond docs/product.md. */
export function ChangeIndicator({ change, subject, unit = '' }: ChangeIndicatorProps) {
  const translate = useTranslate();
  if (!change) return null;
  // Not Intl.DateTimeFormat: the page's first one costs Chromium tens of milliseconds (its time
  // zone and locale data), on the way to a returning user's first score.
  const since = format(change.previousCalculatedAt, 'd MMM yyyy');
  const delta = `${Math.abs(change.delta)}${unit}`;
  const text =
    change.direction === 'same'
      ? `${translate('app.dashboards.no_change')}${unit ? ` (0${unit})` : ''}`
      : `${change.delta > 0 ? '+' : '−'}${delta}`;
  const description = translate(`app.dashboards.change.${change.direction}`, {
    subject,
    since,
    delta,
  });
  const { colour, Icon } = LOOKS[change.direction];
  return (
    <Tooltip title={description}>
      <Box
        component="span"
        aria-label={description}
        role="note"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: colour }}
      >
        <Icon fontSize="inherit" aria-hidden />
        <Typography component="span" variant="caption" aria-hidden>
          {text}
        </Typography>
      </Box>
    </Tooltip>
  );
}

/** A measurement's green share, moved by some points. */
export function GreenShareChange({ row }: { row: MeasurementRow }) {
  const translate = useTranslate();
  return (
    <ChangeIndicator
      change={row.change}
      subject={translate('app.dashboards.green_share', { label: row.label })}
      unit={translate('app.dashboards.points')}
    />
  );
}

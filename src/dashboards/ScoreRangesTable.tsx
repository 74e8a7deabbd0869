import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MeasurementRow } from '@/domain/dashboardScores';
import { scoreRangesOf } from '@/domain/scoreRanges';
import { LEVEL_COLOURS, LEVEL_LABEL_KEYS } from '@/shared/trafficLight';
import { useTranslate } from 'react-admin';

export function ScoreRangesTable({ row: { key, label } }: { row: MeasurementRow }) {
  const translate = useTranslate();
  const ranges = scoreRangesOf(key);
  if (!ranges) {
    return (
      <Typography color="text.secondary">
        {translate('app.dashboards.no_score_ranges', { label })}
      </Typography>
    );
  }
  const labelled = ranges.variants.some((variant) => variant.label);
  return (
    <>
      <Table size="small" aria-label={translate('app.dashboards.score_ranges_of', { label })}>
        <TableHead>
          <TableRow>
            {labelled && <TableCell />}
            {(['red', 'orange', 'green'] as const).map((level) => (
              <TableCell key={level} sx={{ borderBottom: `3px solid ${LEVEL_COLOURS[level]}` }}>
                {translate(LEVEL_LABEL_KEYS[level])}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ranges.variants.map((variant, index) => (
            <TableRow key={variant.label ?? index}>
              {labelled && (
                <TableCell component="th" scope="row">
                  {variant.label}
                </TableCell>
              )}
              <TableCell>{variant.ranges.red}</TableCell>
              <TableCell>{variant.ranges.orange}</TableCell>
              <TableCell>{variant.ranges.green}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {(ranges.unit || ranges.note) && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {[
            ranges.unit ? translate('app.dashboards.unit', { unit: ranges.unit }) : '',
            ranges.note ? translate(ranges.note) : '',
          ]
            .filter(Boolean)
            .join(' ')}
        </Typography>
      )}
    </>
  );
}

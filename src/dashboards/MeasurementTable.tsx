import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { Fragment } from 'react';
import type { MeasurementSection } from '@/domain/dashboardScores';
import { GreenShareChange } from '@/dashboards/ChangeIndicator';
import { LEVEL_LABEL_KEYS, LEVELS } from '@/shared/trafficLight';
import { useTranslate } from 'react-admin';

export interface MeasurementTableProps {
  /** Whose figures these are, for the table's caption. */
  title: string;
  sections: MeasurementSection[];
  onOpen: (key: string) => void;
}

const COLUMNS = ['completed', ...LEVELS] as const;
const COLUMN_LABELS = { completed: 'app.dashboards.column.completed', ...LEVEL_LABEL_KEYS };

export function MeasurementTable({ title, sections, onOpen }: MeasurementTableProps) {
  const translate = useTranslate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={title}>
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>
          {title}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.dashboards.measurement')}</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column} align="right">
                {translate(COLUMN_LABELS[column])}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sections.map((section) => (
            <Fragment key={section.section}>
              <TableRow>
                <TableCell
                  colSpan={5}
                  component="th"
                  scope="colgroup"
                  sx={{ bgcolor: 'action.hover', fontWeight: 600 }}
                >
                  {section.section}
                </TableCell>
              </TableRow>
              {section.rows.map((row) => (
                <TableRow key={row.key} hover>
                  <TableCell component="th" scope="row">
                    <Link
                      component="button"
                      type="button"
                      onClick={() => onOpen(row.key)}
                      underline="hover"
                    >
                      {row.label}
                    </Link>{' '}
                    <GreenShareChange row={row} />
                  </TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align="right">
                      {row[column]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

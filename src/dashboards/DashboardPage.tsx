import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { canSeeStatistics } from '@/domain/dashboard';
import type { CsvCell } from '@/domain/csv';
import type { ScopeLabel } from '@/domain/dashboardCsv';
import type { ScoreSet } from '@/domain/types';
import { DashboardFilterBar } from '@/dashboards/DashboardFilterBar';
import { ExportCsvButton, type DashboardCsv } from '@/dashboards/ExportCsvButton';
import { ThresholdMessage } from '@/dashboards/ThresholdMessage';
import { ownStatus, type DashboardData } from '@/dashboards/useDashboardData';
import { LoadState } from '@/shared/ListBodyState';
import { retryFailedReads } from '@/layout/RetryAlert';

interface DashboardPageProps {
  title: string;
  data: DashboardData;
  /** The CSV's screen, for its file name, and its rows of the own and any compared figures. */
  csv: {
    screen: string;
    rows: (csv: DashboardCsv, own: ScopeLabel, compared: ScopeLabel | undefined) => CsvCell[][];
  };
  /** What the screen shows once the statistics may be seen. */
  children: (scoreSet: ScoreSet) => ReactNode;
}

export function DashboardPage({ title, data, csv, children }: DashboardPageProps) {
  const translate = useTranslate();
  const { own } = data;
  const scoreSet = own?.scoreSet;
  const compared = data.comparison.scope;
  const visible = scoreSet ? canSeeStatistics(scoreSet.averageScore.activeUsers, data.role) : false;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {own && (
            <Typography variant="subtitle1" color="text.secondary">
              {own.name}
            </Typography>
          )}
        </Box>
        <ExportCsvButton
          build={
            own && scoreSet && visible
              ? (code) => ({
                  fileName: code.csvFileName(csv.screen, own.name, new Date()),
                  rows: csv.rows(
                    code,
                    { name: own.name, scoreSet },
                    compared?.scoreSet && { name: compared.name, scoreSet: compared.scoreSet },
                  ),
                })
              : undefined
          }
        />
      </Stack>
      <DashboardFilterBar data={data} />
      <LoadState
        status={ownStatus(data)}
        emptyText={
          scoreSet
            ? undefined
            : own
              ? translate('app.dashboards.no_scores_for', { name: own.name })
              : translate('app.dashboards.no_organisation')
        }
        errorText={translate('app.dashboards.scores_error')}
        onRetry={retryFailedReads}
        what={translate('app.dashboards.what.scores')}
      >
        {scoreSet && (visible ? children(scoreSet) : <ThresholdMessage />)}
      </LoadState>
    </Box>
  );
}

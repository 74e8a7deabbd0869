import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { canSeeStatistics } from '@/domain/dashboard';
import type { Category } from '@/config/constants';
import type { ScoreSet } from '@/domain/types';
import { DashboardFilterBar } from '@/dashboards/DashboardFilterBar';
import { ExportCsvButton } from '@/dashboards/ExportCsvButton';
import { ThresholdMessage } from '@/dashboards/ThresholdMessage';
import { ownStatus, type DashboardData } from '@/dashboards/useDashboardData';
import { LoadState } from '@/shared/ListBodyState';

interface DashboardPageProps {
  /** The Summary without one. */
  category?: Category;
  data: DashboardData;
  /** What the screen shows once the statistics may be seen. */
  children: (scoreSet: ScoreSet) => ReactNode;
}

export function DashboardPage({ category, data, children }: DashboardPageProps) {
  const translate = useTranslate();
  const { own } = data;
  const scoreSet = own?.scoreSet;
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
            {category ?? translate('app.dashboards.summary')}
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
              ? (code) => {
                  const scopes = [own, data.comparison.scope].flatMap((scope) =>
                    scope?.scoreSet ? [{ name: scope.name, scoreSet: scope.scoreSet }] : [],
                  );
                  return {
                    fileName: code.csvFileName(category ?? 'summary', own.name, new Date()),
                    rows: category
                      ? code.categoryRows(category, scopes, translate)
                      : code.summaryRows(scopes, translate),
                  };
                }
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
        onRetry
        what={translate('app.dashboards.what.scores')}
      >
        {scoreSet && (visible ? children(scoreSet) : <ThresholdMessage />)}
      </LoadState>
    </Box>
  );
}

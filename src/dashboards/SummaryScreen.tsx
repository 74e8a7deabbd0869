import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { CATEGORIES, categoryKey } from '@/config/constants';
import { averageChange, categoryCounts, scoreOf } from '@/domain/dashboardScores';
import { CompletionSummary } from '@/dashboards/CompletionSummary';
import { ScoreGauge } from '@/dashboards/ScoreGauge';
import { ThresholdMessage } from '@/dashboards/ThresholdMessage';
import { TotalScore } from '@/dashboards/TotalScore';
import { DashboardPage } from '@/dashboards/DashboardPage';
import { useDashboardData } from '@/dashboards/useDashboardData';
import { LoadState } from '@/shared/ListBodyState';

export function SummaryScreen() {
  const translate = useTranslate();
  const data = useDashboardData();
  const { own, comparison } = data;
  const compared = comparison.scope?.scoreSet;
  const name = data.filters.compareIndustry;
  const comparisonTitle = translate('app.dashboards.comparison_with', { name });

  return (
    <DashboardPage data={data}>
      {(scoreSet) => (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: comparison.active ? 6 : 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <TotalScore scoreSet={scoreSet} label={own?.name ?? ''} />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: comparison.active ? 6 : 8 }}>
            <Card
              variant="outlined"
              sx={{ height: '100%' }}
              component="section"
              aria-label={translate('app.dashboards.completion_summary')}
            >
              <CardContent>
                <Typography variant="overline" component="h3">
                  {translate('app.dashboards.completion_summary')}
                </Typography>
                <CompletionSummary scoreSet={scoreSet} />
              </CardContent>
            </Card>
          </Grid>
          {CATEGORIES.map((category) => (
            <Grid key={category} size={{ xs: 12, md: 4 }}>
              <ScoreGauge
                category={category}
                score={scoreOf(scoreSet, category)}
                counts={categoryCounts(scoreSet, category)}
                change={averageChange(scoreSet.averageScore, categoryKey(category))}
              />
            </Grid>
          ))}
          {comparison.active && (
            <Grid size={12}>
              <Card variant="outlined" component="section" aria-label={comparisonTitle}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {comparisonTitle}
                  </Typography>
                  <LoadState
                    status={comparison.status}
                    emptyText={
                      compared?.averageScore.activeUsers === 0
                        ? translate('app.dashboards.no_scores_for', { name })
                        : undefined
                    }
                    errorText={translate('app.dashboards.scores_of_error', { name })}
                    onRetry
                    what={translate('app.dashboards.what.comparison')}
                  >
                    {comparison.withheld && <ThresholdMessage />}
                    {compared && (
                      <Grid container spacing={2}>
                        <Grid size={{ xs: 12, md: 4 }}>
                          <TotalScore scoreSet={compared} label={name} />
                          <Typography variant="body2" color="text.secondary">
                            {CATEGORIES.map(
                              (category) => `${category} ${scoreOf(compared, category)}`,
                            ).join(' · ')}
                          </Typography>
                        </Grid>
                        <Grid size={{ xs: 12, md: 8 }}>
                          <CompletionSummary scoreSet={compared} withLinks={false} />
                        </Grid>
                      </Grid>
                    )}
                  </LoadState>
                </CardContent>
              </Card>
            </Grid>
          )}
        </Grid>
      )}
    </DashboardPage>
  );
}

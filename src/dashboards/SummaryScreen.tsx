import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { CATEGORIES } from '@/config/constants';
import { csvFileName, summaryCsv } from '@/domain/dashboardCsv';
import {
  averageChange,
  categoryCounts,
  categoryKey,
  emptyScoreSet,
  scoreOf,
} from '@/domain/dashboardScores';
import { CompletionSummary } from '@/dashboards/CompletionSummary';
import { ScoreGauge } from '@/dashboards/ScoreGauge';
import { TotalScore } from '@/dashboards/TotalScore';
import { DashboardPage } from '@/dashboards/DashboardPage';
import { WidgetState } from '@/dashboards/WidgetState';
import { useDashboardData } from '@/dashboards/useDashboardData';

/** docs/product.md §2 Summary (/dashboard): total score, gauges, completion summary and comparison. */
export function SummaryScreen() {
  const data = useDashboardData();
  const { own, comparison } = data;
  const scoreSet = own?.scoreSet;
  const compared = comparison.scope?.scoreSet;

  return (
    <DashboardPage
      title="Summary"
      data={data}
      exportCsv={() => ({
        fileName: csvFileName('summary', own?.name ?? '', new Date()),
        csv: summaryCsv(
          { name: own?.name ?? '', scoreSet: scoreSet ?? emptyScoreSet() },
          compared && comparison.scope
            ? { name: comparison.scope.name, scoreSet: compared }
            : undefined,
        ),
      })}
    >
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
              aria-label="Completion summary"
            >
              <CardContent>
                <Typography variant="overline" component="h3">
                  Completion summary
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
                to={`/dashboard/${category.toLowerCase()}`}
              />
            </Grid>
          ))}
          {comparison.active && (
            <Grid size={12}>
              <Card
                variant="outlined"
                component="section"
                aria-label={`Comparison with ${data.filters.compareIndustry}`}
              >
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {`Comparison with ${data.filters.compareIndustry}`}
                  </Typography>
                  <WidgetState
                    status={comparison.status === 'off' ? 'loading' : comparison.status}
                    empty={compared?.averageScore.activeUsers === 0}
                    emptyText={`No scores have been calculated yet for ${data.filters.compareIndustry}.`}
                    errorText={`Could not load the scores of ${data.filters.compareIndustry}. Please, try again later.`}
                    onRetry={comparison.refetch}
                    label="industry comparison"
                  >
                    {compared && (
                      <Grid container spacing={2}>
                        <Grid size={{ xs: 12, md: 4 }}>
                          <TotalScore scoreSet={compared} label={data.filters.compareIndustry} />
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
                  </WidgetState>
                </CardContent>
              </Card>
            </Grid>
          )}
        </Grid>
      )}
    </DashboardPage>
  );
}

import BarChartIcon from '@mui/icons-material/DonutLarge';
import TableRowsIcon from '@mui/icons-material/TableRows';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import type { Category } from '@/config/constants';
import { categorySections } from '@/domain/dashboardScores';
import { MeasurementCard } from '@/dashboards/MeasurementCard';
import { MeasurementTable } from '@/dashboards/MeasurementTable';
import { DashboardPage } from '@/dashboards/DashboardPage';
import { ThresholdMessage } from '@/dashboards/ThresholdMessage';
import { useDashboardData } from '@/dashboards/useDashboardData';
import { LoadState } from '@/shared/ListBodyState';

// The modal brings the date pickers; they load when a measurement is first opened.
const MeasurementModal = lazy(() =>
  import('@/dashboards/MeasurementModal').then((module) => ({ default: module.MeasurementModal })),
);

const VIEWS = {
  chart: { Icon: BarChartIcon, label: 'app.dashboards.chart_view' },
  table: { Icon: TableRowsIcon, label: 'app.dashboards.table_view' },
};
type View = keyof typeof VIEWS;

export function CategoryScreen({ category }: { category: Category }) {
  const translate = useTranslate();
  const data = useDashboardData();
  const { own, comparison } = data;
  const [view, setView] = useStore<View>('kynd.dashboards.view', 'chart');
  const [openKey, setOpenKey] = useState<string | undefined>();
  const scoreSet = own?.scoreSet;
  const compared = comparison.scope?.scoreSet;

  const sections = useMemo(
    () => (scoreSet ? categorySections(scoreSet, category) : []),
    [scoreSet, category],
  );
  const comparedSections = useMemo(
    () => (compared ? categorySections(compared, category) : undefined),
    [compared, category],
  );
  const comparedRow = (key: string) =>
    comparedSections?.flatMap((section) => section.rows).find((row) => row.key === key);
  const openRow = sections.flatMap((section) => section.rows).find((row) => row.key === openKey);
  const compareName = data.filters.compareIndustry;

  return (
    <DashboardPage category={category} data={data}>
      {() => (
        <>
          <Stack
            direction="row"
            spacing={2}
            sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
            useFlexGap
          >
            <ToggleButtonGroup
              exclusive
              size="small"
              value={view}
              aria-label={translate('app.dashboards.view')}
              onChange={(_, value: View | null) => value && setView(value)}
            >
              {Object.entries(VIEWS).map(([value, { Icon, label }]) => (
                <ToggleButton key={value} value={value}>
                  <Icon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
                  {translate(label)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {comparison.active && (
              <Typography variant="h6" component="h2">
                {translate('app.dashboards.comparison_with', { name: compareName })}
              </Typography>
            )}
          </Stack>
          {comparison.active && comparison.withheld && <ThresholdMessage sx={{ mb: 2 }} />}
          {comparison.active && comparison.status !== 'ready' && (
            <LoadState
              status={comparison.status}
              what={translate('app.dashboards.what.comparison')}
              errorText={translate('app.dashboards.scores_error')}
            >
              {null}
            </LoadState>
          )}
          {view === 'chart' &&
            sections.map((section) => (
              <Box
                key={section.section}
                component="section"
                aria-label={section.section}
                sx={{ mb: 3 }}
              >
                <Typography variant="h6" component="h2" gutterBottom>
                  {section.section}
                </Typography>
                <Grid container spacing={2}>
                  {section.rows.map((row) => (
                    <Grid
                      key={row.key}
                      size={{ xs: 12, sm: 6, md: compared ? 6 : 4, lg: compared ? 4 : 3 }}
                    >
                      <MeasurementCard
                        row={row}
                        ownName={own?.name ?? ''}
                        comparison={
                          compared ? { name: compareName, row: comparedRow(row.key) } : undefined
                        }
                        onOpen={setOpenKey}
                      />
                    </Grid>
                  ))}
                </Grid>
              </Box>
            ))}
          {view === 'table' && (
            <Grid container spacing={2}>
              {[
                { title: own?.name ?? category, sections },
                ...(comparedSections ? [{ title: compareName, sections: comparedSections }] : []),
              ].map((table, index, tables) => (
                <Grid key={index} size={{ xs: 12, lg: tables.length > 1 ? 6 : 12 }}>
                  <MeasurementTable {...table} onOpen={setOpenKey} />
                </Grid>
              ))}
            </Grid>
          )}
          {openRow && own && (
            <Suspense fallback={null}>
              <MeasurementModal row={openRow} scope={own} onClose={() => setOpenKey(undefined)} />
            </Suspense>
          )}
        </>
      )}
    </DashboardPage>
  );
}

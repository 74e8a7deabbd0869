import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { ALL_ID, canCompare, selectDivision } from '@/domain/dashboard';
import { UserSearch } from '@/dashboards/UserSearch';
import type { DashboardData } from '@/dashboards/useDashboardData';
import { LabelledSelect } from '@/layout/LabelledSelect';
import { lazyScreen } from '@/layout/lazyScreen';
import { useAfterFirstPaint } from '@/layout/useAfterFirstPaint';
import { useTranslate } from 'react-admin';

/** Below md the bar is a column, where a flex basis would be a height. */
const FILTER_SIZE = { minWidth: 220, flex: { md: '1 1 220px' }, maxWidth: { md: 360 } } as const;
const ROW = { direction: { xs: 'column', md: 'row' }, spacing: 2, useFlexGap: true } as const;
const FIRST_ROW_SX = { flexWrap: 'wrap', alignItems: { md: 'center' } } as const;
const SECOND_ROW_SX = { ...FIRST_ROW_SX, mt: 1 } as const;
/** A small select in the admin theme: 48 px high, with its form control's margins (8 and 4 px). */
const SELECT_SHAPE = { ...FILTER_SIZE, mt: 1, mb: 0.5 } as const;
const SELECT_SKELETON = { variant: 'rounded', height: 48, sx: SELECT_SHAPE } as const;
/** The switches with their labels: 'Search users' and 'Compare with an industry'. */
const SWITCH_HEIGHT = 38;
const SWITCH_WIDTHS = [160, 265] as const;
const named = (name: string) => ({ value: name, label: name });

/** Loaded where it is shown, so that the others' dashboards go without it. */
const OrganisationSearch = lazyScreen(() =>
  import('@/shared/OrganisationPicker').then((m) => m.OrganisationSearch),
);

/** On the first screen the controls follow the figures by a frame; shapes hold their places. */
export function DashboardFilterBar({ data }: { data: DashboardData }) {
  const translate = useTranslate();
  const shown = useAfterFirstPaint();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="section"
      aria-label={translate('app.dashboards.filters')}
      aria-busy={!shown}
    >
      {shown ? (
        <FilterControls data={data} />
      ) : (
        <>
          <Stack {...ROW} sx={FIRST_ROW_SX}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} {...SELECT_SKELETON} />
            ))}
          </Stack>
          <Stack {...ROW} sx={SECOND_ROW_SX}>
            {SWITCH_WIDTHS.map((width) => (
              <Skeleton key={width} variant="rounded" height={SWITCH_HEIGHT} width={width} />
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}

function FilterControls({ data }: { data: DashboardData }) {
  const translate = useTranslate();
  const { filters, setFilters, changeFilters, choice, divisions, comparison } = data;
  const comparable = canCompare(filters);
  // A failed read says so (the page below shows what failed and a Retry), not "Loading…" forever.
  const unknownLabel = (failed: boolean) =>
    translate(failed ? 'app.dashboards.not_loaded' : 'app.dashboards.loading_choice');

  return (
    <>
      <Stack {...ROW} sx={FIRST_ROW_SX}>
        <LabelledSelect
          sx={FILTER_SIZE}
          showUnknown
          label={translate('app.common.industry')}
          value={filters.industry}
          options={data.industries.map(named)}
          disabled={!choice.chooses}
          onChange={(industry) => choice.setChoice({ industry, organisationId: '' })}
        />
        {choice.chooses ? (
          <Suspense fallback={<Skeleton {...SELECT_SKELETON} />}>
            <OrganisationSearch
              state={choice}
              industry={filters.industry}
              allId={ALL_ID}
              label={translate('app.common.organisation')}
              sx={FILTER_SIZE}
              onChange={choice.choose}
            />
          </Suspense>
        ) : (
          <LabelledSelect
            sx={FILTER_SIZE}
            label={translate('app.common.organisation')}
            value={filters.organisationId}
            options={data.organisations.map(({ id, name }) => ({ value: id, label: name }))}
            unknownLabel={unknownLabel(data.status === 'error')}
            disabled={data.organisations.length <= 1}
            onChange={choice.choose}
          />
        )}
        <LabelledSelect
          sx={FILTER_SIZE}
          label={translate('app.dashboards.division')}
          value={filters.divisionId}
          options={[
            { value: ALL_ID, label: translate('app.common.all') },
            ...divisions.map(({ id, name }) => ({ value: id, label: name })),
          ]}
          unknownLabel={unknownLabel(data.status === 'error' || data.ownStatus === 'error')}
          onOpen={data.askDivisions}
          disabled={filters.organisationId === ALL_ID || filters.organisationId === ''}
          onChange={(divisionId) => setFilters((current) => selectDivision(current, divisionId))}
        />
        {filters.organisationId === ALL_ID && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.dashboards.industry_summary', { industry: filters.industry })}
          </Typography>
        )}
      </Stack>
      <Stack {...ROW} sx={SECOND_ROW_SX}>
        {filters.organisationId !== ALL_ID && (
          <FormControlLabel
            label={translate('app.dashboards.search_users')}
            control={
              <Switch
                checked={filters.searchOpen}
                onChange={(_, searchOpen) =>
                  changeFilters(searchOpen ? { searchOpen } : { searchOpen, appliedSearch: null })
                }
              />
            }
          />
        )}
        {comparable && (
          <FormControlLabel
            label={translate('app.dashboards.compare')}
            control={
              <Switch
                checked={filters.compare}
                onChange={(_, compare) => changeFilters({ compare })}
              />
            }
          />
        )}
        {comparable &&
          filters.compare &&
          (comparison.optionsStatus === 'ready' && comparison.options.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('app.dashboards.nothing_to_compare')}
            </Typography>
          ) : (
            <LabelledSelect
              sx={FILTER_SIZE}
              showUnknown
              label={translate('app.dashboards.compare_industry')}
              value={filters.compareIndustry}
              options={comparison.options.map(named)}
              disabled={comparison.optionsStatus !== 'ready'}
              onChange={(compareIndustry) => changeFilters({ compareIndustry })}
            />
          ))}
      </Stack>
      {filters.searchOpen && filters.organisationId !== ALL_ID && <UserSearch data={data} />}
    </>
  );
}

import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ALERT_STATUSES, ALERT_TYPES, HEARING_VISION_QUESTIONNAIRES } from '@/config/constants';
import { useAlertFilterForm } from './useAlertFilterForm';
import { LabelledSelect } from '@/layout/LabelledSelect';
import { RetryAlert } from '@/layout/RetryAlert';
import { OrganisationSearch } from '@/shared/OrganisationPicker';

const OPTIONS = { status: ['All', ...ALERT_STATUSES], type: ALERT_TYPES };

const FILTER_SELECT = {
  fullWidth: true,
  sx: { minWidth: 200, flex: '1 1 200px', maxWidth: 320 },
} as const;

export function AlertFilters({ onSettled }: { onSettled: () => void }) {
  const { form, set, organisations } = useAlertFilterForm(onSettled);
  const translate = useTranslate();

  return (
    <Stack
      role="search"
      aria-label={translate('resources.questionnaireAlerts.filters.label')}
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
    >
      {organisations.chooses && (
        <OrganisationSearch
          state={organisations}
          industry={undefined}
          questionnaires={HEARING_VISION_QUESTIONNAIRES}
          label={translate('resources.questionnaireAlerts.fields.organisation')}
          onChange={(organisationId) => {
            // One is always chosen: a cleared box keeps the organisation shown.
            if (organisationId !== '') organisations.choose(organisationId);
          }}
          sx={FILTER_SELECT.sx}
        />
      )}
      <TextField
        size="small"
        label={translate('resources.questionnaireAlerts.filters.search')}
        value={form.search}
        onChange={(event) => set('search', event.target.value)}
        sx={{ minWidth: 220, flex: '2 1 260px', maxWidth: 420 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {(['status', 'type'] as const).map((name) => (
        <LabelledSelect
          key={name}
          {...FILTER_SELECT}
          label={translate(`resources.questionnaireAlerts.filters.${name}`)}
          value={form[name]}
          options={OPTIONS[name].map((value) => ({ value, label: value }))}
          onChange={(value) => set(name, value)}
        />
      ))}
      {organisations.optionsStatus === 'error' && (
        <RetryAlert onRetry={organisations.retry}>
          {translate('resources.questionnaireAlerts.filters.organisations_failed')}
        </RetryAlert>
      )}
    </Stack>
  );
}

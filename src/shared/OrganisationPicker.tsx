// The organisation choice of a provider admin on the divisions and codes screens (see
// useOrganisationChoice): an industry, then one of its organisations, both sorted by name.
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { LabelledSelect } from '@/layout/LabelledSelect';
import { useIndustries } from '@/shared/useIndustries';
import type { OrganisationChoiceState } from './useOrganisationChoice';

/** The picker's selects, also an organisation's industry select (industries/OrgIndustryCards). */
export const PICKER_SELECT = { fullWidth: true, sx: { minWidth: 240 }, showUnknown: true } as const;

export function OrganisationPicker({
  state: { choice, setChoice: onChange, options, optionsStatus },
}: {
  /** The screen's choice, by industry (MANAGED_ORGANISATION). */
  state: Pick<OrganisationChoiceState, 'choice' | 'setChoice' | 'options' | 'optionsStatus'>;
}) {
  const translate = useTranslate();
  const industries = useIndustries();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <LabelledSelect
        {...PICKER_SELECT}
        label={translate('app.common.industry')}
        value={choice.industry}
        options={industries.options}
        onChange={(industry) => onChange({ industry, organisationId: '' })}
      />
      <LabelledSelect
        {...PICKER_SELECT}
        label={translate('app.common.organisation')}
        // Until its industry's organisations are read, the stored id has no name to show.
        value={optionsStatus === 'ready' ? choice.organisationId : ''}
        disabled={choice.industry === ''}
        options={options.map((organisation) => ({
          value: organisation.id,
          label: organisation.name,
        }))}
        onChange={(organisationId) => onChange({ ...choice, organisationId })}
      />
    </Stack>
  );
}

// While the change runs the select shows the industry chosen; on failure, the stored one again.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Organisation } from '@/domain/types';
import { LabelledSelect, type SelectOption } from '@/layout/LabelledSelect';
import { PICKER_SELECT } from '@/shared/OrganisationPicker';
import { useChangeOrganisationIndustry } from './useChangeOrganisationIndustry';

export function OrgIndustryCard({
  organisation,
  rowNumber,
  industries,
  industriesReady,
}: {
  organisation: Organisation;
  rowNumber: number;
  industries: readonly SelectOption[];
  industriesReady: boolean;
}) {
  const translate = useTranslate();
  const change = useChangeOrganisationIndustry(organisation);
  return (
    <Card variant="outlined" component="section" aria-label={organisation.name}>
      <CardContent>
        <Typography variant="caption" color="text.secondary">
          {rowNumber}
        </Typography>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          {organisation.name}
        </Typography>
        <LabelledSelect
          {...PICKER_SELECT}
          label={translate('app.common.industry')}
          value={(change.isPending ? change.variables : organisation.industry) ?? ''}
          options={industries}
          disabled={change.isPending || !industriesReady}
          onChange={(industry) => {
            if (industry !== organisation.industry) change.mutate(industry);
          }}
        />
      </CardContent>
    </Card>
  );
}

// The organisation whose sent notifications are listed.
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { NamedRef } from '@/domain/types';

export function OrganisationPicker({
  organisations,
  value,
  onChange,
}: {
  organisations: NamedRef[];
  value: string;
  onChange: (organisationId: string) => void;
}) {
  const labelId = useId();
  const translate = useTranslate();
  const label = translate('resources.notifications.organisation');
  return (
    <FormControl size="small" sx={{ minWidth: 280 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={organisations.some((item) => item.id === value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {organisations.map((organisation) => (
          <MenuItem key={organisation.id} value={organisation.id}>
            {organisation.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

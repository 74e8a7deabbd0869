// docs/product.md §5 create industry: a name is required ('Choose a name for the new industry', info) and must
// not equal an existing one apart from case ('Industry already exists', info); 'Industry created'.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { checkIndustryName } from '@/domain/industryForm';
import type { Industry } from '@/domain/types';
import { useCreateIndustry } from './useCreateIndustry';

export function IndustryCreateForm() {
  const notify = useNotify();
  const translate = useTranslate();
  const { data } = useListContext<Industry>();
  const [name, setName] = useState('');
  const createIndustry = useCreateIndustry();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The names shown are checked here; the provider checks every industry again.
    const checked = checkIndustryName(
      name,
      (data ?? []).map((industry) => industry.name),
    );
    if (!checked.ok) {
      notify(checked.message, { type: 'info' });
      return;
    }
    createIndustry.mutate(checked.name, { onSuccess: () => setName('') });
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction="row"
      spacing={2}
      sx={{ p: 2, alignItems: 'flex-start' }}
    >
      <TextField
        label={translate('resources.industries.fields.name')}
        size="small"
        value={name}
        onChange={(event) => setName(event.target.value)}
        sx={{ minWidth: 280 }}
      />
      <Button type="submit" variant="contained" disabled={createIndustry.isPending}>
        {translate('ra.action.create')}
      </Button>
    </Stack>
  );
}

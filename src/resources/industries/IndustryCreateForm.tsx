// docs/product.md §5 create industry: a name is required ('Choose a name for the new industry', info) and must
// not equal an existing one apart from case ('Industry already exists', info); 'Industry created'.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { INDUSTRY_EXISTS, checkIndustryName } from '@/domain/industries';
import type { Industry } from '@/domain/types';
import type { KyndDataProvider } from '@/providers/types';
import { errorCode } from '@/domain/errorCode';

export function IndustryCreateForm() {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const { data, refetch } = useListContext<Industry>();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
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
    setSaving(true);
    try {
      await dataProvider.createIndustry(checked.name);
      notify('Industry created', { type: 'success' });
      setName('');
      void refetch();
    } catch (error) {
      if (errorCode(error) === 'already-exists') notify(INDUSTRY_EXISTS, { type: 'info' });
      else {
        notify('Error creating industry', {
          type: 'error',
          description: 'Please, try again later',
        });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      direction="row"
      spacing={2}
      sx={{ p: 2, alignItems: 'flex-start' }}
    >
      <TextField
        label="Name"
        size="small"
        value={name}
        onChange={(event) => setName(event.target.value)}
        sx={{ minWidth: 280 }}
      />
      <Button type="submit" variant="contained" disabled={saving}>
        Create
      </Button>
    </Stack>
  );
}

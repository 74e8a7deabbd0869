import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Organisation } from '@/domain/types';
import { ActivationDialog } from './ActivationDialog';

export function StatusCell({
  organisation,
  canManage,
}: {
  organisation: Organisation;
  canManage: boolean;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={organisation.isActive === true}
            disabled={!canManage}
            onChange={() => setOpen(true)}
          />
        }
        label={translate('resources.organisations.list.active')}
      />
      {open ? (
        <ActivationDialog organisation={organisation} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

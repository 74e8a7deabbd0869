import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { canRemoveManager } from '@/domain/userAdministration';
import type { NamedRef, Organisation } from '@/domain/types';
import { useRemoveManager } from './useRemoveManager';

export function ManagersCell({
  organisation,
  canManage,
}: {
  organisation: Organisation;
  canManage: boolean;
}) {
  const translate = useTranslate();
  const removeManager = useRemoveManager(organisation);
  const [removing, setRemoving] = useState<NamedRef | null>(null);
  const managers = organisation.managers ?? [];
  const removable = canManage && canRemoveManager(managers.length);

  const remove = () => {
    if (!removing) return;
    removeManager.mutate(removing.id, { onSettled: () => setRemoving(null) });
  };

  if (managers.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.organisations.managers.none')}
      </Typography>
    );
  }
  return (
    <>
      <Stack spacing={0.25}>
        {managers.map((manager) => (
          <Stack key={manager.id} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{manager.name}</Typography>
            {removable ? (
              <Tooltip
                title={translate('resources.organisations.actions.remove_manager', {
                  name: manager.name,
                })}
              >
                <IconButton
                  size="small"
                  aria-label={translate('resources.organisations.actions.remove_manager', {
                    name: manager.name,
                  })}
                  onClick={() => setRemoving(manager)}
                >
                  <PersonRemoveIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </Stack>
        ))}
      </Stack>
      <Confirm
        isOpen={removing !== null}
        loading={removeManager.isPending}
        title="resources.organisations.managers.remove_title"
        content="resources.organisations.managers.remove_content"
        contentTranslateOptions={{ name: removing?.name ?? '', organisation: organisation.name }}
        confirm="ra.action.remove"
        cancel="ra.action.cancel"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

// An organisation's managers in the organisations table. docs/product.md §4: removing one is offered only when
// more than one manager exists, after a confirmation.
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useDataProvider, useListContext, useNotify } from 'react-admin';
import { canRemoveManager } from '@/domain/organisations';
import type { NamedRef, Organisation } from '@/domain/types';
import type { KyndDataProvider } from '@/providers/types';

export function ManagersCell({
  organisation,
  canManage,
}: {
  organisation: Organisation;
  canManage: boolean;
}) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const { refetch } = useListContext();
  const [removing, setRemoving] = useState<NamedRef | null>(null);
  const [busy, setBusy] = useState(false);
  const managers = organisation.managers ?? [];
  const removable = canManage && canRemoveManager(managers);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await dataProvider.removeManager(organisation.id, removing.id);
      await refetch();
    } catch {
      notify('Error removing manager', { type: 'error' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  if (managers.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No managers
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
              <Tooltip title={`Remove manager ${manager.name}`}>
                <IconButton
                  size="small"
                  aria-label={`Remove manager ${manager.name}`}
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
        loading={busy}
        title="Remove manager"
        content={`${removing?.name ?? ''} will no longer be a manager of ${organisation.name}.`}
        confirm="Remove"
        cancel="Cancel"
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

import {
  Confirm,
  IconButtonWithTooltip,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { NamedRef, Organisation } from '@/domain/types';
import type { SummarisedCode } from '@/domain/codeSummaries';
import { normaliseQuestionnaires } from '@/config/constants';
import { questionnaireLabel } from '@/domain/organisations';
import { canRemoveManager } from '@/domain/userAdministration';
import type { KyndDataProvider } from '@/providers/types';
import { USAGE_NOT_A_WHOLE_NUMBER, usageText } from '@/domain/codes';
import { ActivationDialog } from './ActivationDialog';
import { QuestionnairesDialog } from './QuestionnairesDialog';

interface OrganisationCellProps {
  organisation: Organisation;
  canManage: boolean;
}

export function ManagersCell({ organisation, canManage }: OrganisationCellProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KyndDataProvider>();
  const notify = useNotify();
  const removeManager = useMutation({
    mutationFn: (managerId: string) => dataProvider.removeManager(organisation.id, managerId),
    onError: () => notify('resources.organisations.notifications.manager_error', { type: 'error' }),
  });
  const [removing, setRemoving] = useState<NamedRef | null>(null);
  const managers = organisation.managers ?? [];
  const removable = canManage && canRemoveManager(managers.length);

  if (managers.length === 0) return <CellNote text="resources.organisations.managers.none" />;
  return (
    <>
      <Stack spacing={0.25}>
        {managers.map((manager) => (
          <Stack key={manager.id} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{manager.name}</Typography>
            {removable ? (
              <IconButtonWithTooltip
                label={translate('resources.organisations.actions.remove_manager', {
                  name: manager.name,
                })}
                size="small"
                onClick={() => setRemoving(manager)}
              >
                <PersonRemoveIcon fontSize="small" />
              </IconButtonWithTooltip>
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
        onConfirm={() =>
          removing && removeManager.mutate(removing.id, { onSettled: () => setRemoving(null) })
        }
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

// The codes come from the organisation's server-kept summary (src/domain/codeSummaries.ts).
export function CodesCell({
  codes,
  status,
  edits,
  invalid,
  onEdit,
}: {
  codes: readonly SummarisedCode[];
  /** How the read of the page's codes went: nothing is shown until it answers. */
  status: 'pending' | 'error' | 'success';
  /** The limits typed in the edit mode; null outside it. */
  edits: Record<string, string> | null;
  invalid: readonly string[];
  onEdit: (codeId: string, value: string) => void;
}) {
  const translate = useTranslate();
  if (status === 'pending') return null;
  if (status === 'error') {
    return <CellNote text="resources.organisations.codes.error" color="error" />;
  }
  if (codes.length === 0) return <CellNote text="resources.organisations.codes.none" />;
  return (
    <Stack spacing={edits ? 1.5 : 0.5} sx={{ py: edits ? 1 : 0 }}>
      {codes.map((code) =>
        edits ? (
          // The code, in full, is the field's visible label (an id holds no whitespace: encoded).
          <Stack key={code.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography
              component="label"
              htmlFor={`usage-${encodeURIComponent(code.id)}`}
              variant="body2"
              sx={{ fontWeight: 700, whiteSpace: 'nowrap', pt: 1, minWidth: 0 }}
            >
              {code.code}
            </Typography>
            <TextField
              id={`usage-${encodeURIComponent(code.id)}`}
              type="number"
              size="small"
              value={edits[code.id] ?? String(code.maximumUsage)}
              onChange={(event) => onEdit(code.id, event.target.value)}
              error={invalid.includes(code.id)}
              helperText={
                invalid.includes(code.id) ? translate(USAGE_NOT_A_WHOLE_NUMBER) : undefined
              }
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
              sx={{ width: 110, flexShrink: 0 }}
            />
          </Stack>
        ) : (
          <Typography key={code.id} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            <strong>{code.code}</strong>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({usageText(code)}
              {code.isActive ? '' : translate('resources.organisations.codes.inactive')})
            </Typography>
          </Typography>
        ),
      )}
    </Stack>
  );
}

export function StatusCell({ organisation, canManage }: OrganisationCellProps) {
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

export function QuestionnairesCell({ organisation, canManage }: OrganisationCellProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const current = normaliseQuestionnaires(organisation.customQuestionnaires);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color={current.length > 0 ? 'text.primary' : 'text.secondary'}>
        {current.length > 0
          ? current.map(questionnaireLabel).join(', ')
          : translate('resources.organisations.questionnaires.none')}
      </Typography>
      {canManage ? (
        <Button size="small" onClick={() => setOpen(true)}>
          {translate('resources.organisations.actions.change_questionnaires')}
        </Button>
      ) : null}
      {open ? (
        <QuestionnairesDialog organisation={organisation} onClose={() => setOpen(false)} />
      ) : null}
    </Stack>
  );
}

/** A cell's one line instead of its contents: none to show, or a failed read. */
function CellNote({ text, color = 'text.secondary' }: { text: string; color?: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color={color}>
      {translate(text)}
    </Typography>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { normaliseQuestionnaires, questionnaireLabel } from '@/domain/organisations';
import type { Organisation } from '@/domain/types';
import { QuestionnairesDialog } from './QuestionnairesDialog';

export function QuestionnairesCell({
  organisation,
  canManage,
}: {
  organisation: Organisation;
  canManage: boolean;
}) {
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

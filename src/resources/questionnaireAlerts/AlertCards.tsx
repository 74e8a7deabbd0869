import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useListContext, useTranslate } from 'react-admin';
import type { QuestionnaireAlert } from '@/domain/types';
import { ListBodyState } from '@/shared/ListBodyState';
import { AlertCard } from './AlertCard';

export function AlertCards({ canUpdate }: { canUpdate: boolean }) {
  const { data = [] } = useListContext<QuestionnaireAlert>();
  const translate = useTranslate();
  return (
    <ListBodyState
      label={translate('resources.questionnaireAlerts.list_label')}
      emptyText={translate('resources.questionnaireAlerts.empty')}
      errorText={translate('resources.questionnaireAlerts.notifications.list_failed')}
    >
      <Stack
        spacing={2}
        component="ul"
        aria-label={translate('resources.questionnaireAlerts.list')}
        sx={{ p: 0, m: 0 }}
      >
        {data.map((alert) => (
          <Box component="li" key={alert.id} sx={{ listStyle: 'none' }}>
            <AlertCard alert={alert} canUpdate={canUpdate} />
          </Box>
        ))}
      </Stack>
    </ListBodyState>
  );
}

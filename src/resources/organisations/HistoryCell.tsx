import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Organisation } from '@/domain/types';
import { activityPathFor } from '@/shared/activityPath';

export function HistoryCell({ organisation }: { organisation: Organisation }) {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to={activityPathFor(organisation.id)} size="small">
      {translate('resources.organisations.actions.history')}
    </Button>
  );
}

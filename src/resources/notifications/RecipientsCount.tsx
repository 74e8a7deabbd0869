// Counted on the server with one aggregation whenever the target changes.
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  reachText,
  recipientFilters,
  type NotificationDraft,
  type UserFilter,
} from '@/domain/notifications';
import type { KyndDataProvider } from '@/providers/types';

type CountState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'done'; key: string; count: number }
  | { status: 'error'; key: string };

export function RecipientsCount({ draft }: { draft: NotificationDraft }) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const translate = useTranslate();
  const filters = recipientFilters(draft);
  const key = filters ? JSON.stringify(filters) : '';
  const [state, setState] = useState<CountState>({ status: 'idle' });

  useEffect(() => {
    if (key === '') return;
    let current = true;
    setState({ status: 'loading', key });
    dataProvider.countRecipients(JSON.parse(key) as UserFilter[]).then(
      (count) => current && setState({ status: 'done', key, count }),
      () => current && setState({ status: 'error', key }),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, key]);

  let text: string;
  if (key === '') {
    text = translate(
      draft.type === 'risk-level'
        ? 'resources.notifications.reach.choose_risk_level'
        : 'resources.notifications.reach.choose',
    );
  } else if (state.status === 'done' && state.key === key) {
    text = reachText(state.count);
  } else if (state.status === 'error' && state.key === key) {
    text = translate('resources.notifications.reach.failed');
  } else {
    text = translate('resources.notifications.reach.counting');
  }
  const settled = (state.status === 'done' || state.status === 'error') && state.key === key;
  const counting = key !== '' && !settled;

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 2 }} role="status">
      {counting && <CircularProgress size={16} aria-hidden />}
      <Typography variant="body1" sx={{ fontWeight: counting ? 400 : 600 }}>
        {text}
      </Typography>
    </Stack>
  );
}

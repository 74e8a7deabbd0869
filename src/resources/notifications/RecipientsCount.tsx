// docs/product.md §2 Create notification: before sending, how many users the notification will reach — those
// the recipients query selects who accept push notifications on a registered device — counted on
// the server with one aggregation whenever the target changes.
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
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
    text =
      draft.type === 'risk-level'
        ? 'Choose an organisation, a measurement and colour indicators to see how many users this notification will reach.'
        : 'Choose an organisation to see how many users this notification will reach.';
  } else if (state.status === 'done' && state.key === key) {
    text = reachText(state.count);
  } else if (state.status === 'error' && state.key === key) {
    text = 'Could not count the users this notification will reach.';
  } else {
    text = 'Counting the users this notification will reach…';
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

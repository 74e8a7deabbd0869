// Counted on the server with one aggregation whenever the target changes.
import { CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { recipientFilters, type NotificationDraft } from '@/domain/notifications';
import type { KyndDataProvider } from '@/providers/types';

export function RecipientsCount({ draft }: { draft: NotificationDraft }) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  const translate = useTranslate();
  const filters = recipientFilters(draft);
  const count = useQuery({
    queryKey: ['notifications', 'recipientsCount', filters],
    queryFn: () => dataProvider.countRecipients(filters ?? []),
    enabled: filters !== null,
    gcTime: 0,
  });
  const counting = filters !== null && count.isPending;
  const text =
    filters === null
      ? translate(
          `resources.notifications.reach.${draft.type === 'risk-level' ? 'choose_risk_level' : 'choose'}`,
        )
      : counting
        ? translate('resources.notifications.reach.counting')
        : count.isError
          ? translate('resources.notifications.reach.failed')
          : translate('resources.notifications.reach.count', { smart_count: count.data ?? 0 });

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 2 }} role="status">
      {counting && <CircularProgress size={16} aria-hidden />}
      <Typography variant="body1" sx={{ fontWeight: counting ? 400 : 600 }}>
        {text}
      </Typography>
    </Stack>
  );
}

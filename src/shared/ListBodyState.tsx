// The empty text is a status, so that a screen reader hears that a search found nothing.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { RetryAlert } from '@/layout/RetryAlert';

export function ListBodyState({
  label,
  emptyText,
  errorText,
  children,
}: {
  /** The catalogue key of what is listed, for the progress indicator's name ('organisations'). */
  label: string;
  /** Catalogue keys, like `label`. */
  emptyText?: string;
  errorText: string;
  children: ReactNode;
}) {
  const { isPending, error, data, refetch } = useListContext();
  const translate = useTranslate();
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress
          aria-label={translate('app.common.loading', { items: translate(label) })}
        />
      </Box>
    );
  }
  if (error) {
    return <RetryAlert onRetry={refetch}>{translate(errorText)}</RetryAlert>;
  }
  if (emptyText !== undefined && (!data || data.length === 0)) {
    return (
      <Typography color="text.secondary" role="status" sx={{ p: 2 }}>
        {translate(emptyText)}
      </Typography>
    );
  }
  return <>{children}</>;
}

// The empty text is a status, so that a screen reader hears that a search found nothing.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { RetryAlert, type RetryAlertProps } from '@/layout/RetryAlert';

export type LoadStatus = 'loading' | 'error' | 'ready';

export const statusOf = (isPending: boolean, error: unknown): LoadStatus =>
  error ? 'error' : isPending ? 'loading' : 'ready';

/** A read's progress, failure with a Retry, or empty text (given only when empty), else children. */
export function LoadState({
  status,
  what,
  errorText,
  onRetry,
  emptyText,
  children,
}: {
  status: LoadStatus;
  /** Translated, as are the texts: what is read, for the progress indicator's name. */
  what: string;
  errorText: string;
  onRetry?: RetryAlertProps['onRetry'];
  emptyText?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  if (status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={translate('app.common.loading', { items: what })} />
      </Box>
    );
  }
  if (status === 'error') return <RetryAlert onRetry={onRetry}>{errorText}</RetryAlert>;
  if (emptyText !== undefined) {
    return (
      <Typography color="text.secondary" role="status" sx={{ p: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children}</>;
}

/** The list's read; `label` (what is listed) and the texts are catalogue keys. */
export function ListBodyState({
  label,
  emptyText,
  errorText,
  children,
}: {
  label: string;
  emptyText?: string;
  errorText: string;
  children: ReactNode;
}) {
  const { isPending, error, data, refetch } = useListContext();
  const translate = useTranslate();
  return (
    <LoadState
      status={statusOf(isPending, error)}
      what={translate(label)}
      errorText={translate(errorText)}
      onRetry={refetch}
      emptyText={
        emptyText !== undefined && (!data || data.length === 0) ? translate(emptyText) : undefined
      }
    >
      {children}
    </LoadState>
  );
}

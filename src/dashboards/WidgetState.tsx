import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { LoadStatus } from '@/dashboards/loadStatus';
import { RetryAlert } from '@/layout/RetryAlert';

export interface WidgetStateProps {
  status: LoadStatus;
  /** True when loaded but there is nothing to show. */
  empty?: boolean;
  emptyText?: string;
  errorText?: string;
  onRetry?: () => void;
  /** What is loading, for the progress indicator's label. */
  label: string;
  children: ReactNode;
}

/** The loading, error and empty states every dashboard widget shares. */
export function WidgetState({
  status,
  empty = false,
  emptyText = 'No scores have been calculated yet.',
  errorText = 'Could not load the scores. Please, try again later.',
  onRetry,
  label,
  children,
}: WidgetStateProps) {
  if (status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={`Loading ${label}`} />
      </Box>
    );
  }
  if (status === 'error') {
    return <RetryAlert onRetry={onRetry}>{errorText}</RetryAlert>;
  }
  if (empty) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children}</>;
}

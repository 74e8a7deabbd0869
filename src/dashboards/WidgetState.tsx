import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { LoadStatus } from '@/dashboards/loadStatus';
import { RetryAlert } from '@/layout/RetryAlert';

export interface WidgetStateProps {
  status: LoadStatus;
  /** True when loaded but there is nothing to show. */
  empty?: boolean;
  /** Translated; what is said when `empty`. */
  emptyText?: string;
  /** Translated; the catalogue's app.dashboards.scores_error by default. */
  errorText?: string;
  onRetry?: () => void;
  label: string;
  children: ReactNode;
}

export function WidgetState({
  status,
  empty = false,
  emptyText,
  errorText,
  onRetry,
  label,
  children,
}: WidgetStateProps) {
  const translate = useTranslate();
  if (status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={translate('app.dashboards.loading', { what: label })} />
      </Box>
    );
  }
  if (status === 'error') {
    return (
      <RetryAlert onRetry={onRetry}>
        {errorText ?? translate('app.dashboards.scores_error')}
      </RetryAlert>
    );
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

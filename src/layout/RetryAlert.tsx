// One Retry recovers the screen (docs/reliability.md): every failed read on screen is asked again,
// such as the organisation a list's cards wait for, which would otherwise keep the error in place.
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';

export interface RetryAlertProps {
  children: ReactNode;
  /** Without it, the message stands alone; `true` when the failed reads' retry is all it needs. */
  onRetry?: (() => unknown) | true;
  sx?: SxProps<Theme>;
}

export function RetryAlert({ children, onRetry, sx }: RetryAlertProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const retry = () => {
    if (onRetry !== true) void onRetry?.();
    // The reads of the mounted screen (active) that failed and are not being asked again already.
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error' && query.state.fetchStatus === 'idle',
    });
  };
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={retry}>
            {translate('app.layout.retry')}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}

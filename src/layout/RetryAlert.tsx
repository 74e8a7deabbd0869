// What could not be loaded, with a Retry (docs/product.md §8): the one error block of the lists, the
// dashboard widgets, the article editor and the filters.
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';

export interface RetryAlertProps {
  children: ReactNode;
  /** Without it, the message stands alone. */
  onRetry?: () => unknown;
  sx?: SxProps<Theme>;
}

export function RetryAlert({ children, onRetry, sx }: RetryAlertProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={() => void onRetry()}>
            {translate('app.layout.retry')}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import { MIN_USERS_FOR_STATISTICS } from '@/config/constants';
import { thresholdMessage } from '@/domain/dashboard';

/** docs/product.md §2, §5: shown instead of the statistics while too few users are active. */
export function ThresholdMessage() {
  return (
    <Alert severity="info" role="status">
      {thresholdMessage(MIN_USERS_FOR_STATISTICS)}
    </Alert>
  );
}

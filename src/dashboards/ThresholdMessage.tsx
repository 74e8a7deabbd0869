import Alert from '@mui/material/Alert';
import { MIN_USERS_FOR_STATISTICS } from '@/config/constants';
import { thresholdMessage } from '@/domain/dashboard';

export function ThresholdMessage() {
  return (
    <Alert severity="info" role="status">
      {thresholdMessage(MIN_USERS_FOR_STATISTICS)}
    </Alert>
  );
}

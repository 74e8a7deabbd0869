import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { MIN_USERS_FOR_STATISTICS } from '@/config/constants';

export function ThresholdMessage() {
  const translate = useTranslate();
  return (
    <Alert severity="info" role="status">
      {translate('app.dashboards.threshold', { smart_count: MIN_USERS_FOR_STATISTICS })}
    </Alert>
  );
}

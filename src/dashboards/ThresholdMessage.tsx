import Alert, { type AlertProps } from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { MIN_USERS_FOR_STATISTICS } from '@/config/constants';

export function ThresholdMessage({ sx }: Pick<AlertProps, 'sx'>) {
  const translate = useTranslate();
  return (
    <Alert severity="info" role="status" sx={sx}>
      {translate('app.dashboards.threshold', { smart_count: MIN_USERS_FOR_STATISTICS })}
    </Alert>
  );
}

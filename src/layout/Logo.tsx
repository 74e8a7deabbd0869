import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

export function Logo() {
  const translate = useTranslate();
  return (
    <Box
      component="img"
      src="/logo.svg"
      alt={translate('app.layout.logo')}
      sx={{ height: 40, width: 'auto' }}
    />
  );
}

import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CenteredPage } from '@/layout/CenteredPage';
import { Link } from 'react-router-dom';

export function NotFound() {
  const translate = useTranslate();
  return (
    <CenteredPage>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
        {translate('ra.page.not_found')}
      </Typography>
      <Typography color="text.secondary">{translate('ra.message.not_found')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.layout.go_home')}
      </Button>
    </CenteredPage>
  );
}

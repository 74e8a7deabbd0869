// It also shows when the app's providers failed to start, outside react-admin's i18n context: its
// English wording is read from the catalogue part itself.
import { Link, Typography } from '@mui/material';
import { layout } from '@/i18n/en/layout';
import { CenteredPage } from '@/layout/NotFound';

export function ErrorPage() {
  return (
    <CenteredPage role="alert">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {layout['app.layout.error_page.title']}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {layout['app.layout.error_page.hint']}
      </Typography>
      {/* A plain link to the current address: following it reloads the whole app. */}
      <Link href={window.location.href} underline="always" sx={{ fontWeight: 700 }}>
        {layout['app.layout.error_page.refresh']}
      </Link>
    </CenteredPage>
  );
}

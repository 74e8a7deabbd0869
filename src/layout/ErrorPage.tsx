// The top-level error screen of docs/product.md §2.
import { Link, Typography } from '@mui/material';
import { CenteredPage } from '@/layout/CenteredPage';

export function ErrorPage() {
  return (
    <CenteredPage role="alert">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        SOMETHING WENT WRONG
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        If the problem persists, please contact our support team through the &apos;Contact us&apos;
        menu of the mobile app.
      </Typography>
      {/* A plain link to the current address: following it reloads the whole app. */}
      <Link href={window.location.href} underline="always" sx={{ fontWeight: 700 }}>
        REFRESH PAGE
      </Link>
    </CenteredPage>
  );
}

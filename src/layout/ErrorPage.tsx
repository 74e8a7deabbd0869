// The top-level error screen of SPEC §2.
import { Box, Link, Typography } from '@mui/material';

export function ErrorPage() {
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 4,
      }}
    >
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
    </Box>
  );
}

// The not-found page of docs/product.md §2, for signed-in and signed-out visitors alike.
import { Button, Typography } from '@mui/material';
import { CenteredPage } from '@/layout/CenteredPage';
import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <CenteredPage>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
        Not found
      </Typography>
      <Typography color="text.secondary">The page you are looking for does not exist.</Typography>
      <Button component={Link} to="/" variant="contained">
        Go to home
      </Button>
    </CenteredPage>
  );
}

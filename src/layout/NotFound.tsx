// The not-found page of SPEC §2, for signed-in and signed-out visitors alike.
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <Box
      component="div"
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
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
        Not found
      </Typography>
      <Typography color="text.secondary">The page you are looking for does not exist.</Typography>
      <Button component={Link} to="/" variant="contained">
        Go to home
      </Button>
    </Box>
  );
}

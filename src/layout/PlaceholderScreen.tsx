// A screen whose issue has not been built yet: its title, so routes and menu can be followed.
import { Paper, Typography } from '@mui/material';

export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 4 }}>
        <Typography color="text.secondary">This screen is not available yet.</Typography>
      </Paper>
    </>
  );
}

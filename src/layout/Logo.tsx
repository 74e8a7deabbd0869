import { Box } from '@mui/material';

export function Logo() {
  return <Box component="img" src="/logo.svg" alt="Kynd" sx={{ height: 40, width: 'auto' }} />;
}

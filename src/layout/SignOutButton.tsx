import { IconButton, Tooltip } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from 'react-admin';

export function SignOutButton() {
  const logout = useLogout();
  return (
    <Tooltip title="Sign out">
      <IconButton
        aria-label="Sign out"
        color="inherit"
        // docs/product.md §2: sign-out returns to the root; signing in again goes to /dashboard, not back to
        // the page left.
        onClick={() => void logout({}, '/', false)}
      >
        <LogoutIcon />
      </IconButton>
    </Tooltip>
  );
}

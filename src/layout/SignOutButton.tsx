import { IconButton, Tooltip } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'react-admin';

export function SignOutButton() {
  const logout = useLogout();
  const translate = useTranslate();
  return (
    <Tooltip title={translate('ra.auth.logout')}>
      <IconButton
        aria-label={translate('ra.auth.logout')}
        color="inherit"
        // docs/product.md §2: signing in again goes to /dashboard, not back to the page left.
        onClick={() => void logout({}, '/', false)}
      >
        <LogoutIcon />
      </IconButton>
    </Tooltip>
  );
}

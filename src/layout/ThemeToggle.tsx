import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useThemeMode } from '@/theme/useThemeMode';

export function ThemeToggle() {
  const [mode, setMode] = useThemeMode();
  const translate = useTranslate();
  const label = translate(
    mode === 'dark' ? 'app.layout.theme.to_light' : 'app.layout.theme.to_dark',
  );
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
        color="inherit"
      >
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}

import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import { TOAST_PROGRESS_DELAY_MS } from '@/config/constants';
import type { Toast } from '@/layout/toast/toastOf';

const ICONS = { info: InfoIcon, success: CheckCircleIcon, error: ErrorIcon } as const;

export function ToastCard({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const translate = useTranslate();
  const colour = useTheme().palette[toast.type].main;
  const [running, setRunning] = useState(false);
  const Icon = ICONS[toast.type];

  useEffect(() => {
    const start = window.setTimeout(() => setRunning(true), TOAST_PROGRESS_DELAY_MS);
    const end = window.setTimeout(() => onClose(toast.id), toast.duration);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(end);
    };
  }, [toast.id, toast.duration, onClose]);

  return (
    <Paper
      elevation={6}
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-type={toast.type}
      onClick={() => onClose(toast.id)}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        cursor: 'pointer',
        borderLeft: `4px solid ${colour}`,
        bgcolor: (theme) =>
          theme.palette.mode === 'dark' ? alpha(colour, 0.16) : theme.palette.background.paper,
        backgroundImage: 'none',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, p: 2, pr: 5 }}>
        <Icon sx={{ color: colour, mt: '2px' }} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="subtitle2"
            component="p"
            data-toast-part="title"
            sx={{ fontWeight: 700 }}
          >
            {toast.title}
          </Typography>
          {toast.description ? (
            <Typography variant="body2" color="text.secondary" data-toast-part="description">
              {toast.description}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {/* Its click reaches the card's, which closes the toast. */}
      <IconButton
        size="small"
        aria-label={translate('app.layout.close_notification')}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <Box
        data-testid="toast-progress"
        data-running={running}
        aria-hidden
        sx={{
          position: 'absolute',
          left: 0,
          bottom: 0,
          height: 3,
          width: '100%',
          bgcolor: colour,
          transformOrigin: 'left',
          transform: running ? 'scaleX(0)' : 'scaleX(1)',
          transition: running ? `transform ${toast.duration}ms linear` : 'none',
        }}
      />
    </Paper>
  );
}

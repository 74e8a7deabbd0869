import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ImportProgress } from './useImportUsers';

export function ImportProgressBar({
  progress,
  onCancel,
  cancelling,
}: {
  progress: ImportProgress;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const translate = useTranslate();
  const value = progress.total === 0 ? 0 : (progress.done / progress.total) * 100;
  return (
    <Box sx={{ my: 2, maxWidth: 640 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={translate('resources.userImports.progress.label')}
      />
      <Typography sx={{ my: 1 }} role="status">
        {translate('resources.userImports.progress.counts', {
          ...progress,
          smart_count: progress.total,
        })}
      </Typography>
      <Button variant="outlined" onClick={onCancel} disabled={cancelling}>
        {translate('resources.userImports.progress.cancel')}
      </Button>
    </Box>
  );
}

import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import type { StoredArticle } from './articleForm';
import { ArticleDeleteButton } from './ArticleDeleteButton';

export interface ArticleEditorToolbarProps {
  stored?: StoredArticle;
  saving: boolean;
  progress: number | null;
  onDeleted(): void;
}

export function ArticleEditorToolbar({
  stored,
  saving,
  progress,
  onDeleted,
}: ArticleEditorToolbarProps) {
  const translate = useTranslate();
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Stack spacing={1}>
      {saving && (
        <Box role="status">
          <Typography variant="body2" color="text.secondary">
            {progress === null
              ? translate('resources.articles.saving')
              : translate('resources.articles.uploading', { percent })}
          </Typography>
          <LinearProgress
            aria-label={translate('resources.articles.upload_progress')}
            variant={progress === null ? 'indeterminate' : 'determinate'}
            value={percent}
          />
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
          {translate('resources.articles.actions.save')}
        </Button>
        {stored && <ArticleDeleteButton article={stored} disabled={saving} onDeleted={onDeleted} />}
      </Stack>
    </Stack>
  );
}

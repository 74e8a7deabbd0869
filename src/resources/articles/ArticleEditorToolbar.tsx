import { useContext, useState } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useMutation } from '@tanstack/react-query';
import { Confirm, SaveButton, useDelete, useNotify, useTranslate } from 'react-admin';
import { imageUrlsOf } from '@/domain/articles';
import { ArticleDeletingContext } from './articleDeleting';
import type { StoredArticle } from './articleForm';
import { articleFileStorage } from './fileStorage';
import { TRY_AGAIN } from '@/shared/tryAgain';

// Delete removes the article first, then its stored images, so that a failed delete never leaves an
// article pointing at deleted files.
export function ArticleEditorToolbar({
  stored,
  saving,
  progress,
  onDeleted,
}: {
  stored?: StoredArticle;
  saving: boolean;
  progress: number | null;
  onDeleted(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [deleteOne] = useDelete();
  const announceDeleting = useContext(ArticleDeletingContext);
  const percent = Math.round((progress ?? 0) * 100);
  const { mutate, isPending: deleting } = useMutation({
    mutationFn: async (article: StoredArticle) => {
      await deleteOne(
        'articles',
        { id: article.id, previousData: article },
        { returnPromise: true },
      );
      // A file that stays behind is reported, but the article is gone all the same.
      return Promise.all(imageUrlsOf(article).map((url) => articleFileStorage().deleteImageAt(url)))
        .then((removed) => !removed.includes(false))
        .catch(() => false);
    },
    onMutate: () => announceDeleting(true),
    onSuccess: (allImagesRemoved) => {
      if (!allImagesRemoved) {
        notify('resources.articles.notifications.picture_delete_failed', { type: 'error' });
      }
      onDeleted();
    },
    onError: (error) => {
      console.error(error);
      announceDeleting(false);
      notify('resources.articles.notifications.delete_failed', TRY_AGAIN);
    },
  });
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
        <SaveButton disabled={saving} alwaysEnable={!saving} />
        {stored && (
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => setConfirming(true)}
            disabled={saving || deleting}
          >
            {translate('ra.action.delete')}
          </Button>
        )}
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title="resources.articles.confirm.delete"
        content=""
        onClose={() => setConfirming(false)}
        onConfirm={() => stored && mutate(stored, { onSettled: () => setConfirming(false) })}
      />
    </Stack>
  );
}

import { useContext, useState } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useDelete, useNotify, useTranslate } from 'react-admin';
import { imageUrlsOf } from '@/domain/articles';
import { ArticleDeletingContext } from './articleDeleting';
import type { StoredArticle } from './articleForm';
import { articleFileStorage } from './fileStorage';
import { TRY_AGAIN } from '@/shared/tryAgain';

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
          {translate('ra.action.save')}
        </Button>
        {stored && <DeleteButton article={stored} disabled={saving} onDeleted={onDeleted} />}
      </Stack>
    </Stack>
  );
}

// The article first, then its stored images, so that a failed delete never leaves an article
// pointing at deleted files.
function DeleteButton({
  article,
  disabled,
  onDeleted,
}: {
  article: StoredArticle;
  disabled: boolean;
  onDeleted(): void;
}) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const [deleteOne] = useDelete();
  const notify = useNotify();
  const announceDeleting = useContext(ArticleDeletingContext);
  const { mutate, isPending: deleting } = useMutation({
    mutationFn: async () => {
      await deleteOne(
        'articles',
        { id: article.id, previousData: article },
        { returnPromise: true },
      );
      const files = articleFileStorage();
      // A file that stays behind is reported, but the article is gone all the same.
      return Promise.all(imageUrlsOf(article).map((url) => files.deleteImageAt(url)))
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
    <>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setConfirming(true)}
        disabled={disabled || deleting}
      >
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title="resources.articles.confirm.delete"
        content=""
        onClose={() => setConfirming(false)}
        onConfirm={() => mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}

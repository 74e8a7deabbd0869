// The article first, then its stored images, so that a failed delete never leaves an article
// pointing at deleted files.
import { useMutation } from '@tanstack/react-query';
import { useContext } from 'react';
import { useDelete, useNotify } from 'react-admin';
import { imageUrlsOf } from '@/domain/articles';
import { ArticleDeletingContext } from './articleDeleting';
import type { StoredArticle } from './articleForm';
import { articleFileStorage } from './fileStorage';

export function useDeleteArticle(article: StoredArticle, onDeleted: () => void) {
  const [deleteOne] = useDelete();
  const notify = useNotify();
  const announceDeleting = useContext(ArticleDeletingContext);

  return useMutation({
    mutationFn: async () => {
      await deleteOne(
        'articles',
        { id: article.id, previousData: article },
        { mutationMode: 'pessimistic', returnPromise: true },
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
      notify('resources.articles.notifications.delete_failed', {
        type: 'error',
        description: 'app.common.try_again',
      });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { useCreate, useNotify, useUpdate } from 'react-admin';
import { articleDocumentOf, type ArticleContent } from '@/domain/articles';
import type { StoredArticle } from './articleForm';
import type { ImageKind } from '@/providers/fileStorage';
import { articleFileStorage } from './fileStorage';
import { IMAGE_RULES } from './ImageUploadButton';
import { saveArticle, type PendingImage } from './saveArticle';

export function useSaveArticle({
  stored,
  pending,
  onProgress,
  onSaved,
}: {
  stored?: StoredArticle;
  /** The images chosen during the edit, waiting under their data: URLs. */
  pending: ReadonlyMap<string, PendingImage>;
  onProgress(fraction: number): void;
  onSaved(): void;
}) {
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();

  const write = async (content: ArticleContent) => {
    const data = articleDocumentOf(content);
    if (stored) {
      await update(
        'articles',
        { id: stored.id, data, previousData: stored },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } else {
      await create('articles', { data }, { returnPromise: true });
    }
  };

  const failed = (kind: ImageKind) =>
    notify(IMAGE_RULES[kind].failed, {
      type: 'error',
      description: IMAGE_RULES[kind].failedDescription,
    });

  return useMutation({
    mutationFn: (content: ArticleContent) =>
      saveArticle(content, pending, stored, { files: articleFileStorage(), write, onProgress }),
    onSuccess: (result) => {
      if (!result.ok) return failed(result.failure === 'author-image' ? 'author' : 'article');
      notify(
        stored
          ? 'resources.articles.notifications.edited'
          : 'resources.articles.notifications.created',
        { type: 'success' },
      );
      if (result.undeletedImages.length > 0) {
        notify('resources.articles.notifications.picture_delete_failed', { type: 'error' });
      }
      onSaved();
    },
    // saveArticle reports its failures in its result; anything else it throws is a failed save too.
    onError: (error) => {
      console.error(error);
      failed('article');
    },
  });
}

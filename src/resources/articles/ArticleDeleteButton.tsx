// Delete (docs/product.md §2, §5, §7, §8): after 'Are you sure you want to delete this article?', the article
// is deleted, then its stored images (cover, author, gallery, image blocks), so that a failed delete
// never leaves an article pointing at deleted files.
import { useContext, useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Confirm, useDelete, useNotify } from 'react-admin';
import { imageUrlsOf } from '@/domain/articles';
import type { StoredArticle } from './articleForm';
import { ArticleDeletingContext } from './articleDeleting';
import { articleFileStorage } from './fileStorage';

export interface ArticleDeleteButtonProps {
  article: StoredArticle;
  disabled?: boolean;
  onDeleted(): void;
}

export function ArticleDeleteButton({ article, disabled, onDeleted }: ArticleDeleteButtonProps) {
  const [deleteOne] = useDelete();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const announceDeleting = useContext(ArticleDeletingContext);

  const remove = async () => {
    setDeleting(true);
    announceDeleting(true);
    try {
      await deleteOne(
        'articles',
        { id: article.id, previousData: article },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      console.error(error);
      announceDeleting(false);
      setDeleting(false);
      setConfirming(false);
      // docs/product.md §8 keeps this wording for a failed article delete.
      notify('Error trying to delete question', {
        type: 'error',
        description: 'Please, try again later',
      });
      return;
    }
    const files = articleFileStorage();
    const removed = await Promise.all(imageUrlsOf(article).map((url) => files.deleteImageAt(url)));
    if (removed.includes(false)) notify('Error deleting picture', { type: 'error' });
    setConfirming(false);
    onDeleted();
  };

  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setConfirming(true)}
        disabled={disabled || deleting}
      >
        Delete
      </Button>
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title="Are you sure you want to delete this article?"
        content=""
        onClose={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </>
  );
}

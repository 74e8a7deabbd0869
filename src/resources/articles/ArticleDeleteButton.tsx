import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Confirm, useTranslate } from 'react-admin';
import type { StoredArticle } from './articleForm';
import { useDeleteArticle } from './useDeleteArticle';

export interface ArticleDeleteButtonProps {
  article: StoredArticle;
  disabled?: boolean;
  onDeleted(): void;
}

export function ArticleDeleteButton({ article, disabled, onDeleted }: ArticleDeleteButtonProps) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending: deleting } = useDeleteArticle(article, onDeleted);

  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setConfirming(true)}
        disabled={disabled || deleting}
      >
        {translate('resources.articles.actions.delete')}
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

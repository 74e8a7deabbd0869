import PublicIcon from '@mui/icons-material/Public';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useListContext,
  useNotify,
  useTranslate,
  useUpdateMany,
} from 'react-admin';
import { publishedAtOnSave } from '@/domain/articles';
import { BulkUpdateConfirmButton } from '@/shared/BulkUpdateConfirmButton';
import type { StoredArticle } from './articleForm';

export function ArticleBulkActions() {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  return (
    <>
      <ArticleBulkPublishButton />
      <BulkUpdateConfirmButton
        label="resources.articles.actions.hide"
        icon={<VisibilityOffIcon />}
        data={{ isActive: false }}
        confirmTitle={translate('resources.articles.bulk.hide_title', {
          smart_count: selectedIds.length,
        })}
        confirmContent="resources.articles.bulk.hide_content"
        errorMessage="resources.articles.notifications.publish_failed"
      />
    </>
  );
}

// As a save in the editor does, a hidden article published now gets now as its publication date.
function ArticleBulkPublishButton() {
  const notify = useNotify();
  const { data = [], selectedIds, resource, onUnselectItems } = useListContext<StoredArticle>();
  const [open, setOpen] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();
  const hidden = data.filter(
    (article) => selectedIds.includes(article.id) && article.isActive !== true,
  );

  const publish = () => {
    const publishedAt = publishedAtOnSave(undefined, true, new Date());
    updateMany(
      resource,
      { ids: hidden.map((article) => article.id), data: { isActive: true, publishedAt } },
      {
        onSuccess: () => onUnselectItems(),
        onError: () => notify('resources.articles.notifications.publish_failed', { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );
  };

  return (
    <>
      <Button
        label="resources.articles.actions.publish"
        onClick={() => setOpen(true)}
        disabled={hidden.length === 0}
      >
        <PublicIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.articles.bulk.publish_title"
        translateOptions={{ smart_count: hidden.length }}
        content="resources.articles.bulk.publish_content"
        onConfirm={publish}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

// The articles list's bulk actions: publish or hide the selected articles (docs/product.md §2
// Articles' public/hidden switch for many rows), each after a confirmation.
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { BulkUpdateButton, useListContext, useNotify, useTranslate } from 'react-admin';
import { ArticleBulkPublishButton } from './ArticleBulkPublishButton';

export function ArticleBulkActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds } = useListContext();
  return (
    <>
      <ArticleBulkPublishButton />
      <BulkUpdateButton
        label="resources.articles.actions.hide"
        icon={<VisibilityOffIcon />}
        data={{ isActive: false }}
        mutationMode="pessimistic"
        confirmTitle={translate('resources.articles.bulk.hide_title', {
          smart_count: selectedIds.length,
        })}
        confirmContent="resources.articles.bulk.hide_content"
        mutationOptions={{
          onError: () =>
            notify('resources.articles.notifications.publish_failed', { type: 'error' }),
        }}
      />
    </>
  );
}

import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useListContext, useTranslate } from 'react-admin';
import { BulkUpdateConfirmButton } from '@/shared/BulkUpdateConfirmButton';
import { ArticleBulkPublishButton } from './ArticleBulkPublishButton';

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

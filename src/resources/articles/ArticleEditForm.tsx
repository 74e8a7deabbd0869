// The editor for the article the Edit view loaded, or its loading and error states.
import { Alert, LinearProgress } from '@mui/material';
import { useEditContext } from 'react-admin';
import { isNotFound, type StoredArticle } from './articleForm';
import { ArticleInputs } from './ArticleInputs';
import { ArticlePageTitle } from './ArticlePageTitle';
import { RetryAlert } from '@/layout/RetryAlert';

export function ArticleEditForm() {
  const { record, isPending, error, refetch } = useEditContext<StoredArticle>();
  if (record) return <ArticleInputs key={record.id} stored={record} />;
  return (
    <>
      <ArticlePageTitle title="Edit article" />
      {isPending || !error ? (
        <LinearProgress aria-label="Loading article" />
      ) : isNotFound(error) ? (
        <Alert severity="warning">This article does not exist.</Alert>
      ) : (
        <RetryAlert onRetry={refetch}>This article could not be loaded.</RetryAlert>
      )}
    </>
  );
}

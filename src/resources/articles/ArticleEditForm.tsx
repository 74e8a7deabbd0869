import { Alert, LinearProgress } from '@mui/material';
import { useEditContext, useTranslate } from 'react-admin';
import { isNotFound, type StoredArticle } from './articleForm';
import { ArticleInputs } from './ArticleInputs';
import { ArticlePageTitle } from './ArticlePageTitle';
import { RetryAlert } from '@/layout/RetryAlert';

export function ArticleEditForm() {
  const { record, isPending, error, refetch } = useEditContext<StoredArticle>();
  const translate = useTranslate();
  if (record) return <ArticleInputs key={record.id} stored={record} />;
  return (
    <>
      <ArticlePageTitle title={translate('resources.articles.edit_title')} />
      {isPending || !error ? (
        <LinearProgress aria-label={translate('resources.articles.loading')} />
      ) : isNotFound(error) ? (
        <Alert severity="warning">{translate('resources.articles.not_found')}</Alert>
      ) : (
        <RetryAlert onRetry={refetch}>{translate('resources.articles.load_failed')}</RetryAlert>
      )}
    </>
  );
}

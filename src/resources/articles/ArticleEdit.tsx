import { useState } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { Edit, useEditContext, useTranslate } from 'react-admin';
import { RetryAlert } from '@/layout/RetryAlert';
import { ArticleDeletingContext } from './articleDeleting';
import { errorCode } from '@/domain/errorCode';
import type { StoredArticle } from './articleForm';
import { ArticleInputs } from './ArticleInputs';
import { ArticlePageTitle } from './ArticlePageTitle';

export function ArticleEdit() {
  const [deleting, setDeleting] = useState(false);
  return (
    <ArticleDeletingContext.Provider value={setDeleting}>
      <Edit
        resource="articles"
        component="div"
        actions={false}
        title=" "
        // `render` runs with or without a record, children only with one: the editor shows its own
        // loading and error states instead of react-admin's blank card and redirect to a list path
        // the spec does not have. While the article is being deleted it is not read again.
        queryOptions={{ onError: () => undefined, enabled: !deleting }}
        render={() => <ArticleEditForm />}
      />
    </ArticleDeletingContext.Provider>
  );
}

function ArticleEditForm() {
  const { record, isPending, error, refetch } = useEditContext<StoredArticle>();
  const translate = useTranslate();
  if (record) return <ArticleInputs key={record.id} stored={record} />;
  return (
    <>
      <ArticlePageTitle title="resources.articles.edit_title" />
      {isPending || !error ? (
        <LinearProgress aria-label={translate('resources.articles.loading')} />
      ) : errorCode(error) === 'not-found' ? (
        <Alert severity="warning">{translate('resources.articles.not_found')}</Alert>
      ) : (
        <RetryAlert onRetry={refetch}>{translate('resources.articles.load_failed')}</RetryAlert>
      )}
    </>
  );
}

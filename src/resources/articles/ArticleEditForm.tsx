// The editor for the article the Edit view loaded.
import { LinearProgress } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { StoredArticle } from './articleForm';
import { ArticleInputs } from './ArticleInputs';

export function ArticleEditForm() {
  const record = useRecordContext<StoredArticle>();
  if (!record) return <LinearProgress aria-label="Loading article" />;
  return <ArticleInputs key={record.id} stored={record} />;
}

import { Edit } from 'react-admin';
import { ArticleEditForm } from './ArticleEditForm';

export function ArticleEdit() {
  return (
    <Edit
      resource="articles"
      component="div"
      actions={false}
      title=" "
      // The editor shows a missing or unreadable article itself (ArticleEditForm), with a retry,
      // instead of react-admin's redirect to a list path the spec does not have.
      queryOptions={{ onError: () => undefined }}
    >
      <ArticleEditForm />
    </Edit>
  );
}

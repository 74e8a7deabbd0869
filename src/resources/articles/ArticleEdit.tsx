import { Edit } from 'react-admin';
import { ArticleEditForm } from './ArticleEditForm';

export function ArticleEdit() {
  return (
    <Edit
      resource="articles"
      component="div"
      actions={false}
      title=" "
      // The editor shows its own loading state and a missing or unreadable article (with a retry)
      // under its heading, instead of react-admin's blank card and redirect to a list path the spec
      // does not have: `render` runs with or without a record, children only with one.
      queryOptions={{ onError: () => undefined }}
      render={() => <ArticleEditForm />}
    />
  );
}

import { useState } from 'react';
import { Edit } from 'react-admin';
import { ArticleDeletingContext } from './articleDeleting';
import { ArticleEditForm } from './ArticleEditForm';

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

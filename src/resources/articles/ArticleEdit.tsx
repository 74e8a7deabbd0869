import { Edit, useNotify, useRedirect } from 'react-admin';
import articles from '@/resources/articles';
import { pathTo } from '@/resources/ResourceConfig';
import { ArticleEditForm } from './ArticleEditForm';

export function ArticleEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="articles"
      component="div"
      actions={false}
      title=" "
      mutationMode="pessimistic"
      queryOptions={{
        onError: () => {
          notify('ra.notification.item_doesnt_exist', { type: 'error' });
          redirect(pathTo(articles, 'list'));
        },
      }}
    >
      <ArticleEditForm />
    </Edit>
  );
}

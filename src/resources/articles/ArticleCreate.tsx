import { Create } from 'react-admin';
import { ArticleInputs } from './ArticleInputs';

export function ArticleCreate() {
  return (
    <Create resource="articles" component="div" actions={false} title=" ">
      <ArticleInputs />
    </Create>
  );
}

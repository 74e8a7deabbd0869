import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function ArticleEdit() {
  return <PlaceholderScreen title="Edit article" />;
}

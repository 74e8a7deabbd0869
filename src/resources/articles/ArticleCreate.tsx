import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function ArticleCreate() {
  return <PlaceholderScreen title="Create article" />;
}

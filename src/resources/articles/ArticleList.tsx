import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function ArticleList() {
  return <PlaceholderScreen title="Articles" />;
}

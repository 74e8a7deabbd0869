import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function QuestionList() {
  return <PlaceholderScreen title="Questions" />;
}

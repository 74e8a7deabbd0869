import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function QuestionCreate() {
  return <PlaceholderScreen title="Create question" />;
}

import type { Category } from '@/config/constants';

export function CategoryScreen({ category }: { category: Category }) {
  return <div>{category}</div>;
}

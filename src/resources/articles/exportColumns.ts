import type { ExportColumn } from '@/shared/export/exportList';
import type { StoredArticle } from './articleForm';

export const articleExportColumns: readonly ExportColumn<StoredArticle>[] = [
  { label: 'resources.articles.columns.title', value: (article) => article.title },
  { label: 'resources.articles.columns.cover', value: (article) => article.coverImageUrl },
  { label: 'resources.articles.columns.categories', value: (article) => article.categories },
  { label: 'resources.articles.fields.isActive', value: (article) => article.isActive === true },
  { label: 'resources.articles.columns.publishedAt', value: (article) => article.publishedAt },
];

import type { ExportColumn } from '@/shared/export/exportList';
import type { StoredArticle } from './articleForm';

export const articleExportColumns: readonly ExportColumn<StoredArticle>[] = [
  { label: 'resources.articles.fields.title', value: (article) => article.title },
  { label: 'resources.articles.columns.cover', value: (article) => article.coverImageUrl },
  { label: 'resources.articles.fields.categories', value: (article) => article.categories },
  { label: 'resources.articles.fields.isActive', value: (article) => article.isActive === true },
  { label: 'resources.articles.fields.publishedAt', value: (article) => article.publishedAt },
];

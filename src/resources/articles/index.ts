// The articles resource (docs/architecture.md, Style 1): its screens and where docs/product.md §2 puts them.
import ArticleIcon from '@mui/icons-material/Article';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { messages } from './messages';

const ArticleList = lazyScreen(() => import('./ArticleList').then((m) => m.ArticleList));
const ArticleCreate = lazyScreen(() => import('./ArticleCreate').then((m) => m.ArticleCreate));
const ArticleEdit = lazyScreen(() => import('./ArticleEdit').then((m) => m.ArticleEdit));

export default {
  name: 'articles',
  messages,
  icon: ArticleIcon,
  recordRepresentation: 'title',
  list: ArticleList,
  create: ArticleCreate,
  edit: ArticleEdit,
  paths: {
    list: '/articles/all',
    create: '/article/create',
    edit: '/article/update/:id',
  },
} satisfies ResourceConfig;

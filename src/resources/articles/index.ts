import ArticleIcon from '@mui/icons-material/Article';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { data } from './data';
import routing from './paths';
import { messages } from './messages';

const ArticleList = lazyScreen(() => import('./ArticleList').then((m) => m.ArticleList));
const ArticleCreate = lazyScreen(() => import('./ArticleCreate').then((m) => m.ArticleCreate));
const ArticleEdit = lazyScreen(() => import('./ArticleEdit').then((m) => m.ArticleEdit));

const { paths } = routing;

export default {
  name: 'articles',
  messages,
  icon: ArticleIcon,
  recordRepresentation: 'title',
  list: ArticleList,
  create: ArticleCreate,
  edit: ArticleEdit,
  paths,
  data,
  menu: [
    {
      key: 'articles',
      label: 'app.menu.articles',
      role: 'Kynd Admin',
      children: [
        { key: 'articles-all', label: 'app.menu.all_articles', path: paths.list },
        { key: 'articles-create', label: 'app.menu.create_new', path: paths.create },
      ],
    },
  ],
} satisfies ResourceConfig;

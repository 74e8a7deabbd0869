// The divisions resource (docs/architecture.md, Style 1): its screens and where docs/product.md §2 puts them.
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { messages } from './messages';

const DivisionList = lazyScreen(() => import('./DivisionList').then((m) => m.DivisionList));
const DivisionCreate = lazyScreen(() => import('./DivisionCreate').then((m) => m.DivisionCreate));

export default {
  name: 'divisions',
  messages,
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
  list: DivisionList,
  create: DivisionCreate,
  paths: {
    list: '/divisions',
    create: '/divisions/create',
  },
} satisfies ResourceConfig;

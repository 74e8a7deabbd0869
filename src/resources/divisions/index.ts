import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { data } from './data';
import { messages } from './messages';

const DivisionList = lazyScreen(() => import('./DivisionList').then((m) => m.DivisionList));
const DivisionCreate = lazyScreen(() => import('./DivisionCreate').then((m) => m.DivisionCreate));

const paths = {
  list: '/divisions',
  create: '/divisions/create',
};

export default {
  name: 'divisions',
  messages,
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
  list: DivisionList,
  create: DivisionCreate,
  paths,
  data,
  menu: [
    { key: 'divisions', label: 'app.menu.divisions', path: paths.list, role: 'Org Admin' },
    {
      key: 'divisions-create',
      label: 'app.menu.create_division',
      path: paths.create,
      role: 'Kynd Admin',
    },
  ],
} satisfies ResourceConfig;

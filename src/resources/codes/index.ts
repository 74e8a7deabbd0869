import KeyIcon from '@mui/icons-material/Key';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { data } from './data';
import { messages } from './messages';

const CodeList = lazyScreen(() => import('./CodeList').then((m) => m.CodeList));
const CodeCreate = lazyScreen(() => import('./CodeCreate').then((m) => m.CodeCreate));

const paths = {
  list: '/codes',
  create: '/codes/create',
};

export default {
  name: 'codes',
  messages,
  icon: KeyIcon,
  recordRepresentation: 'code',
  list: CodeList,
  create: CodeCreate,
  paths,
  data,
  menu: [
    { key: 'codes-create', label: 'app.menu.create_code', path: paths.create, role: 'Kynd Admin' },
    { key: 'codes', label: 'app.menu.codes', path: paths.list, role: 'Org Admin' },
  ],
} satisfies ResourceConfig;

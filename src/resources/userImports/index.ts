import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { data } from './data';
import { messages } from './messages';

const UserImport = lazyScreen(() => import('./UserImport').then((m) => m.UserImport));

const paths = {};
const pages = { import: { path: '/users/import', component: UserImport } };

export default {
  name: 'userImports',
  messages,
  icon: UploadFileIcon,
  paths,
  pages,
  data,
  menu: [
    {
      key: 'users-import',
      label: 'resources.userImports.name',
      path: pages.import.path,
      under: 'users-provider',
    },
    {
      key: 'users-import-organisation',
      label: 'resources.userImports.name',
      path: pages.import.path,
      role: 'Org Admin',
    },
  ],
} satisfies ResourceConfig;

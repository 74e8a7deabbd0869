// The users resource (docs/architecture.md, Style 1): its screens and where docs/product.md §2 puts them.
import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { messages } from './messages';

const UserList = lazyScreen(() => import('./UserList').then((m) => m.UserList));
const UserCreate = lazyScreen(() => import('./UserCreate').then((m) => m.UserCreate));
const ManageClinicians = lazyScreen(() =>
  import('./ManageClinicians').then((m) => m.ManageClinicians),
);
const ChangeUserOrganisation = lazyScreen(() =>
  import('./ChangeUserOrganisation').then((m) => m.ChangeUserOrganisation),
);

export default {
  name: 'users',
  messages,
  icon: PeopleIcon,
  recordRepresentation: (record: RaRecord) =>
    `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim(),
  list: UserList,
  create: UserCreate,
  paths: {
    list: '/users',
    create: '/users/create',
  },
  pages: {
    clinicians: { path: '/users/clinicians', component: ManageClinicians },
    changeOrganisation: {
      path: '/users/change-user-organisation',
      component: ChangeUserOrganisation,
    },
  },
} satisfies ResourceConfig;

import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { data } from './data';
import { messages } from './messages';

const UserList = lazyScreen(() => import('./UserList').then((m) => m.UserList));
const UserCreate = lazyScreen(() => import('./UserCreate').then((m) => m.UserCreate));
const ManageClinicians = lazyScreen(() =>
  import('./ManageClinicians').then((m) => m.ManageClinicians),
);
const ChangeUserOrganisation = lazyScreen(() =>
  import('./ChangeUserOrganisation').then((m) => m.ChangeUserOrganisation),
);

const paths = { list: '/users', create: '/users/create' };
const pages = {
  clinicians: { path: '/users/clinicians', component: ManageClinicians },
  changeOrganisation: {
    path: '/users/change-user-organisation',
    component: ChangeUserOrganisation,
  },
};

export default {
  name: 'users',
  messages,
  icon: PeopleIcon,
  recordRepresentation: (record: RaRecord) =>
    `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim(),
  list: UserList,
  create: UserCreate,
  paths,
  pages,
  data,
  menu: [
    {
      key: 'users-provider',
      label: 'app.menu.users',
      path: paths.list,
      role: 'Kynd Admin',
      children: [
        { key: 'users-create', label: 'app.menu.create_admin', path: paths.create },
        {
          key: 'users-clinicians',
          label: 'app.menu.manage_clinicians',
          path: pages.clinicians.path,
        },
        {
          key: 'users-change-organisation',
          label: 'app.menu.change_organisation',
          path: pages.changeOrganisation.path,
        },
      ],
    },
    { key: 'users-organisation', label: 'app.menu.users', path: paths.list, role: 'Org Admin' },
  ],
} satisfies ResourceConfig;

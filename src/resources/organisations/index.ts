import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { data } from './data';
import { messages } from './messages';

const OrganisationList = lazyScreen(() =>
  import('./OrganisationList').then((m) => m.OrganisationList),
);
const OrganisationCreate = lazyScreen(() =>
  import('./OrganisationCreate').then((m) => m.OrganisationCreate),
);

const paths = {
  list: '/organisations',
  create: '/organisations/create',
};

export default {
  name: 'organisations',
  messages,
  icon: CorporateFareIcon,
  recordRepresentation: 'name',
  list: OrganisationList,
  create: OrganisationCreate,
  paths,
  data,
  menu: [
    {
      key: 'organisations',
      label: 'app.menu.organisations',
      role: 'Kynd Admin',
      children: [
        { key: 'organisations-all', label: 'app.menu.all_organisations', path: paths.list },
        { key: 'organisations-create', label: 'app.menu.create_new', path: paths.create },
      ],
    },
  ],
} satisfies ResourceConfig;

import FactoryIcon from '@mui/icons-material/Factory';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { data } from './data';
import { messages } from './messages';

const IndustryList = lazyScreen(() => import('./IndustryList').then((m) => m.IndustryList));
const OrgsIndustries = lazyScreen(() => import('./OrgsIndustries').then((m) => m.OrgsIndustries));

const paths = {
  list: '/industries/all',
};
const pages = {
  orgsIndustries: { path: '/industries/orgs-industries', component: OrgsIndustries },
};

export default {
  name: 'industries',
  messages,
  icon: FactoryIcon,
  recordRepresentation: 'name',
  list: IndustryList,
  paths,
  pages,
  data,
  menu: [
    {
      key: 'industries',
      label: 'app.menu.industries',
      role: 'Kynd Admin',
      children: [
        { key: 'industries-all', label: 'app.menu.all_industries', path: paths.list },
        {
          key: 'industries-orgs',
          label: 'app.menu.orgs_industries',
          path: pages.orgsIndustries.path,
        },
      ],
    },
  ],
} satisfies ResourceConfig;

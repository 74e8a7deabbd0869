// The industries resource (docs/architecture.md, Style 1): its screens and where docs/product.md §2 puts them.
import FactoryIcon from '@mui/icons-material/Factory';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { messages } from './messages';

const IndustryList = lazyScreen(() => import('./IndustryList').then((m) => m.IndustryList));
const OrgsIndustries = lazyScreen(() => import('./OrgsIndustries').then((m) => m.OrgsIndustries));

export default {
  name: 'industries',
  messages,
  icon: FactoryIcon,
  recordRepresentation: 'name',
  list: IndustryList,
  paths: {
    list: '/industries/all',
  },
  pages: {
    orgsIndustries: { path: '/industries/orgs-industries', component: OrgsIndustries },
  },
} satisfies ResourceConfig;

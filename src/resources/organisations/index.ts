// The organisations resource (docs/architecture.md, Style 1): its screens and where docs/product.md §2 puts them.
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { messages } from './messages';

const OrganisationList = lazyScreen(() =>
  import('./OrganisationList').then((m) => m.OrganisationList),
);
const OrganisationCreate = lazyScreen(() =>
  import('./OrganisationCreate').then((m) => m.OrganisationCreate),
);

export default {
  name: 'organisations',
  messages,
  icon: CorporateFareIcon,
  recordRepresentation: 'name',
  list: OrganisationList,
  create: OrganisationCreate,
  paths: {
    list: '/organisations',
    create: '/organisations/create',
  },
} satisfies ResourceConfig;

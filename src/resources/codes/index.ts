// The codes resource (docs/architecture.md, Style 1): its screens and where docs/product.md §2 puts them.
import KeyIcon from '@mui/icons-material/Key';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { messages } from './messages';

const CodeList = lazyScreen(() => import('./CodeList').then((m) => m.CodeList));
const CodeCreate = lazyScreen(() => import('./CodeCreate').then((m) => m.CodeCreate));

export default {
  name: 'codes',
  messages,
  icon: KeyIcon,
  recordRepresentation: 'code',
  list: CodeList,
  create: CodeCreate,
  paths: {
    list: '/codes',
    create: '/codes/create',
  },
} satisfies ResourceConfig;

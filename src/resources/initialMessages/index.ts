// The initialMessages resource (docs/architecture.md, Style 1): its screens and where docs/product.md §2 puts them.
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { messages } from './messages';

const InitialMessages = lazyScreen(() =>
  import('./InitialMessages').then((m) => m.InitialMessages),
);

export default {
  name: 'initialMessages',
  messages,
  icon: MarkEmailUnreadIcon,
  recordRepresentation: 'measurement',
  list: InitialMessages,
  paths: {
    list: '/notifications/initial',
  },
} satisfies ResourceConfig;

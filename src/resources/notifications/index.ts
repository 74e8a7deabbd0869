// The notifications resource (docs/architecture.md, Style 1): its screens and where docs/product.md §2 puts them.
import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { messages } from './messages';

const NotificationList = lazyScreen(() =>
  import('./NotificationList').then((m) => m.NotificationList),
);
const NotificationCreate = lazyScreen(() =>
  import('./NotificationCreate').then((m) => m.NotificationCreate),
);

export default {
  name: 'notifications',
  messages,
  icon: NotificationsIcon,
  recordRepresentation: 'title',
  list: NotificationList,
  create: NotificationCreate,
  paths: {
    list: '/notifications',
    create: '/notifications/create',
  },
} satisfies ResourceConfig;

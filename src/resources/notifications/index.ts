import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { data } from './data';
import { messages } from './messages';

const NotificationList = lazyScreen(() =>
  import('./NotificationList').then((m) => m.NotificationList),
);
const NotificationCreate = lazyScreen(() =>
  import('./NotificationCreate').then((m) => m.NotificationCreate),
);

const paths = {
  list: '/notifications',
  create: '/notifications/create',
};

export default {
  name: 'notifications',
  messages,
  icon: NotificationsIcon,
  recordRepresentation: 'title',
  list: NotificationList,
  create: NotificationCreate,
  paths,
  data,
  menu: [
    {
      key: 'notifications',
      label: 'app.menu.notifications',
      role: 'Kynd Admin',
      children: [
        { key: 'notifications-sent', label: 'app.menu.notifications_sent', path: paths.list },
        { key: 'notifications-create', label: 'app.menu.create_new', path: paths.create },
      ],
    },
  ],
} satisfies ResourceConfig;

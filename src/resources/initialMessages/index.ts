import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { data } from './data';
import { messages } from './messages';

const InitialMessages = lazyScreen(() =>
  import('./InitialMessages').then((m) => m.InitialMessages),
);

const paths = {
  list: '/notifications/initial',
};

export default {
  name: 'initialMessages',
  messages,
  icon: MarkEmailUnreadIcon,
  recordRepresentation: 'measurement',
  list: InitialMessages,
  paths,
  data,
  menu: [
    {
      key: 'notifications-initial',
      label: 'app.menu.initial_messages',
      path: paths.list,
      under: 'notifications',
      after: 'notifications-sent',
    },
  ],
} satisfies ResourceConfig;

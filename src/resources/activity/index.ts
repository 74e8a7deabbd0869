import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { ACTIVITY_PATH } from '@/shared/activityPath';
import { data } from './data';
import { messages } from './messages';

const ActivityList = lazyScreen(() => import('./ActivityList').then((m) => m.ActivityList));

const paths = { list: ACTIVITY_PATH };

export default {
  name: 'activity',
  messages,
  icon: HistoryIcon,
  recordRepresentation: 'action',
  list: ActivityList,
  paths,
  data,
  menu: (['Kynd Admin', 'Org Admin'] as const).map((role) => ({
    key: `activity ${role}`,
    label: 'app.menu.activity',
    path: paths.list,
    role,
  })),
} satisfies ResourceConfig;

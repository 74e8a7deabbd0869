import HearingOutlinedIcon from '@mui/icons-material/HearingOutlined';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { data } from './data';
import { messages } from './messages';

const HearingVisionAlerts = lazyScreen(() =>
  import('./HearingVisionAlerts').then((m) => m.HearingVisionAlerts),
);

const paths = {
  list: '/hearing-vision-alerts',
};

export default {
  name: 'questionnaireAlerts',
  messages,
  icon: HearingOutlinedIcon,
  recordRepresentation: (record: RaRecord) =>
    `${record.user?.firstName ?? ''} ${record.user?.lastName ?? ''}`.trim(),
  list: HearingVisionAlerts,
  paths,
  data,
  menu: [
    {
      key: 'hearing-vision-alerts',
      label: 'app.menu.hearing_vision_alerts',
      path: paths.list,
      rule: 'hearingVision',
    },
  ],
} satisfies ResourceConfig;

// The questionnaireAlerts resource (docs/architecture.md, Style 1): its screens and where docs/product.md §2 puts them.
import HearingOutlinedIcon from '@mui/icons-material/HearingOutlined';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { messages } from './messages';

const HearingVisionAlerts = lazyScreen(() =>
  import('./HearingVisionAlerts').then((m) => m.HearingVisionAlerts),
);

export default {
  name: 'questionnaireAlerts',
  messages,
  icon: HearingOutlinedIcon,
  recordRepresentation: (record: RaRecord) =>
    `${record.user?.firstName ?? ''} ${record.user?.lastName ?? ''}`.trim(),
  list: HearingVisionAlerts,
  paths: {
    list: '/hearing-vision-alerts',
  },
} satisfies ResourceConfig;

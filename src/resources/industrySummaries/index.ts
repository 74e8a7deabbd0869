// Read by the dashboards' organisation 'All'; no screen of its own, hence no wording either.
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { data } from './data';

export default {
  name: 'industrySummaries',
  messages: {},
  recordRepresentation: 'industry',
  paths: {},
  data,
  menu: [],
} satisfies ResourceConfig;

// Read by the dashboards' filter bar instead of the whole industries collection; no screen of its
// own.
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { data } from './data';

export default {
  name: 'providerSummaries',
  messages: {},
  recordRepresentation: 'calculatedAt',
  paths: {},
  data,
  menu: [],
} satisfies ResourceConfig;

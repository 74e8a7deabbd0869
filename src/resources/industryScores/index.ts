// Read by the dashboards' comparison; no screen of its own.
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { data } from './data';
import { messages } from './messages';

const paths = {};

export default {
  name: 'industryScores',
  messages,
  recordRepresentation: 'industry',
  paths,
  data,
  menu: [],
} satisfies ResourceConfig;

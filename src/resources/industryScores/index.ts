// The industryScores resource: each industry's aggregate figures, written by the score calculation
// and read by the dashboards' comparison. It has no screen of its own.
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

// The industryScores resource: each industry's aggregate figures, written by the score calculation
// and read by the dashboards' comparison. It has no screen of its own.
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { messages } from './messages';

export default {
  name: 'industryScores',
  messages,
  recordRepresentation: 'industry',
  paths: {},
} satisfies ResourceConfig;

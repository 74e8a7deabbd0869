// The industryScores resource: each industry's aggregate figures, written by the score calculation
// and read by the dashboards' comparison. It has no screen of its own.
import type { ResourceConfig } from '@/resources/ResourceConfig';

export default {
  name: 'industryScores',
  recordRepresentation: 'industry',
  paths: {},
} satisfies ResourceConfig;

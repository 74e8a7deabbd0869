// The industrySummaries resource: each industry's figures across all its organisations, written by
// the score calculation and read by the dashboards' organisation 'All' (docs/product.md §2). It
// has no screen of its own, hence no wording either.
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

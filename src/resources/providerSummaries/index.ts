// The providerSummaries resource: one document, the industries a provider admin's dashboards
// offer (docs/product.md §2 shared filter bar), read by the dashboards' filter bar instead of the
// whole industries collection. It has no screen of its own, hence no wording either.
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

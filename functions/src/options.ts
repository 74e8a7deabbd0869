import type { CallableOptions } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '@/config/constants';

/** docs/product.md §7: every callable runs in australia-southeast1. */
export const callableOptions: CallableOptions = { region: FUNCTIONS_REGION };

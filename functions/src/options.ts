import type { CallableOptions } from 'firebase-functions/v2/https';
import type { EventHandlerOptions } from 'firebase-functions/v2';
import { FUNCTIONS_REGION } from '@/config/constants';

/** docs/product.md §7: every callable runs in australia-southeast1. */
export const callableOptions: CallableOptions = { region: FUNCTIONS_REGION };

/** The Firestore triggers run beside the callables (and the database), in the same region. */
export const triggerOptions: EventHandlerOptions = { region: FUNCTIONS_REGION };

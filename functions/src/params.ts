// The functions' per-project configuration, as firebase-functions params: `firebase deploy` reads
// each value from functions/.env.<project-id> (or asks for it, and refuses to deploy without it in
// a non-interactive run), and the Functions emulator from the same files for its project. None has
// a default: a development value must never reach production unnoticed (README, Deploy).
import { defineString } from 'firebase-functions/params';

/**
 * The id of the Subscriptions organisation of this project (docs/product.md §3), the one the web app
 * picks by hostname in src/config/environment.ts for the same project.
 */
export const SUBSCRIPTIONS_ORGANISATION_ID = defineString('SUBSCRIPTIONS_ORGANISATION_ID', {
  description: 'Id of the Subscriptions organisation of this project (docs/product.md §3)',
});

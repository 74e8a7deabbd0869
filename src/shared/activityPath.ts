// The Activity list filtered to one target's history (docs/security.md "Audit trail"): what a
// user's card or an organisation's row links to. The filter travels in the URL, as react-admin
// keeps a list's filters there.
export const ACTIVITY_PATH = '/activity';

export function activityPathFor(targetId: string): string {
  return `${ACTIVITY_PATH}?${new URLSearchParams({
    filter: JSON.stringify({ targetId }),
  }).toString()}`;
}

/** The Activity list filtered to what one person did. */
export function activityByActorPath(actorUid: string): string {
  return `${ACTIVITY_PATH}?${new URLSearchParams({
    filter: JSON.stringify({ actorUid }),
  }).toString()}`;
}

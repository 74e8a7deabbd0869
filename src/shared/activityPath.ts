// The filter travels in the URL, as react-admin keeps a list's filters there.
export const ACTIVITY_PATH = '/activity';

export function activityPathFor(targetId: string): string {
  return `${ACTIVITY_PATH}?${new URLSearchParams({
    filter: JSON.stringify({ targetId }),
  }).toString()}`;
}

export function activityByActorPath(actorUid: string): string {
  return `${ACTIVITY_PATH}?${new URLSearchParams({
    filter: JSON.stringify({ actorUid }),
  }).toString()}`;
}

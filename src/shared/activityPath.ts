// The filter travels in the URL, as react-admin keeps a list's filters there.
export const ACTIVITY_PATH = '/activity';

const filtered = (filter: object) =>
  `${ACTIVITY_PATH}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;

export const activityPathFor = (targetId: string) => filtered({ targetId });

export const activityByActorPath = (actorUid: string) => filtered({ actorUid });

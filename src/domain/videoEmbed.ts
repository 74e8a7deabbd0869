// A slash in a stored video id becomes the player's hash parameter, the form unlisted videos need.

export const VIDEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

const STORED_ID = /^(\d+)(?:\/([A-Za-z0-9]+))?$/;
// What an editor may paste instead of the bare id: a vimeo.com or player link to the video.
const VIDEO_LINK =
  /^(?:https?:\/\/)?(?:www\.)?(?:player\.)?vimeo\.com\/(?:video\/)?(\d+)(?:\/([A-Za-z0-9]+)|\/?\?(?:[^#]*&)?h=([A-Za-z0-9]+))?/;

export function videoEmbedUrl(videoId: string): string | null {
  const match = STORED_ID.exec(videoId.trim());
  if (!match) return null;
  const [, id, hash] = match;
  return `${VIDEO_PLAYER_ORIGIN}/video/${id}${hash ? `?h=${encodeURIComponent(hash)}` : ''}`;
}

/** A bare id as it is, a pasted link reduced to its id; null when it is neither. */
export function normaliseVideoId(input: string): string | null {
  const typed = input.trim();
  if (STORED_ID.test(typed)) return typed;
  const link = VIDEO_LINK.exec(typed);
  if (!link) return null;
  const [, id, pathHash, queryHash] = link;
  const hash = pathHash ?? queryHash;
  return hash ? `${id}/${hash}` : id;
}

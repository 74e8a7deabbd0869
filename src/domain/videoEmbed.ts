// Video blocks (docs/product.md §3 Article): the stored content is the id of a video for the embedded player,
// where a slash in the id becomes the player's hash parameter ("336812660/5e2f6c1a9b" plays
// https://player.vimeo.com/video/336812660?h=5e2f6c1a9b, the form unlisted videos need).

export const VIDEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

const STORED_ID = /^(\d+)(?:\/([A-Za-z0-9]+))?$/;
// What an editor may paste instead of the bare id: a vimeo.com or player link to the video.
const VIDEO_LINK =
  /^(?:https?:\/\/)?(?:www\.)?(?:player\.)?vimeo\.com\/(?:video\/)?(\d+)(?:\/([A-Za-z0-9]+)|\/?\?(?:[^#]*&)?h=([A-Za-z0-9]+))?/;

/** The player URL of a stored video id, or null when the id is not one the player knows. */
export function videoEmbedUrl(videoId: string): string | null {
  const match = STORED_ID.exec(videoId.trim());
  if (!match) return null;
  const [, id, hash] = match;
  return hash
    ? `${VIDEO_PLAYER_ORIGIN}/video/${id}?h=${encodeURIComponent(hash)}`
    : `${VIDEO_PLAYER_ORIGIN}/video/${id}`;
}

/**
 * The id to store for what was typed: a bare id ("76979871", "336812660/5e2f6c1a9b") as it is, a
 * pasted link reduced to its id. Null when it is neither.
 */
export function normaliseVideoId(input: string): string | null {
  const typed = input.trim();
  if (STORED_ID.test(typed)) return typed;
  const link = VIDEO_LINK.exec(typed);
  if (!link) return null;
  const [, id, pathHash, queryHash] = link;
  const hash = pathHash ?? queryHash;
  return hash ? `${id}/${hash}` : id;
}

// Properties of the article video ids (docs/product.md §3 Article video blocks).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VIDEO_PLAYER_ORIGIN, normaliseVideoId, videoEmbedUrl } from './videoEmbed';

const videoNumber = fc.integer({ min: 1, max: 2 ** 40 }).map(String);
const hash = fc.string({
  unit: fc.constantFrom(...'abcdef0123456789XYZ'),
  minLength: 1,
  maxLength: 12,
});

describe('video ids, properties', () => {
  it('never throw; an embed URL is always on the player origin, for any typed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        const id = normaliseVideoId(text);
        const url = videoEmbedUrl(text);
        if (url !== null) expect(new URL(url).origin).toBe(VIDEO_PLAYER_ORIGIN);
        if (id !== null) expect(videoEmbedUrl(id)).not.toBeNull();
      }),
    );
  });

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const id = normaliseVideoId(text);
        if (id !== null) expect(normaliseVideoId(id)).toBe(id);
      }),
    );
  });

  it('a pasted link and the bare id give the same stored id', () => {
    fc.assert(
      fc.property(
        videoNumber,
        fc.option(hash, { nil: undefined }),
        fc.constantFrom(
          'https://vimeo.com/',
          'https://player.vimeo.com/video/',
          'vimeo.com/',
          'http://www.vimeo.com/',
        ),
        (id, videoHash, prefix) => {
          const stored = videoHash ? `${id}/${videoHash}` : id;
          expect(normaliseVideoId(stored)).toBe(stored);
          expect(normaliseVideoId(`${prefix}${stored}`)).toBe(stored);
          const url = videoEmbedUrl(stored);
          expect(url).toBe(
            `${VIDEO_PLAYER_ORIGIN}/video/${id}${videoHash ? `?h=${videoHash}` : ''}`,
          );
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseVideoId, videoEmbedUrl, VIDEO_PLAYER_ORIGIN } from './videoEmbed';

describe('videoEmbedUrl', () => {
  it('plays a plain id in the embedded player', () => {
    expect(videoEmbedUrl('76979871')).toBe(`${VIDEO_PLAYER_ORIGIN}/video/76979871`);
  });

  it('turns a slash in the id into the hash parameter', () => {
    expect(videoEmbedUrl('336812660/5e2f6c1a9b')).toBe(
      'https://player.vimeo.com/video/336812660?h=5e2f6c1a9b',
    );
  });

  it('refuses anything that is not an id, so no other address is ever embedded', () => {
    expect(videoEmbedUrl('')).toBeNull();
    expect(videoEmbedUrl('abc')).toBeNull();
    expect(videoEmbedUrl('123/../../evil')).toBeNull();
    expect(videoEmbedUrl('https://evil.example/video')).toBeNull();
    expect(videoEmbedUrl('123?autoplay=1')).toBeNull();
  });
});

describe('normaliseVideoId', () => {
  it('keeps a typed id', () => {
    expect(normaliseVideoId(' 76979871 ')).toBe('76979871');
    expect(normaliseVideoId('336812660/5e2f6c1a9b')).toBe('336812660/5e2f6c1a9b');
  });

  it('reduces a pasted video or player link to the id to store', () => {
    expect(normaliseVideoId('https://vimeo.com/76979871')).toBe('76979871');
    expect(normaliseVideoId('https://vimeo.com/336812660/5e2f6c1a9b')).toBe('336812660/5e2f6c1a9b');
    expect(normaliseVideoId('https://player.vimeo.com/video/336812660?h=5e2f6c1a9b')).toBe(
      '336812660/5e2f6c1a9b',
    );
  });

  it('answers null for text that names no video', () => {
    expect(normaliseVideoId('my video')).toBeNull();
    expect(normaliseVideoId('https://example.com/76979871')).toBeNull();
  });
});

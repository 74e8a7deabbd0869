import { describe, expect, it } from 'vitest';
import { imagePath, storedImageAt, uniqueImageName } from './fileStorage';

describe('imagePath', () => {
  it('places article and author images under images/{kind}/{timestamp}', () => {
    expect(imagePath('article', '1767225600000')).toBe('images/article/1767225600000');
    expect(imagePath('author', '1767225600000')).toBe('images/author/1767225600000');
  });

  it('refuses a name that would escape its folder', () => {
    expect(() => imagePath('author', '../users/x')).toThrow(/Invalid image name/);
  });
});

describe('storedImageAt', () => {
  it('finds the stored image behind a download URL, from the emulator or production', () => {
    expect(
      storedImageAt(
        'http://127.0.0.1:9199/v0/b/demo-kynd.appspot.com/o/images%2Farticle%2F1767225600000?alt=media&token=abc',
      ),
    ).toEqual({ kind: 'article', name: '1767225600000' });
    expect(
      storedImageAt(
        'https://firebasestorage.googleapis.com/v0/b/kynd.appspot.com/o/images%2Fauthor%2F17?alt=media',
      ),
    ).toEqual({ kind: 'author', name: '17' });
  });

  it('answers null for addresses that are not stored images', () => {
    expect(storedImageAt('data:image/svg+xml;charset=utf-8,%3Csvg%3E')).toBeNull();
    expect(storedImageAt('https://example.com/picture.jpg')).toBeNull();
    expect(storedImageAt('https://x/v0/b/b/o/users%2Fsecret')).toBeNull();
    expect(storedImageAt('https://x/v0/b/b/o/images%2Farticle%2F..%2F..%2Fusers')).toBeNull();
    expect(storedImageAt('not a url')).toBeNull();
  });
});

describe('uniqueImageName', () => {
  it('never gives the same name twice, even within one millisecond', () => {
    const first = uniqueImageName(1_000);
    const second = uniqueImageName(1_000);
    expect(Number(second)).toBeGreaterThan(Number(first));
  });
});

import { describe, expect, it } from 'vitest';
import { fitWithin, imagePath, isImageFile, resizeImage } from './fileStorage';

describe('fitWithin', () => {
  it('scales a landscape image down to 1080 wide, keeping the ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1080, height: 810 });
  });

  it('scales a portrait image down to 1080 high', () => {
    expect(fitWithin(1500, 3000)).toEqual({ width: 540, height: 1080 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

describe('imagePath', () => {
  it('places article and author images under images/{kind}/{timestamp}', () => {
    expect(imagePath('article', '1767225600000')).toBe('images/article/1767225600000');
    expect(imagePath('author', '1767225600000')).toBe('images/author/1767225600000');
  });

  it('refuses a name that would escape its folder', () => {
    expect(() => imagePath('author', '../users/x')).toThrow(/Invalid image name/);
  });
});

describe('image files', () => {
  it('accepts only image types', async () => {
    expect(isImageFile(new Blob(['x'], { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new Blob(['x'], { type: 'application/pdf' }))).toBe(false);
    await expect(resizeImage(new Blob(['x'], { type: 'text/plain' }))).rejects.toThrow(
      'Only image files can be uploaded',
    );
  });
});

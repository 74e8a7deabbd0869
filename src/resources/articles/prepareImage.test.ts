import { describe, expect, it } from 'vitest';
import { isImageFile, prepareImage } from './prepareImage';

describe('image files', () => {
  it('accepts only image types', async () => {
    expect(isImageFile(new Blob(['x'], { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new Blob(['x'], { type: 'application/pdf' }))).toBe(false);
    await expect(prepareImage(new Blob(['x'], { type: 'text/plain' }))).rejects.toThrow(
      'Only image files can be uploaded',
    );
  });
});

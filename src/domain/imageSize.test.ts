import { describe, expect, it } from 'vitest';
import { COVER_CROP_ASPECT, CROP_ZOOM, IMAGE_MAX_PX } from '@/config/constants';
import { centredAspectCrop, clampZoom, cropSourceRect, fitWithin } from './imageSize';

describe('fitWithin', () => {
  it('scales a landscape image down to 1080 wide, keeping the ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: IMAGE_MAX_PX, height: 810 });
  });

  it('scales a portrait image down to 1080 high', () => {
    expect(fitWithin(1500, 3000)).toEqual({ width: 540, height: IMAGE_MAX_PX });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('never answers a zero side for a very thin image', () => {
    expect(fitWithin(10_000, 2)).toEqual({ width: IMAGE_MAX_PX, height: 1 });
  });
});

describe('clampZoom', () => {
  it('keeps the zoom between 1 and 3 in steps of 0.1', () => {
    expect(clampZoom(0.2)).toBe(CROP_ZOOM.min);
    expect(clampZoom(7)).toBe(CROP_ZOOM.max);
    expect(clampZoom(1.54)).toBe(1.5);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});

describe('cropSourceRect', () => {
  const natural = { width: 2000, height: 1000 };

  it('reads an unzoomed crop straight off the original', () => {
    expect(cropSourceRect(natural, { x: 10, y: 20, width: 50, height: 40 })).toEqual({
      x: 200,
      y: 200,
      width: 1000,
      height: 400,
    });
  });

  it('maps a crop on the zoomed picture back to the smaller part of the original it shows', () => {
    // At zoom 2 the whole frame shows the middle half of the image.
    expect(cropSourceRect(natural, { x: 0, y: 0, width: 100, height: 100 }, 2)).toEqual({
      x: 500,
      y: 250,
      width: 1000,
      height: 500,
    });
  });

  it('keeps the 16:9 shape of a cover crop at any zoom', () => {
    const photo = { width: 3000, height: 2000 };
    const crop = centredAspectCrop(photo, COVER_CROP_ASPECT);
    for (const zoom of [1, 1.5, 3]) {
      const rect = cropSourceRect(photo, crop, zoom);
      expect(rect.width / rect.height).toBeCloseTo(16 / 9, 2);
      const stored = fitWithin(rect.width, rect.height);
      expect(stored.width).toBeLessThanOrEqual(IMAGE_MAX_PX);
      expect(stored.width / stored.height).toBeCloseTo(16 / 9, 2);
    }
  });

  it('stays inside the image', () => {
    const rect = cropSourceRect(natural, { x: 90, y: 90, width: 30, height: 30 });
    expect(rect.x + rect.width).toBeLessThanOrEqual(natural.width);
    expect(rect.y + rect.height).toBeLessThanOrEqual(natural.height);
  });
});

describe('centredAspectCrop', () => {
  it('takes the full height of a wide image and centres horizontally', () => {
    const crop = centredAspectCrop({ width: 3200, height: 900 }, COVER_CROP_ASPECT);
    expect(crop.height).toBe(100);
    expect(crop.width).toBeCloseTo(50);
    expect(crop.x).toBeCloseTo(25);
  });

  it('takes the full width of a tall image and centres vertically', () => {
    const crop = centredAspectCrop({ width: 1600, height: 1800 }, COVER_CROP_ASPECT);
    expect(crop.width).toBe(100);
    expect(crop.height).toBeCloseTo(50);
    expect(crop.y).toBeCloseTo(25);
  });
});

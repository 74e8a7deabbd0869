// A crop chosen on a zoomed picture is read back in the pixels of the original file.
import { CROP_ZOOM, IMAGE_MAX_PX } from '@/config/constants';

export interface Size {
  width: number;
  height: number;
}

export interface PixelRect extends Size {
  x: number;
  y: number;
}

/** A crop as the crop tool reports it: percentages (0–100) of the image as displayed. */
export type PercentRect = PixelRect;

/** The largest size within max × max keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, max: number = IMAGE_MAX_PX): Size {
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return CROP_ZOOM.min;
  const stepped = Math.round(zoom / CROP_ZOOM.step) * CROP_ZOOM.step;
  const bounded = Math.min(CROP_ZOOM.max, Math.max(CROP_ZOOM.min, stepped));
  return Math.round(bounded * 10) / 10;
}

/**
 * The part of the original image under a crop drawn on the picture zoomed by `zoom` about its
 * centre: a point at fraction p of the frame shows the image at (p - ½) / zoom + ½.
 */
export function cropSourceRect(natural: Size, crop: PercentRect, zoom: number = 1): PixelRect {
  const scale = clampZoom(zoom);
  const toImage = (percent: number) =>
    Math.min(1, Math.max(0, (percent / 100 - 0.5) / scale + 0.5));
  const x = Math.round(toImage(crop.x) * natural.width);
  const y = Math.round(toImage(crop.y) * natural.height);
  return {
    x,
    y,
    width: Math.max(1, Math.round(toImage(crop.x + crop.width) * natural.width) - x),
    height: Math.max(1, Math.round(toImage(crop.y + crop.height) * natural.height) - y),
  };
}

export function centredAspectCrop(natural: Size, aspect: number): PercentRect {
  const imageAspect = natural.width / natural.height;
  if (imageAspect > aspect) {
    const width = (aspect / imageAspect) * 100;
    return { x: (100 - width) / 2, y: 0, width, height: 100 };
  }
  const height = (imageAspect / aspect) * 100;
  return { x: 0, y: (100 - height) / 2, width: 100, height };
}

import { IMAGE_MAX_PX, IMAGE_QUALITY } from '@/config/constants';
import { fitWithin, type PixelRect } from '@/domain/imageSize';

export function isImageFile(file: Blob): boolean {
  return file.type.startsWith('image/');
}

export async function prepareImage(
  file: Blob,
  region?: PixelRect,
  max: number = IMAGE_MAX_PX,
  quality: number = IMAGE_QUALITY,
): Promise<Blob> {
  if (!isImageFile(file)) throw new Error('Only image files can be uploaded');
  const bitmap = await createImageBitmap(file);
  const source = region ?? { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
  const { width, height } = fitWithin(source.width, source.height, max);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot resize images');
  // JPEG has no transparency: paint white under transparent PNGs instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, source.x, source.y, source.width, source.height, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Image encoding failed'))),
      'image/jpeg',
      quality,
    );
  });
}

// Image storage (SPEC §5, §7): images are resized to at most 1080×1080 and re-encoded as JPEG at
// quality 0.75 before upload, to images/article/{timestamp} and images/author/{timestamp}.
import {
  deleteObject,
  getDownloadURL,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { IMAGE_MAX_PX, IMAGE_QUALITY } from '@/config/constants';

export type ImageKind = 'article' | 'author';

export interface StoredImage {
  /** The stored name (the timestamp), kept in articles as imageName / authorImage. */
  name: string;
  path: string;
  url: string;
}

/** The largest size within max × max keeping the aspect ratio; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  max: number = IMAGE_MAX_PX,
): { width: number; height: number } {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export function imagePath(kind: ImageKind, name: string): string {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`Invalid image name "${name}"`);
  return `images/${kind}/${name}`;
}

export function isImageFile(file: Blob): boolean {
  return file.type.startsWith('image/');
}

/** Resizes and re-encodes in the browser (canvas); SPEC §9: max 1080 px, quality 75. */
export async function resizeImage(
  file: Blob,
  max: number = IMAGE_MAX_PX,
  quality: number = IMAGE_QUALITY,
): Promise<Blob> {
  if (!isImageFile(file)) throw new Error('Only image files can be uploaded');
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height, max);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot resize images');
  // JPEG has no transparency: paint white under transparent PNGs instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Image encoding failed'))),
      'image/jpeg',
      quality,
    );
  });
}

export interface FileStorage {
  uploadImage(kind: ImageKind, file: Blob, timestamp?: number): Promise<StoredImage>;
  getImageUrl(kind: ImageKind, name: string): Promise<string>;
  deleteImage(kind: ImageKind, name: string): Promise<boolean>;
}

export function createFileStorage(
  storage: FirebaseStorage,
  resize: (file: Blob) => Promise<Blob> = (file) => resizeImage(file),
): FileStorage {
  return {
    async uploadImage(kind, file, timestamp = Date.now()) {
      const name = String(timestamp);
      const path = imagePath(kind, name);
      const resized = await resize(file);
      const target = ref(storage, path);
      await uploadBytes(target, resized, { contentType: 'image/jpeg' });
      return { name, path, url: await getDownloadURL(target) };
    },

    getImageUrl(kind, name) {
      return getDownloadURL(ref(storage, imagePath(kind, name)));
    },

    /** SPEC §7: deletes answer true or false. */
    async deleteImage(kind, name) {
      try {
        await deleteObject(ref(storage, imagePath(kind, name)));
        return true;
      } catch (error) {
        console.error(error);
        return false;
      }
    },
  };
}

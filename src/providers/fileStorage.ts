// Documents store an image's download URL, from which the stored image is found to be deleted.
import {
  deleteObject,
  getDownloadURL,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { STORAGE_IMAGE_FOLDERS, type StorageImageFolder } from '@/domain/storagePolicy';
import { errorCode } from '@/domain/errorCode';

export type ImageKind = StorageImageFolder;

export type StoredImage = Awaited<ReturnType<FileStorage['uploadImage']>>;

const NAME = /^[\w.-]+$/;

export function imagePath(kind: ImageKind, name: string): string {
  if (!NAME.test(name)) throw new Error(`Invalid image name "${name}"`);
  return `images/${kind}/${name}`;
}

/** The stored image a download URL (…/v0/b/{bucket}/o/images%2F{kind}%2F{name}?…) points at. */
export function storedImageAt(url: string): { kind: ImageKind; name: string } | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    const object = /^\/v0\/b\/[^/]+\/o\/([^/]+)$/.exec(parsed.pathname)?.[1];
    if (!object) return null;
    const [root, folder, name, ...rest] = decodeURIComponent(object).split('/');
    const kind = STORAGE_IMAGE_FOLDERS.find((known) => known === folder);
    if (root !== 'images' || !kind || !name || rest.length > 0 || !NAME.test(name)) return null;
    return { kind, name };
  } catch {
    return null;
  }
}

let lastName = 0;

/** A timestamp name, distinct from every other one this page made (two uploads in one ms). */
export function uniqueImageName(now: number = Date.now()): string {
  lastName = Math.max(now, lastName + 1);
  return String(lastName);
}

export interface UploadOptions {
  name?: string;
  onProgress?: (fraction: number) => void;
}

export type FileStorage = ReturnType<typeof createFileStorage>;

export function createFileStorage(storage: FirebaseStorage | (() => Promise<FirebaseStorage>)) {
  const sdk = async () => (typeof storage === 'function' ? storage() : storage);
  /** An image already gone counts as deleted. */
  const deleteImage = async (kind: ImageKind, name: string) => {
    try {
      await deleteObject(ref(await sdk(), imagePath(kind, name)));
      return true;
    } catch (error) {
      if (errorCode(error) === 'storage/object-not-found') return true;
      console.error(error);
      return false;
    }
  };

  return {
    /** `name`: the stored name (the timestamp), kept in articles as imageName / authorImage. */
    async uploadImage(kind: ImageKind, jpeg: Blob, options: UploadOptions = {}) {
      const name = options.name ?? uniqueImageName();
      const path = imagePath(kind, name);
      const target = ref(await sdk(), path);
      const task = uploadBytesResumable(target, jpeg, { contentType: 'image/jpeg' });
      const { onProgress } = options;
      if (onProgress) {
        task.on('state_changed', (snapshot) => {
          if (snapshot.totalBytes > 0) onProgress(snapshot.bytesTransferred / snapshot.totalBytes);
        });
      }
      await task;
      return { kind, name, path, url: await getDownloadURL(target) };
    },

    deleteImage,

    /** Deletes the stored image at a download URL; true, with nothing to do, for any other URL. */
    async deleteImageAt(url: string) {
      const stored = storedImageAt(url);
      return stored ? deleteImage(stored.kind, stored.name) : true;
    },
  };
}

import { getFirebaseServices } from '@/providers/firebase';
import { createFileStorage, type FileStorage } from '@/providers/fileStorage';

let files: FileStorage | undefined;

export function articleFileStorage(): FileStorage {
  files ??= createFileStorage(getFirebaseServices().loadStorage);
  return files;
}

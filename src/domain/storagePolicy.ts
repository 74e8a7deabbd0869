// Who may read and write stored files (docs/product.md §5 Images, §6, §7 Image storage): the policy that
// storage.rules states, as a pure function. The local Storage emulator runs without Google's rules
// runtime (it cannot be downloaded offline), so it enforces this function instead; a test checks
// that storage.rules states the same folders, bounds and roles.
//
// - Any signed-in user reads images/{article|author}/{name} (the app shows them).
// - Only the provider writes or deletes there: an active Kynd Admin of an active organisation, read
//   from the caller's users and organisation documents on every request (a change of role or
//   status bites at once). Allow-listed staff (role User) do not write.
// - A write must be a raster image (no SVG, which can carry script) below the size bound; uploads
//   are resized to IMAGE_MAX_PX JPEG first, far below it.
// - Everything else is refused, listing included.

/** The folders under images/ (docs/product.md §7: images/article/…, images/author/…). */
export const STORAGE_IMAGE_FOLDERS = ['article', 'author'] as const;
export type StorageImageFolder = (typeof STORAGE_IMAGE_FOLDERS)[number];

/** Writes must be smaller than this (storage.rules: request.resource.size < 5 * 1024 * 1024). */
export const STORAGE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The content types a write may have, as storage.rules matches them (a full-string RE2 match). */
export const STORAGE_IMAGE_CONTENT_TYPES = 'image/(jpeg|png|gif|webp)';

/** The role that writes images, read from the caller's users document. */
export const STORAGE_WRITER_ROLE = 'Kynd Admin';

export type StorageMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface StorageRequest {
  method: StorageMethod;
  /** The object's path inside the bucket, e.g. images/article/1767225600000. */
  path: string;
  /** The object as it would be after a create or update. */
  resource?: { size: number; contentType?: string | null };
}

/** The signed-in caller, with their users document (null when there is none) and whether their
 * organisation is active (false when it is missing). */
export interface StorageCaller {
  uid: string;
  user: { role?: unknown; isActive?: unknown } | null;
  organisationActive: boolean;
}

const IMAGE_PATH = /^images\/([^/]+)\/([^/]+)$/;
const CONTENT_TYPE = new RegExp(`^(?:${STORAGE_IMAGE_CONTENT_TYPES})$`);

function imageFolder(path: string): StorageImageFolder | null {
  const match = IMAGE_PATH.exec(path);
  if (!match) return null;
  const folder = STORAGE_IMAGE_FOLDERS.find((known) => known === match[1]);
  return folder ?? null;
}

export function isStorageWriter(caller: StorageCaller | null): boolean {
  return (
    caller?.user?.role === STORAGE_WRITER_ROLE &&
    caller.user.isActive === true &&
    caller.organisationActive
  );
}

export function isAcceptedImage(resource: StorageRequest['resource']): boolean {
  if (!resource) return false;
  return (
    typeof resource.contentType === 'string' &&
    CONTENT_TYPE.test(resource.contentType) &&
    Number.isFinite(resource.size) &&
    resource.size < STORAGE_IMAGE_MAX_BYTES
  );
}

/** Whether storage.rules lets `caller` (null when signed out) make `request`. */
export function storageAllows(request: StorageRequest, caller: StorageCaller | null): boolean {
  if (imageFolder(request.path) === null) return false;
  switch (request.method) {
    case 'get':
      return caller !== null;
    case 'create':
    case 'update':
      return isStorageWriter(caller) && isAcceptedImage(request.resource);
    case 'delete':
      return isStorageWriter(caller);
    case 'list':
      return false;
  }
}

// storage.rules as a pure function, which the local Storage emulator enforces (docs/security.md); a
// test checks that the two agree. No SVG, which can carry script.

export const STORAGE_IMAGE_FOLDERS = ['article', 'author'] as const;
export type StorageImageFolder = (typeof STORAGE_IMAGE_FOLDERS)[number];

export const STORAGE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** As storage.rules matches them (a full-string RE2 match). */
export const STORAGE_IMAGE_CONTENT_TYPES = 'image/(jpeg|png|gif|webp)';

export const STORAGE_WRITER_ROLE = 'Kynd Admin';

export type StorageMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface StorageRequest {
  method: StorageMethod;
  path: string;
  resource?: { size: number; contentType?: string | null };
}

/** organisationActive is false when the organisation is missing. */
export interface StorageCaller {
  uid: string;
  user: { role?: unknown; isActive?: unknown } | null;
  organisationActive: boolean;
}

const IMAGE_PATH = /^images\/([^/]+)\/([^/]+)$/;
const CONTENT_TYPE = new RegExp(`^(?:${STORAGE_IMAGE_CONTENT_TYPES})$`);

export function isStorageWriter(caller: StorageCaller | null): boolean {
  return (
    caller?.user?.role === STORAGE_WRITER_ROLE &&
    caller.user.isActive === true &&
    caller.organisationActive
  );
}

export function isAcceptedImage(resource: StorageRequest['resource']): boolean {
  return (
    typeof resource?.contentType === 'string' &&
    CONTENT_TYPE.test(resource.contentType) &&
    Number.isFinite(resource.size) &&
    resource.size < STORAGE_IMAGE_MAX_BYTES
  );
}

export function storageAllows(request: StorageRequest, caller: StorageCaller | null): boolean {
  const folder = IMAGE_PATH.exec(request.path)?.[1];
  if (!STORAGE_IMAGE_FOLDERS.some((known) => known === folder)) return false;
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

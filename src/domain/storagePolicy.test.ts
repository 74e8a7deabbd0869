// @vitest-environment node
// (reads storage.rules from the repository)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  storageAllows,
  STORAGE_IMAGE_CONTENT_TYPES,
  STORAGE_IMAGE_FOLDERS,
  STORAGE_IMAGE_MAX_BYTES,
  STORAGE_WRITER_ROLE,
  type StorageCaller,
  type StorageRequest,
} from './storagePolicy';

const caller = (uid: string, user: StorageCaller['user'], organisationActive = true) => ({
  uid,
  user,
  organisationActive,
});
const provider = caller('p', { role: 'Kynd Admin', isActive: true });
const inactiveProvider = caller('i', { role: 'Kynd Admin', isActive: false });
const providerOfInactiveOrganisation = caller('io', { role: 'Kynd Admin', isActive: true }, false);
const staff = caller('s', { role: 'User', isActive: true });
const orgAdmin = caller('o', { role: 'Org Admin', isActive: true });
const noDocument = caller('n', null, false);

const jpeg = { size: 120_000, contentType: 'image/jpeg' };
const upload = (path: string, resource = jpeg): StorageRequest => ({
  method: 'create',
  path,
  resource,
});

describe('storageAllows', () => {
  it('lets any signed-in user read article and author images, and nobody signed out', () => {
    for (const who of [provider, staff, orgAdmin, noDocument]) {
      expect(storageAllows({ method: 'get', path: 'images/article/1' }, who)).toBe(true);
      expect(storageAllows({ method: 'get', path: 'images/author/1' }, who)).toBe(true);
    }
    expect(storageAllows({ method: 'get', path: 'images/article/1' }, null)).toBe(false);
  });

  it('lets only an active Kynd Admin of an active organisation upload, update and delete images', () => {
    expect(storageAllows(upload('images/article/1'), provider)).toBe(true);
    expect(storageAllows({ ...upload('images/author/1'), method: 'update' }, provider)).toBe(true);
    expect(storageAllows({ method: 'delete', path: 'images/author/1' }, provider)).toBe(true);
    const refused = [inactiveProvider, providerOfInactiveOrganisation, staff, orgAdmin, noDocument];
    for (const who of [...refused, null]) {
      expect(storageAllows(upload('images/article/1'), who)).toBe(false);
      expect(storageAllows({ method: 'delete', path: 'images/article/1' }, who)).toBe(false);
    }
  });

  it('accepts raster images below the size bound only', () => {
    const at = (resource: { size: number; contentType?: string | null }) =>
      storageAllows(upload('images/article/1', resource as typeof jpeg), provider);
    expect(at({ size: STORAGE_IMAGE_MAX_BYTES - 1, contentType: 'image/png' })).toBe(true);
    expect(at({ size: STORAGE_IMAGE_MAX_BYTES, contentType: 'image/jpeg' })).toBe(false);
    expect(at({ size: 10, contentType: 'image/svg+xml' })).toBe(false);
    expect(at({ size: 10, contentType: 'text/html' })).toBe(false);
    expect(at({ size: 10, contentType: 'image/jpeg; charset=x' })).toBe(false);
    expect(at({ size: 10, contentType: null })).toBe(false);
  });

  it('refuses anything outside images/article and images/author, and every listing', () => {
    for (const path of ['images/other/1', 'images/article', 'images/article/a/b', 'users/x', '']) {
      expect(storageAllows(upload(path), provider)).toBe(false);
      expect(storageAllows({ method: 'get', path }, provider)).toBe(false);
    }
    expect(storageAllows({ method: 'list', path: 'images/article/1' }, provider)).toBe(false);
  });
});

describe('storage.rules', () => {
  const rules = readFileSync(
    fileURLToPath(new URL('../../storage.rules', import.meta.url)),
    'utf8',
  );
  const code = rules
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n');

  it('states the same size bound', () => {
    const bound = /request\.resource\.size < ([\d\s*]+)/.exec(code)?.[1];
    expect(bound).toBeDefined();
    const bytes = (bound ?? '')
      .split('*')
      .map((factor) => Number(factor.trim()))
      .reduce((product, factor) => product * factor, 1);
    expect(bytes).toBe(STORAGE_IMAGE_MAX_BYTES);
  });

  it('states the same content types', () => {
    expect(code).toContain(
      `request.resource.contentType.matches('${STORAGE_IMAGE_CONTENT_TYPES}')`,
    );
  });

  it('states the same folders for every allow', () => {
    const folders = `[${STORAGE_IMAGE_FOLDERS.map((folder) => `'${folder}'`).join(', ')}]`;
    const allows = code.split('\n').filter((line) => line.trim().startsWith('allow '));
    expect(allows.map((line) => line.trim().split(':')[0])).toEqual([
      'allow get',
      'allow create, update',
      'allow delete',
    ]);
    for (const line of allows) expect(line).toContain(`folder in ${folders}`);
    expect(code).toContain('match /images/{folder}/{name}');
  });

  it('gives writes to an active Kynd Admin from the users document, and reads to the signed in', () => {
    expect(code).toContain(`data.get('role', '') == '${STORAGE_WRITER_ROLE}'`);
    expect(code).toContain("data.get('isActive', false) == true");
    expect(code).toContain('/databases/(default)/documents/users/$(request.auth.uid)');
    expect(code).not.toMatch(/request\.auth\.token/);
    expect(code).toMatch(/allow get: if signedIn\(\)/);
    expect(code).toMatch(/allow create, update: if [^\n]*isProvider\(\) && isAcceptedImage\(\)/);
    expect(code).toMatch(/allow delete: if [^\n]*isProvider\(\)/);
  });
});

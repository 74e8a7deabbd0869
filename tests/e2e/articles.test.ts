// Articles in Chromium, as the provider admin (docs/product.md §2 Articles, §4, §5, §7, §8): an article with
// every block type, a cropped cover and an uploaded author avatar is created, survives a reload, is
// edited (blocks moved, edited and deleted, a gallery image deleted), made public and deleted with
// its images; and stored markup in a text block is shown without running. What the screens wrote
// is read back from the Firestore and Storage emulators.
import { deflateSync } from 'node:zlib';
import type { Dialog, Locator, Page } from 'playwright-core';
import { getStorage } from 'firebase-admin/storage';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToEmulators, type SeedTarget } from '../../scripts/seed/emulators';
import { IMAGE_MAX_PX } from '../../src/config/constants';
import {
  closeBrowser,
  expectConsoleErrors,
  expectVisible,
  navigateInApp,
  signedInPage,
  waitForPath,
  chooseOption,
} from '../helpers/browser';
import { prepareDemoData, restoreDemoData } from '../helpers/snapshot';
import { currentStack } from '../helpers/stack';

const PROVIDER_ADMIN = 'provider.admin@example.com';
const TITLE = 'Sleep well on night shifts';
const VIDEO_ID = '336812660/5e2f6c1a9b';

// ---------------------------------------------------------------------------------------------
// Test images: PNG files made here, and the size of the JPEGs the app stored

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG with a diagonal gradient, so that crops differ. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      rows.set([(x * 255) / width, (y * 255) / height, 128], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xffc0 && marker <= 0xffc2) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no JPEG frame header');
}

// ---------------------------------------------------------------------------------------------
// What the app wrote

interface StoredArticle {
  id: string;
  title: string;
  body: { type: string; content: string }[];
  coverImageUrl: string | null;
  bodyImagesUrls: { imageName: string; imageURL: string }[];
  hashtags: string[];
  categories: string[];
  questionnaires: string[];
  authorName: string;
  authorImage: string;
  authorImageUrl: string | null;
  isActive: boolean;
  publishedAt: Timestamp;
  createdAt: Timestamp;
}

let admin: SeedTarget;

async function articlesTitled(title: string): Promise<StoredArticle[]> {
  const snapshot = await admin.db.collection('articles').where('title', '==', title).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as Omit<StoredArticle, 'id'>) }));
}

const bucket = () => getStorage(admin.app).bucket();

async function storedImages(): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix: 'images/' });
  return files.map((file) => file.name).sort();
}

async function storedJpeg(path: string): Promise<{ width: number; height: number }> {
  const file = bucket().file(path);
  const [metadata] = await file.getMetadata();
  expect(metadata.contentType).toBe('image/jpeg');
  const [bytes] = await file.download();
  return jpegSize(bytes);
}

/** images/{kind}/{name} of a download URL. */
function pathOf(url: string | null): string {
  expect(url).toEqual(expect.any(String));
  return decodeURIComponent(new URL(url ?? '').pathname.split('/o/')[1]);
}

// ---------------------------------------------------------------------------------------------
// The page

async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toasts = page.getByRole('region', { name: 'Notifications' });
  const toast = toasts.getByText(title, { exact: true });
  await expectVisible(toast, 30_000);
  if (description) await expectVisible(toasts.getByText(description, { exact: true }));
  // Toasts close on click: the next check of the same text sees a new one.
  await toast.first().click();
  await toast.first().waitFor({ state: 'detached' });
}

async function confirm(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expectVisible(dialog);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

function block(page: Page, name: string): Locator {
  return page.getByRole('group', { name, exact: true });
}

async function blockNames(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Article body' })
    .getByRole('group')
    .evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label') ?? ''));
}

/** Chooses a file through the upload button, as a user does in the file dialog. */
async function upload(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await chooseOption(page, label, option, { exactLabel: false });
  await page.keyboard.press('Escape');
}

function articleRow(page: Page, title: string): Locator {
  return page.getByRole('table', { name: 'Articles' }).getByRole('row').filter({ hasText: title });
}

/** Opens the editor by clicking the row (its Categories cell, away from the title link). */
async function openFromList(page: Page, title: string): Promise<string> {
  const row = articleRow(page, title);
  await expectVisible(row);
  await row.getByRole('cell').nth(3).click();
  await page.waitForURL((url) => url.pathname.startsWith('/article/update/'), { timeout: 15_000 });
  await expectVisible(page.getByRole('heading', { name: 'Edit article', level: 1 }));
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
    .toBe(title);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

// ---------------------------------------------------------------------------------------------

let page: Page;
const dialogs: Dialog[] = [];

beforeAll(async () => {
  await prepareDemoData();
  const { projectId, offset } = currentStack();
  admin = connectToEmulators(projectId, offset);
  page = await signedInPage(PROVIDER_ADMIN, { viewport: { width: 1440, height: 1000 } });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog);
    if (dialog.type() === 'alert') void dialog.dismiss();
  });
});

afterAll(async () => {
  await page?.context().close();
  await closeBrowser();
  await restoreDemoData();
});

describe('articles, as the provider admin', () => {
  it('shows stored markup of a text block in the list and the preview without running it', async () => {
    const now = new Date();
    await admin.db.doc('articles/markup-test').set({
      title: 'Markup test',
      body: [{ type: 'text', content: '<img src=x onerror=alert(1)>Stored <b>text</b>' }],
      coverImageUrl: '',
      bodyImagesUrls: [],
      hashtags: ['markup'],
      categories: ['Life'],
      questionnaires: [],
      authorName: 'Tester',
      authorImage: '',
      authorImageUrl: '',
      isActive: false,
      publishedAt: now,
      createdAt: now,
    });
    try {
      await navigateInApp(page, '/articles/all');
      const row = articleRow(page, 'Markup test');
      await expectVisible(row);
      await expectVisible(row.getByText('Stored'));
      // Reduced to the article text format (docs/app-contract.md "Article text"): no image.
      expect(await row.locator('img[src="x"]').count()).toBe(0);

      await openFromList(page, 'Markup test');
      const text = block(page, 'Text 1');
      await expectVisible(text.getByText('Stored text', { exact: true }));
      expect(await text.locator('img').count()).toBe(0);
      // An image, had it been kept, would have had time to fire its error event.
      await page.waitForTimeout(500);
      expect(dialogs.filter((dialog) => dialog.type() === 'alert')).toEqual([]);
    } finally {
      await admin.db.doc('articles/markup-test').delete();
    }
  });

  it('creates and edits an article with only what is required: a title, a hashtag and a subtitle, no image', async () => {
    const title = 'Short and plain';
    await navigateInApp(page, '/article/create');
    await expectVisible(page.getByRole('heading', { name: 'Create article', level: 1 }));
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Hashtags' }).fill('rest');
    await page.getByRole('textbox', { name: 'Subtitle' }).fill('Rest days count');
    await page.getByRole('button', { name: 'Add subtitle' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Article created');
    await waitForPath(page, '/articles/all', 30_000);

    const [created, ...others] = await articlesTitled(title);
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      body: [{ type: 'title', content: 'Rest days count' }],
      hashtags: ['rest'],
      coverImageUrl: null,
      authorImageUrl: null,
      bodyImagesUrls: [],
      isActive: false,
    });

    // Saved again, still without images.
    await openFromList(page, title);
    await page.getByRole('textbox', { name: 'Hashtags' }).fill('rest recovery');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Article edited');
    await waitForPath(page, '/articles/all', 30_000);
    const [edited] = await articlesTitled(title);
    expect(edited).toMatchObject({ hashtags: ['rest', 'recovery'], coverImageUrl: null });
    await admin.db.doc(`articles/${created.id}`).delete();
    expect(await storedImages()).toEqual([]);
  });

  it('creates an article with every block, a cropped cover and an author avatar; it survives a reload, is edited, made public and deleted with its images', async () => {
    expect(await storedImages()).toEqual([]);
    await navigateInApp(page, '/articles/all');
    await expectVisible(page.getByRole('table', { name: 'Articles' }));
    await page.getByRole('main').getByRole('link', { name: 'Create new' }).click();
    await waitForPath(page, '/article/create');
    await expectVisible(page.getByRole('heading', { name: 'Create article', level: 1 }));

    // docs/product.md §5: title and at least one hashtag are required.
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Please, fill in all required fields');

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Author name' }).fill('Dr Ana Test');

    // The author avatar takes .png, .jpg and .jpeg files only.
    await upload(page, 'Upload author avatar', {
      name: 'avatar.gif',
      mimeType: 'image/gif',
      buffer: png(8, 8),
    });
    await expectToast(page, 'Please, choose a .png, .jpg or .jpeg image');
    await upload(page, 'Upload author avatar', {
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: png(1600, 1200),
    });
    const avatarDialog = page.getByRole('dialog', { name: 'Author avatar' });
    await expectVisible(avatarDialog.getByRole('img', { name: 'Image to crop' }));
    await avatarDialog.getByRole('button', { name: 'Use full image' }).click();
    await avatarDialog.waitFor({ state: 'detached' });

    // The cover: crop at 16:9 on a picture zoomed to 1.5.
    await upload(page, 'Upload cover', {
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: png(2400, 2000),
    });
    const coverDialog = page.getByRole('dialog', { name: 'Cover image' });
    await expectVisible(coverDialog.getByRole('img', { name: 'Image to crop' }));
    const zoom = coverDialog.getByRole('slider', { name: 'Zoom' });
    await expect.poll(() => zoom.getAttribute('aria-valuemin')).toBe('1');
    expect(await zoom.getAttribute('aria-valuemax')).toBe('3');
    await zoom.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => zoom.getAttribute('aria-valuenow')).toBe('1.5');
    await coverDialog.getByRole('button', { name: 'Crop image' }).click();
    await coverDialog.waitFor({ state: 'detached' });
    await expectVisible(page.getByRole('img', { name: 'Cover image' }).first());

    await choose(page, 'Categories', 'Mind');
    await choose(page, 'Questionnaires', 'Sleep');
    await page.getByRole('textbox', { name: 'Hashtags' }).fill('sleep a rest');
    await expectVisible(page.getByText('Use spaces to separate hashtags'));

    // A typed subtitle or text must be added before saving.
    await page.getByRole('textbox', { name: 'Subtitle' }).fill('Protect your sleep window');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Please add typed subtitle to your article');
    await page.getByRole('button', { name: 'Add subtitle' }).click();

    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await page.keyboard.type('Keep the same bedtime after a run of shifts.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Please add typed text to your article');
    await page.getByRole('button', { name: 'Add text' }).click();

    await page.getByRole('textbox', { name: 'Video ID' }).fill(VIDEO_ID);
    await page.getByRole('button', { name: 'Add video' }).click();

    await upload(page, 'Upload image', {
      name: 'window.png',
      mimeType: 'image/png',
      buffer: png(900, 600),
    });
    const imageDialog = page.getByRole('dialog', { name: 'Article image' });
    await expectVisible(imageDialog.getByRole('img', { name: 'Image to crop' }));
    await imageDialog.getByRole('button', { name: 'Use full image' }).click();
    await imageDialog.waitFor({ state: 'detached' });

    // The live preview: every block, the video in the embedded player with its hash parameter.
    expect(await blockNames(page)).toEqual(['Subtitle 1', 'Text 2', 'Video 3', 'Image 4']);
    await expectVisible(block(page, 'Subtitle 1').getByText('Protect your sleep window'));
    await expectVisible(block(page, 'Text 2').getByText('Keep the same bedtime'));
    expect(await block(page, 'Video 3').locator('iframe').getAttribute('src')).toBe(
      'https://player.vimeo.com/video/336812660?h=5e2f6c1a9b',
    );
    await expectVisible(page.getByText('#sleep #rest'));

    // A refused upload (the admin is, for a moment, no longer a Kynd Admin: storage.rules read the
    // role on every request) leaves the form as it was, writes nothing and leaves no file behind.
    expectConsoleErrors(/status of 403 .*images%2Fauthor/, /\(storage\/unauthorized\)/);
    const { uid } = await admin.auth.getUserByEmail(PROVIDER_ADMIN);
    const adminDocument = admin.db.doc(`users/${uid}`);
    await adminDocument.update({ role: 'Org Admin' });
    try {
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Error updating author image', 'Please, try again later');
    } finally {
      await adminDocument.update({ role: 'Kynd Admin' });
    }
    expect(new URL(page.url()).pathname).toBe('/article/create');
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(
      TITLE,
    );
    expect(await blockNames(page)).toEqual(['Subtitle 1', 'Text 2', 'Video 3', 'Image 4']);
    expect(await articlesTitled(TITLE)).toEqual([]);
    expect(await storedImages()).toEqual([]);

    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Article created');
    await waitForPath(page, '/articles/all', 30_000);

    const [created, ...others] = await articlesTitled(TITLE);
    expect(others).toEqual([]);
    expect(created.body.map((item) => item.type)).toEqual(['title', 'text', 'video', 'image']);
    expect(created.body[0].content).toBe('Protect your sleep window');
    // The article text format (docs/app-contract.md "Article text"): the editor's HTML.
    expect(created.body[1].content).toBe('<p>Keep the same bedtime after a run of shifts.</p>');
    expect(created.body[2].content).toBe(VIDEO_ID);
    expect(created).toMatchObject({
      hashtags: ['sleep', 'rest'],
      categories: ['Mind'],
      questionnaires: ['Sleep'],
      authorName: 'Dr Ana Test',
      isActive: false,
    });
    expect(created.bodyImagesUrls).toHaveLength(1);
    expect(created.body[3].content).toBe(created.bodyImagesUrls[0].imageURL);
    expect(pathOf(created.bodyImagesUrls[0].imageURL)).toBe(
      `images/article/${created.bodyImagesUrls[0].imageName}`,
    );
    expect(pathOf(created.authorImageUrl)).toBe(`images/author/${created.authorImage}`);
    expect(Math.abs(created.publishedAt.toMillis() - Date.now())).toBeLessThan(120_000);

    const coverPath = pathOf(created.coverImageUrl);
    const galleryPath = pathOf(created.bodyImagesUrls[0].imageURL);
    const authorPath = pathOf(created.authorImageUrl);
    expect(await storedImages()).toEqual([authorPath, coverPath, galleryPath].sort());
    const cover = await storedJpeg(coverPath);
    expect(cover.width).toBeLessThanOrEqual(IMAGE_MAX_PX);
    expect(cover.width / cover.height).toBeCloseTo(16 / 9, 1);
    // Zoomed 1.5×, the 16:9 crop of a 2400-wide picture covers 1600 of its pixels: stored at 1080.
    expect(cover).toEqual({ width: IMAGE_MAX_PX, height: 608 });
    expect(await storedJpeg(authorPath)).toEqual({ width: IMAGE_MAX_PX, height: 810 });
    expect(await storedJpeg(galleryPath)).toEqual({ width: 900, height: 600 });

    // It survives a reload: the list, then the editor with what was saved.
    await page.reload();
    const row = articleRow(page, TITLE);
    await expectVisible(row);
    await expectVisible(row.getByRole('img', { name: 'Hidden' }));
    const id = await openFromList(page, TITLE);
    expect(id).toBe(created.id);
    expect(await page.getByRole('textbox', { name: 'Hashtags' }).inputValue()).toBe('sleep rest');
    expect(await blockNames(page)).toEqual(['Subtitle 1', 'Text 2', 'Video 3', 'Image 4']);

    // Edit: move the video up, delete the text, edit the subtitle, delete the gallery image.
    await block(page, 'Video 3').getByRole('button', { name: 'Move up' }).click();
    expect(await blockNames(page)).toEqual(['Subtitle 1', 'Video 2', 'Text 3', 'Image 4']);
    await block(page, 'Text 3').getByRole('button', { name: 'Delete item' }).click();
    await confirm(page, 'Delete item?');
    expect(await blockNames(page)).toEqual(['Subtitle 1', 'Video 2', 'Image 3']);

    await block(page, 'Subtitle 1').getByRole('button', { name: 'Edit item' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit subtitle' });
    await editDialog.getByRole('textbox', { name: 'Subtitle' }).fill('Sleep first');
    await editDialog.getByRole('button', { name: 'Update' }).click();
    await editDialog.waitFor({ state: 'detached' });
    await expectVisible(block(page, 'Subtitle 1').getByText('Sleep first'));

    await page
      .getByRole('list', { name: 'Article images' })
      .getByRole('button', { name: 'Delete image' })
      .click();
    await confirm(page, 'Delete image?');
    expect(await blockNames(page)).toEqual(['Subtitle 1', 'Video 2']);

    // Unsaved changes: Back asks first, and so does closing the tab.
    await page.getByRole('button', { name: 'Back' }).click();
    const leave = page.getByRole('dialog', { name: 'Are you sure you want to leave this page?' });
    await expectVisible(leave);
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/article/update/${created.id}`);
    const beforeUnload = new Promise<Dialog>((resolve) => {
      page.once('dialog', resolve);
    });
    await page.close({ runBeforeUnload: true });
    const prompt = await beforeUnload;
    expect(prompt.type()).toBe('beforeunload');
    await prompt.dismiss();
    expect(page.isClosed()).toBe(false);

    // Going public sets publishedAt to now.
    await page.getByRole('switch', { name: 'Public' }).check();
    const publishedBefore = created.publishedAt.toMillis();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Article edited');
    await waitForPath(page, '/articles/all', 30_000);

    const [edited] = await articlesTitled(TITLE);
    expect(edited.body).toEqual([
      { type: 'title', content: 'Sleep first' },
      { type: 'video', content: VIDEO_ID },
    ]);
    expect(edited.bodyImagesUrls).toEqual([]);
    expect(edited.isActive).toBe(true);
    expect(edited.publishedAt.toMillis()).toBeGreaterThan(publishedBefore);
    expect(edited.createdAt.toMillis()).toBe(created.createdAt.toMillis());
    // The gallery image's file went with it, once the article no longer used it.
    await expect.poll(storedImages).toEqual([authorPath, coverPath].sort());
    await expectVisible(articleRow(page, TITLE).getByRole('img', { name: 'Public' }));

    // Delete: the article and its images.
    await openFromList(page, TITLE);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm(page, 'Are you sure you want to delete this article?');
    await waitForPath(page, '/articles/all', 30_000);
    expect(await articlesTitled(TITLE)).toEqual([]);
    await expect.poll(storedImages).toEqual([]);
    await expect.poll(() => articleRow(page, TITLE).count()).toBe(0);
  }, 240_000);
});

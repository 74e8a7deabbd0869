import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleContent } from '@/domain/articles';
import type { ImageKind, StoredImage, UploadOptions } from '@/providers/fileStorage';
import { saveArticle, type PendingImage } from './saveArticle';

const STORED = 'https://storage.test/v0/b/b/o/images%2Farticle%2F1?alt=media';
const OLD_AUTHOR = 'https://storage.test/v0/b/b/o/images%2Fauthor%2F2?alt=media';

function article(overrides: Partial<ArticleContent> = {}): ArticleContent {
  return {
    title: 'Sleep',
    body: [],
    coverImageUrl: '',
    bodyImagesUrls: [],
    hashtags: ['sleep'],
    categories: ['Mind'],
    questionnaires: [],
    authorName: 'Hana',
    authorImage: '',
    authorImageUrl: '',
    isActive: false,
    publishedAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

function fakeFiles(failKind?: ImageKind) {
  let next = 100;
  const uploads: { kind: ImageKind; jpeg: Blob }[] = [];
  const deleted: string[] = [];
  return {
    uploads,
    deleted,
    files: {
      uploadImage: vi.fn(async (kind: ImageKind, jpeg: Blob, options?: UploadOptions) => {
        if (kind === failKind) throw new Error('storage/unauthorized');
        options?.onProgress?.(0.5);
        options?.onProgress?.(1);
        uploads.push({ kind, jpeg });
        next += 1;
        const image: StoredImage = {
          kind,
          name: String(next),
          path: `images/${kind}/${next}`,
          url: `https://storage.test/${kind}/${next}`,
        };
        return image;
      }),
      deleteImageAt: vi.fn(async (url: string) => {
        deleted.push(url);
        return true;
      }),
    },
  };
}

const jpeg = (label: string) => new Blob([label], { type: 'image/jpeg' });

describe('saveArticle', () => {
  beforeEach(() => {
    // Failures are logged for the console; the assertions here are on what the save did.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  const pending = new Map<string, PendingImage>([
    ['data:cover', { kind: 'article', jpeg: jpeg('cover') }],
    ['data:author', { kind: 'author', jpeg: jpeg('author') }],
    ['data:gallery', { kind: 'article', jpeg: jpeg('gallery') }],
    ['data:abandoned', { kind: 'article', jpeg: jpeg('abandoned') }],
  ]);
  const withImages = article({
    coverImageUrl: 'data:cover',
    authorImageUrl: 'data:author',
    bodyImagesUrls: [{ imageName: '', imageURL: 'data:gallery' }],
    body: [
      { type: 'image', content: 'data:gallery' },
      { type: 'text', content: '<p>data:gallery</p>' },
    ],
  });

  it('uploads the waiting images in use, author first, and writes their stored addresses', async () => {
    const { files, uploads } = fakeFiles();
    const write = vi.fn(async (_content: ArticleContent) => undefined);
    const progress: number[] = [];
    const result = await saveArticle(withImages, pending, undefined, {
      files,
      write,
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(uploads.map((upload) => upload.kind)).toEqual(['author', 'article', 'article']);
    expect(write).toHaveBeenCalledTimes(1);
    const saved = write.mock.calls[0][0];
    expect(saved.authorImageUrl).toBe('https://storage.test/author/101');
    expect(saved.authorImage).toBe('101');
    expect(saved.coverImageUrl).toBe('https://storage.test/article/102');
    expect(saved.bodyImagesUrls).toEqual([
      { imageName: '103', imageURL: 'https://storage.test/article/103' },
    ]);
    expect(saved.body).toEqual([
      { type: 'image', content: 'https://storage.test/article/103' },
      { type: 'text', content: '<p>data:gallery</p>' },
    ]);
    expect(result).toEqual({ ok: true, content: saved, undeletedImages: [] });
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('never uploads an image the article stopped using before the save', async () => {
    const { files, uploads } = fakeFiles();
    await saveArticle(article({ coverImageUrl: 'data:cover' }), pending, undefined, {
      files,
      write: async () => undefined,
    });
    expect(uploads.map((upload) => upload.jpeg)).toEqual([pending.get('data:cover')?.jpeg]);
  });

  it('on a failed author upload, writes nothing and removes what it uploaded', async () => {
    const { files, deleted } = fakeFiles('author');
    const write = vi.fn(async () => undefined);
    const result = await saveArticle(withImages, pending, undefined, { files, write });
    expect(result).toEqual({ ok: false, failure: 'author-image' });
    expect(write).not.toHaveBeenCalled();
    expect(deleted).toEqual([]);
  });

  it('on a failed article image upload, removes the author image it had uploaded', async () => {
    const { files, deleted } = fakeFiles('article');
    const result = await saveArticle(withImages, pending, undefined, {
      files,
      write: async () => undefined,
    });
    expect(result).toEqual({ ok: false, failure: 'article-image' });
    expect(deleted).toEqual(['https://storage.test/author/101']);
  });

  it('on a failed write, removes every image it uploaded', async () => {
    const { files, deleted } = fakeFiles();
    const result = await saveArticle(withImages, pending, undefined, {
      files,
      write: async () => {
        throw new Error('permission-denied');
      },
    });
    expect(result).toEqual({ ok: false, failure: 'write' });
    expect(deleted).toHaveLength(3);
  });

  it('deletes the stored images the new version no longer uses, after the write', async () => {
    const { files, deleted } = fakeFiles();
    const order: string[] = [];
    files.deleteImageAt.mockImplementation(async (url: string) => {
      order.push(`delete ${url}`);
      deleted.push(url);
      return url !== OLD_AUTHOR;
    });
    const stored = article({
      coverImageUrl: STORED,
      authorImageUrl: OLD_AUTHOR,
      bodyImagesUrls: [{ imageName: '1', imageURL: STORED }],
    });
    const result = await saveArticle(
      article({ coverImageUrl: 'data:cover', authorImageUrl: '' }),
      pending,
      stored,
      {
        files,
        write: async () => {
          order.push('write');
        },
      },
    );
    expect(order).toEqual(['write', `delete ${STORED}`, `delete ${OLD_AUTHOR}`]);
    expect(result).toMatchObject({ ok: true, undeletedImages: [OLD_AUTHOR] });
  });
});

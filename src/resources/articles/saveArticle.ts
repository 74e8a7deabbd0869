// Images chosen in the editor wait in the form under a data: URL and are uploaded only on save, so
// an abandoned edit never leaves files behind; images the edit stopped using are deleted only once
// the article no longer points at them. A failed upload or write deletes what this save uploaded.
import {
  imagesNoLongerUsed,
  imageUrlsOf,
  withImageUrls,
  type ArticleContent,
} from '@/domain/articles';
import type { FileStorage, ImageKind, StoredImage } from '@/providers/fileStorage';

export interface PendingImage {
  kind: ImageKind;
  /** Cropped, resized and encoded already (prepareImage). */
  jpeg: Blob;
}

interface SaveArticleDeps {
  files: Pick<FileStorage, 'uploadImage' | 'deleteImageAt'>;
  write(content: ArticleContent): Promise<void>;
  onProgress?(fraction: number): void;
}

type SaveResult =
  | { ok: true; content: ArticleContent; undeletedImages: string[] }
  | { ok: false; failure: 'author-image' | 'article-image' | 'write' };

export async function saveArticle(
  content: ArticleContent,
  pending: ReadonlyMap<string, PendingImage>,
  stored: Partial<ArticleContent> | undefined,
  deps: SaveArticleDeps,
): Promise<SaveResult> {
  const waiting = imageUrlsOf(content)
    .filter((url) => pending.has(url))
    .sort((a, b) => Number(b === content.authorImageUrl) - Number(a === content.authorImageUrl));

  const uploaded = new Map<string, StoredImage>();
  const rollBack = () =>
    Promise.all([...uploaded.values()].map((image) => deps.files.deleteImageAt(image.url)));

  for (const [index, url] of waiting.entries()) {
    const image = pending.get(url);
    if (!image) continue;
    try {
      const stored = await deps.files.uploadImage(image.kind, image.jpeg, {
        onProgress: (fraction) => deps.onProgress?.((index + fraction) / waiting.length),
      });
      uploaded.set(url, stored);
    } catch (error) {
      console.error(error);
      await rollBack();
      return { ok: false, failure: image.kind === 'author' ? 'author-image' : 'article-image' };
    }
  }
  deps.onProgress?.(1);

  const swapped = withImageUrls(content, (url) => uploaded.get(url)?.url ?? url);
  const saved: ArticleContent = {
    ...swapped,
    authorImage: uploaded.get(content.authorImageUrl)?.name ?? swapped.authorImage,
    bodyImagesUrls: content.bodyImagesUrls.map((image) => {
      const upload = uploaded.get(image.imageURL);
      return upload ? { imageName: upload.name, imageURL: upload.url } : image;
    }),
  };

  try {
    await deps.write(saved);
  } catch (error) {
    console.error(error);
    await rollBack();
    return { ok: false, failure: 'write' };
  }

  const unused = stored ? imagesNoLongerUsed(stored, saved) : [];
  const deleted = await Promise.all(unused.map((url) => deps.files.deleteImageAt(url)));
  return { ok: true, content: saved, undeletedImages: unused.filter((_, i) => !deleted[i]) };
}

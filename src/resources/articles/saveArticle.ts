// Saving an article with its images. Images chosen in the editor are not uploaded when chosen:
// they wait in the form under a temporary data: URL and are uploaded here, on save, so an edit that
// is abandoned (Back, a closed tab, a crash) never leaves files behind. Likewise, the files of
// images the edit stopped using are deleted only once the article no longer points at them.
//
// 1. upload the waiting images the article still uses (the author image first), with progress;
// 2. write the article with their download URLs;
// 3. delete the stored images the previous version used and this one does not.
// A failed upload or write deletes what this save uploaded and leaves the form as it was.
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

export interface SaveArticleDeps {
  files: Pick<FileStorage, 'uploadImage' | 'deleteImageAt'>;
  write(content: ArticleContent): Promise<void>;
  /** The share of the uploads done, 0 to 1. */
  onProgress?(fraction: number): void;
}

export type SaveFailure = 'author-image' | 'article-image' | 'write';

export type SaveResult =
  | { ok: true; content: ArticleContent; undeletedImages: string[] }
  | { ok: false; failure: SaveFailure };

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

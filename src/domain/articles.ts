import { HASHTAG_MIN_LENGTH, HASHTAGS_SHOWN_ON_LOAD } from '@/config/constants';
import { articleSchema } from '@/domain/schemas/entities';
import { isTooLong } from '@/domain/schemas/fields';
import type { Article, ArticleBlock, ArticleBlockType } from '@/domain/types';

export type GalleryImage = Article['bodyImagesUrls'][number];

/** What the form writes: every field of an article, an absent image as ''. */
export type ArticleContent = Required<Omit<Article, 'id' | 'createdAt'>>;

/** A missing image is null: the rules refuse the form's empty address (it is no image URL). */
export function articleDocumentOf(content: ArticleContent) {
  const orNull = (url: string) => (url === '' ? null : url);
  return {
    ...content,
    coverImageUrl: orNull(content.coverImageUrl),
    authorImageUrl: orNull(content.authorImageUrl),
  };
}

/** What blocks a save, as catalogue keys (src/resources/articles/messages.ts). */
export const ARTICLE_MESSAGES = {
  required: 'app.validation.fill_in_required',
  titleTooLong: 'resources.articles.validation.title_too_long',
  authorTooLong: 'resources.articles.validation.author_too_long',
  tooManyHashtags: 'resources.articles.validation.too_many_hashtags',
  typedSubtitle: 'resources.articles.validation.typed_subtitle',
  typedText: 'resources.articles.validation.typed_text',
} as const;

/** A leading '#' is not part of the tag (the app shows its own); a repeated tag is kept once. */
export function parseHashtags(text: string): string[] {
  const tags = text
    .split(/\s+/)
    .map((piece) => piece.replace(/^#+/, ''))
    .filter((piece) => piece.length >= HASHTAG_MIN_LENGTH);
  return [...new Set(tags)];
}

export function hashtagsShownOnLoad(hashtags: readonly string[] | undefined): string {
  return (hashtags ?? []).slice(0, HASHTAGS_SHOWN_ON_LOAD).join(' ');
}

/** The stored ones while the field still shows what was loaded, so that a long list is not cut. */
export function hashtagsToSave(
  typed: string,
  shownOnLoad: string,
  stored: readonly string[] | undefined,
): string[] {
  if (stored && typed === shownOnLoad) return [...stored];
  return parseHashtags(typed);
}

export function isBlankText(html: string): boolean {
  return html.replace(/<[^>]*>|&nbsp;|&#160;/g, '').trim() === '';
}

export function hasContent(type: ArticleBlockType, content: string): boolean {
  return type === 'text' ? !isBlankText(content) : content.trim() !== '';
}

export function appendBlock(
  body: readonly ArticleBlock[],
  type: ArticleBlockType,
  content: string,
): ArticleBlock[] {
  if (!hasContent(type, content)) return [...body];
  return [...body, { type, content: type === 'text' ? content : content.trim() }];
}

export function moveBlock(
  body: readonly ArticleBlock[],
  index: number,
  offset: -1 | 1,
): ArticleBlock[] {
  const target = index + offset;
  const next = [...body];
  if (index < 0 || index >= body.length || target < 0 || target >= body.length) return next;
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export function removeBlock(body: readonly ArticleBlock[], index: number): ArticleBlock[] {
  return body.filter((_, position) => position !== index);
}

/** Editing it down to nothing leaves it as it was. */
export function replaceBlockContent(
  body: readonly ArticleBlock[],
  index: number,
  content: string,
): ArticleBlock[] {
  return body.map((block, position) =>
    position === index && hasContent(block.type, content)
      ? { ...block, content: block.type === 'text' ? content : content.trim() }
      : block,
  );
}

/** A catalogue key, or null when the article may be saved. */
export function articleSubmitError(check: {
  title: string;
  hashtags: readonly string[];
  subtitleDraft: string;
  textDraft: string;
  authorName?: string;
}): string | null {
  if (check.title.trim() === '' || check.hashtags.length === 0) return ARTICLE_MESSAGES.required;
  const { shape } = articleSchema;
  if (isTooLong(shape.title, check.title)) return ARTICLE_MESSAGES.titleTooLong;
  if (isTooLong(shape.authorName, check.authorName ?? '')) return ARTICLE_MESSAGES.authorTooLong;
  if (isTooLong(shape.hashtags, check.hashtags)) return ARTICLE_MESSAGES.tooManyHashtags;
  if (check.subtitleDraft.trim() !== '') return ARTICLE_MESSAGES.typedSubtitle;
  if (!isBlankText(check.textDraft)) return ARTICLE_MESSAGES.typedText;
  return null;
}

/** A new article is dated now as well: lists order by publishedAt, and one without it drops out. */
export function publishedAtOnSave(
  stored: { isActive: boolean; publishedAt?: Date } | undefined,
  isActive: boolean,
  now: Date,
): Date {
  return !stored?.publishedAt || (isActive && !stored.isActive) ? now : stored.publishedAt;
}

type ImageFields = Pick<
  ArticleContent,
  'coverImageUrl' | 'authorImageUrl' | 'bodyImagesUrls' | 'body' | 'authorImage'
>;

export function imageUrlsOf(article: Partial<ImageFields>): string[] {
  const urls = [
    article.coverImageUrl,
    article.authorImageUrl,
    ...(article.bodyImagesUrls ?? []).map((image) => image.imageURL),
    ...(article.body ?? []).filter((block) => block.type === 'image').map((block) => block.content),
  ];
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url !== ''))];
}

/** Theirs to delete once `after` is saved. */
export function imagesNoLongerUsed(
  before: Partial<ImageFields>,
  after: Partial<ImageFields>,
): string[] {
  const kept = new Set(imageUrlsOf(after));
  return imageUrlsOf(before).filter((url) => !kept.has(url));
}

export function withImageUrls<T extends ImageFields>(
  article: T,
  replace: (url: string) => string,
): T {
  const swap = (url: string) => (url === '' ? url : replace(url));
  return {
    ...article,
    coverImageUrl: swap(article.coverImageUrl),
    authorImageUrl: swap(article.authorImageUrl),
    bodyImagesUrls: article.bodyImagesUrls.map((image) => ({
      ...image,
      imageURL: swap(image.imageURL),
    })),
    body: article.body.map((block) =>
      block.type === 'image' ? { ...block, content: swap(block.content) } : block,
    ),
  };
}

/** 'Delete image?' on a gallery image: it leaves the gallery and every image block showing it. */
export function withoutGalleryImage<T extends Pick<ImageFields, 'bodyImagesUrls' | 'body'>>(
  article: T,
  imageURL: string,
): T {
  return {
    ...article,
    bodyImagesUrls: article.bodyImagesUrls.filter((image) => image.imageURL !== imageURL),
    body: article.body.filter((block) => !(block.type === 'image' && block.content === imageURL)),
  };
}

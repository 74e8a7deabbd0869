// Articles (docs/product.md §3 Article, §4 Article, §5 Article submit): hashtags, the body blocks, what blocks
// a save, when publishedAt moves, and which stored images an article uses.
import { HASHTAG_MIN_LENGTH, HASHTAGS_SHOWN_ON_LOAD, type Category } from '@/config/constants';
import { articleSchema } from '@/domain/schemas/articles';
import { firstTooLong, tooBigLimit } from '@/domain/schemas/fields';
import type { ArticleBlock, ArticleBlockType } from '@/domain/types';

export const ARTICLE_BLOCK_TYPES: readonly ArticleBlockType[] = ['title', 'text', 'video', 'image'];

/** One image of the article's gallery (docs/product.md §3 bodyImagesUrls). */
export interface GalleryImage {
  imageName: string;
  imageURL: string;
}

/** Every field of an article the dashboard writes (docs/product.md §3 Article, without id and createdAt). */
export interface ArticleContent {
  title: string;
  body: ArticleBlock[];
  coverImageUrl: string;
  bodyImagesUrls: GalleryImage[];
  hashtags: string[];
  categories: Category[];
  questionnaires: string[];
  authorName: string;
  /** The stored name of the author image (its timestamp). */
  authorImage: string;
  authorImageUrl: string;
  isActive: boolean;
  publishedAt: Date;
}

/**
 * An article as written to the database: a cover or author image it does not have is null. The
 * form holds an empty address there, which the rules refuse (it is not an image URL).
 */
export type ArticleDocument = Omit<ArticleContent, 'coverImageUrl' | 'authorImageUrl'> & {
  coverImageUrl: string | null;
  authorImageUrl: string | null;
};

export function articleDocumentOf(content: ArticleContent): ArticleDocument {
  return {
    ...content,
    coverImageUrl: content.coverImageUrl === '' ? null : content.coverImageUrl,
    authorImageUrl: content.authorImageUrl === '' ? null : content.authorImageUrl,
  };
}

export const ARTICLE_MESSAGES = {
  required: 'Please, fill in all required fields',
  typedSubtitle: 'Please add typed subtitle to your article',
  typedText: 'Please add typed text to your article',
} as const;

// ---------------------------------------------------------------------------------------------
// Hashtags (docs/product.md §5)

/**
 * The hashtags typed in the form: split on spaces, pieces shorter than HASHTAG_MIN_LENGTH ignored.
 * A leading '#' is not part of the tag (the app shows its own), and a repeated tag is kept once.
 */
export function parseHashtags(text: string): string[] {
  const tags = text
    .split(/\s+/)
    .map((piece) => piece.replace(/^#+/, ''))
    .filter((piece) => piece.length >= HASHTAG_MIN_LENGTH);
  return [...new Set(tags)];
}

/** What the hashtags field shows for a stored article: its first HASHTAGS_SHOWN_ON_LOAD tags. */
export function hashtagsShownOnLoad(hashtags: readonly string[] | undefined): string {
  return (hashtags ?? []).slice(0, HASHTAGS_SHOWN_ON_LOAD).join(' ');
}

/**
 * The hashtags to store: the stored ones when the field still shows what was loaded (so that an
 * article with more than HASHTAGS_SHOWN_ON_LOAD tags keeps them all unless the field is edited),
 * otherwise what the field says.
 */
export function hashtagsToSave(
  typed: string,
  shownOnLoad: string,
  stored: readonly string[] | undefined,
): string[] {
  if (stored && typed === shownOnLoad) return [...stored];
  return parseHashtags(typed);
}

// ---------------------------------------------------------------------------------------------
// Body blocks

/** Rich text is empty when it has no visible text (the editor leaves '<p></p>' behind). */
export function isBlankText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

export function hasContent(type: ArticleBlockType, content: string): boolean {
  return type === 'text' ? !isBlankText(content) : content.trim() !== '';
}

/** docs/product.md §5: a block is added only if its content is non-empty. */
export function appendBlock(
  body: readonly ArticleBlock[],
  type: ArticleBlockType,
  content: string,
): ArticleBlock[] {
  if (!hasContent(type, content)) return [...body];
  return [...body, { type, content: type === 'text' ? content : content.trim() }];
}

/** Moves a block one place up (-1) or down (+1); a move past either end changes nothing. */
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

/** An edited block; editing it down to nothing leaves it as it was. */
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

// ---------------------------------------------------------------------------------------------
// Submit (docs/product.md §5 Article submit)

export interface ArticleSubmitCheck {
  title: string;
  hashtags: readonly string[];
  /** What is typed in the subtitle and text inputs but not yet added to the body. */
  subtitleDraft: string;
  textDraft: string;
  /** The author's name as typed (optional in docs/product.md §5). */
  authorName?: string;
}

/** The message that blocks a save, or null when the article may be saved. */
export function articleSubmitError(check: ArticleSubmitCheck): string | null {
  if (check.title.trim() === '' || check.hashtags.length === 0) return ARTICLE_MESSAGES.required;
  const tooLong = firstTooLong(articleSchema, check, { title: 'Title', authorName: 'Author name' });
  if (tooLong) return tooLong.message;
  const hashtags = articleSchema.shape.hashtags.safeParse(check.hashtags);
  const hashtagLimit = hashtags.success ? undefined : tooBigLimit(hashtags.error.issues);
  if (hashtagLimit !== undefined) return `An article can have at most ${hashtagLimit} hashtags`;
  if (check.subtitleDraft.trim() !== '') return ARTICLE_MESSAGES.typedSubtitle;
  if (!isBlankText(check.textDraft)) return ARTICLE_MESSAGES.typedText;
  return null;
}

/**
 * docs/product.md §4: switching to public sets publishedAt to now. A new article is dated now as well (lists
 * order by publishedAt, and a document without it would drop out of that order); otherwise the
 * date stays.
 */
export function publishedAtOnSave(
  stored: { isActive: boolean; publishedAt?: Date } | undefined,
  isActive: boolean,
  now: Date,
): Date {
  if (!stored?.publishedAt) return now;
  if (isActive && !stored.isActive) return now;
  return stored.publishedAt;
}

// ---------------------------------------------------------------------------------------------
// Images

type ImageFields = Pick<
  ArticleContent,
  'coverImageUrl' | 'authorImageUrl' | 'bodyImagesUrls' | 'body' | 'authorImage'
>;

/** Every image address an article uses (cover, author, gallery, image blocks), once each. */
export function imageUrlsOf(article: Partial<ImageFields>): string[] {
  const urls = [
    article.coverImageUrl,
    article.authorImageUrl,
    ...(article.bodyImagesUrls ?? []).map((image) => image.imageURL),
    ...(article.body ?? []).filter((block) => block.type === 'image').map((block) => block.content),
  ];
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url !== ''))];
}

/** The images `before` used that `after` no longer uses: theirs to delete once `after` is saved. */
export function imagesNoLongerUsed(
  before: Partial<ImageFields>,
  after: Partial<ImageFields>,
): string[] {
  const kept = new Set(imageUrlsOf(after));
  return imageUrlsOf(before).filter((url) => !kept.has(url));
}

/** The same article with every image address passed through `replace`. */
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

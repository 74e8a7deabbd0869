import { CATEGORIES, type Category } from '@/config/constants';
import {
  articleSubmitError,
  hashtagsShownOnLoad,
  hashtagsToSave,
  publishedAtOnSave,
  type ArticleContent,
  type GalleryImage,
} from '@/domain/articles';
import { articleTextHtml } from '@/domain/articleText';
import type { Article, ArticleBlock } from '@/domain/types';
import { sanitiseArticleText } from './sanitiseArticleText';
import { stringsOf, textOf } from '@/domain/values';
import { isCategory } from '@/domain/oneOf';

export const CATEGORY_CHOICES = CATEGORIES.map((category) => ({ id: category, name: category }));

export interface ArticleFormValues {
  title: string;
  authorName: string;
  authorImage: string;
  authorImageUrl: string;
  coverImageUrl: string;
  categories: Category[];
  questionnaires: string[];
  hashtags: string;
  body: ArticleBlock[];
  bodyImagesUrls: GalleryImage[];
  isActive: boolean;
  /** Checked on save, never stored. */
  subtitleDraft: string;
  textDraft: string;
  videoDraft: string;
  editDraft: string;
}

/** Read loosely: older documents may lack fields. */
export type StoredArticle = Partial<Article> & { id: string };

export function formValuesOf(article?: StoredArticle): ArticleFormValues {
  return {
    title: textOf(article?.title),
    authorName: textOf(article?.authorName),
    authorImage: textOf(article?.authorImage),
    authorImageUrl: textOf(article?.authorImageUrl),
    coverImageUrl: textOf(article?.coverImageUrl),
    categories: stringsOf(article?.categories).filter(isCategory),
    questionnaires: stringsOf(article?.questionnaires),
    hashtags: hashtagsShownOnLoad(article?.hashtags),
    // Plain text stored by older writers opens as paragraphs.
    body: Array.isArray(article?.body) ? article.body.map(withText(articleTextHtml)) : [],
    bodyImagesUrls: Array.isArray(article?.bodyImagesUrls) ? article.bodyImagesUrls : [],
    isActive: article?.isActive === true,
    subtitleDraft: '',
    textDraft: '',
    videoDraft: '',
    editDraft: '',
  };
}

const withText =
  (change: (html: string) => string) =>
  (block: ArticleBlock): ArticleBlock =>
    block.type === 'text' ? { ...block, content: change(block.content) } : block;

export function hashtagsOf(values: ArticleFormValues, stored: StoredArticle | undefined): string[] {
  return hashtagsToSave(values.hashtags, hashtagsShownOnLoad(stored?.hashtags), stored?.hashtags);
}

export function submitErrorOf(
  values: ArticleFormValues,
  stored: StoredArticle | undefined,
): string | null {
  return articleSubmitError({ ...values, hashtags: hashtagsOf(values, stored) });
}

export function publishedAtOf(
  values: Pick<ArticleFormValues, 'isActive'>,
  stored: StoredArticle | undefined,
  now: Date,
): Date {
  const before =
    stored && stored.publishedAt instanceof Date
      ? { isActive: stored.isActive === true, publishedAt: stored.publishedAt }
      : undefined;
  return publishedAtOnSave(before, values.isActive, now);
}

export function articleContentOf(
  values: ArticleFormValues,
  stored: StoredArticle | undefined,
  now: Date,
): ArticleContent {
  return {
    title: values.title.trim(),
    body: values.body.map(withText(sanitiseArticleText)),
    coverImageUrl: values.coverImageUrl,
    bodyImagesUrls: values.bodyImagesUrls,
    hashtags: hashtagsOf(values, stored),
    categories: values.categories,
    questionnaires: values.questionnaires,
    authorName: values.authorName.trim(),
    authorImage: values.authorImageUrl === '' ? '' : values.authorImage,
    authorImageUrl: values.authorImageUrl,
    isActive: values.isActive,
    publishedAt: publishedAtOf(values, stored, now),
  };
}

import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '@/config/constants';
import type { ArticleBlock } from '@/domain/types';
import {
  appendBlock,
  articleDocumentOf,
  ARTICLE_MESSAGES,
  articleSubmitError,
  hashtagsShownOnLoad,
  hashtagsToSave,
  imagesNoLongerUsed,
  imageUrlsOf,
  isBlankText,
  moveBlock,
  parseHashtags,
  publishedAtOnSave,
  removeBlock,
  replaceBlockContent,
  withImageUrls,
  withoutGalleryImage,
} from './articles';

describe('hashtags', () => {
  it('splits on spaces and ignores pieces shorter than 2 characters', () => {
    expect(parseHashtags('  sleep a  rest   b energy ')).toEqual(['sleep', 'rest', 'energy']);
  });

  it('drops a leading # and keeps a repeated tag once', () => {
    expect(parseHashtags('#sleep sleep #a ##rest')).toEqual(['sleep', 'rest']);
  });

  it('answers no hashtags for a blank field', () => {
    expect(parseHashtags('   ')).toEqual([]);
  });

  it('shows the first 5 stored hashtags when an article is loaded', () => {
    expect(hashtagsShownOnLoad(['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7'])).toBe('a1 b2 c3 d4 e5');
    expect(hashtagsShownOnLoad(undefined)).toBe('');
  });

  it('keeps every stored hashtag while the field is untouched, and what is typed once it is', () => {
    const stored = ['a1', 'b2', 'c3', 'd4', 'e5', 'f6'];
    const shown = hashtagsShownOnLoad(stored);
    expect(hashtagsToSave(shown, shown, stored)).toEqual(stored);
    expect(hashtagsToSave(`${shown} g7`, shown, stored)).toEqual([
      'a1',
      'b2',
      'c3',
      'd4',
      'e5',
      'g7',
    ]);
    expect(hashtagsToSave('new tags', '', undefined)).toEqual(['new', 'tags']);
  });
});

describe('body blocks', () => {
  const body: ArticleBlock[] = [
    { type: 'title', content: 'One' },
    { type: 'text', content: '<p>Two</p>' },
    { type: 'video', content: '76979871' },
  ];

  it('adds a block only when it has content', () => {
    expect(appendBlock(body, 'title', '   ')).toEqual(body);
    expect(appendBlock(body, 'text', '<p></p>')).toEqual(body);
    expect(appendBlock(body, 'title', ' Four ')).toEqual([
      ...body,
      { type: 'title', content: 'Four' },
    ]);
    expect(appendBlock([], 'text', '<p>Hi</p>')).toEqual([{ type: 'text', content: '<p>Hi</p>' }]);
  });

  it('treats rich text without visible text as blank', () => {
    expect(isBlankText('')).toBe(true);
    expect(isBlankText('<p></p>')).toBe(true);
    expect(isBlankText('<p>&nbsp; </p><p><br></p>')).toBe(true);
    expect(isBlankText('<p><strong>x</strong></p>')).toBe(false);
  });

  it('moves a block up or down, and not past either end', () => {
    expect(moveBlock(body, 2, -1).map((block) => block.content)).toEqual([
      'One',
      '76979871',
      '<p>Two</p>',
    ]);
    expect(moveBlock(body, 0, 1).map((block) => block.content)).toEqual([
      '<p>Two</p>',
      'One',
      '76979871',
    ]);
    expect(moveBlock(body, 0, -1)).toEqual(body);
    expect(moveBlock(body, 2, 1)).toEqual(body);
  });

  it('deletes one block', () => {
    expect(removeBlock(body, 1)).toEqual([body[0], body[2]]);
  });

  it('edits a block, and ignores an edit down to nothing', () => {
    expect(replaceBlockContent(body, 0, ' New ')[0]).toEqual({ type: 'title', content: 'New' });
    expect(replaceBlockContent(body, 1, '<p></p>')).toEqual(body);
  });
});

describe('articleSubmitError', () => {
  const ready = { title: 'Sleep', hashtags: ['sleep'], subtitleDraft: '', textDraft: '' };

  it('lets a complete article be saved', () => {
    expect(articleSubmitError(ready)).toBeNull();
    expect(articleSubmitError({ ...ready, textDraft: '<p></p>' })).toBeNull();
  });

  it('needs a title and at least one hashtag', () => {
    expect(articleSubmitError({ ...ready, title: '  ' })).toBe(ARTICLE_MESSAGES.required);
    expect(articleSubmitError({ ...ready, hashtags: [] })).toBe(ARTICLE_MESSAGES.required);
  });

  it('blocks a typed subtitle or text that was not added to the body', () => {
    expect(articleSubmitError({ ...ready, subtitleDraft: 'Later' })).toBe(
      ARTICLE_MESSAGES.typedSubtitle,
    );
    expect(articleSubmitError({ ...ready, textDraft: '<p>More</p>' })).toBe(
      ARTICLE_MESSAGES.typedText,
    );
  });

  it('bounds the title, the author name and the hashtags as the rules do', () => {
    const title = 'x'.repeat(FIELD_LIMITS.articleTitle);
    expect(articleSubmitError({ ...ready, title })).toBeNull();
    expect(articleSubmitError({ ...ready, title: `${title}x` })).toBe(
      ARTICLE_MESSAGES.titleTooLong,
    );
    const authorName = 'x'.repeat(FIELD_LIMITS.articleAuthor + 1);
    expect(articleSubmitError({ ...ready, authorName })).toBe(ARTICLE_MESSAGES.authorTooLong);
    const hashtags = Array.from({ length: FIELD_LIMITS.hashtags + 1 }, (_, i) => `tag${i}`);
    expect(articleSubmitError({ ...ready, hashtags })).toBe(ARTICLE_MESSAGES.tooManyHashtags);
    expect(articleSubmitError({ ...ready, hashtags: hashtags.slice(1) })).toBeNull();
  });

  it('asks for the required fields first', () => {
    expect(articleSubmitError({ ...ready, title: '', subtitleDraft: 'x', textDraft: 'y' })).toBe(
      ARTICLE_MESSAGES.required,
    );
  });
});

describe('publishedAtOnSave', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const before = new Date('2026-01-01T10:00:00Z');

  it('dates a new article now', () => {
    expect(publishedAtOnSave(undefined, false, now)).toEqual(now);
    expect(publishedAtOnSave(undefined, true, now)).toEqual(now);
  });

  it('sets publishedAt to now when a hidden article goes public', () => {
    expect(publishedAtOnSave({ isActive: false, publishedAt: before }, true, now)).toEqual(now);
  });

  it('keeps the date otherwise', () => {
    expect(publishedAtOnSave({ isActive: true, publishedAt: before }, true, now)).toEqual(before);
    expect(publishedAtOnSave({ isActive: true, publishedAt: before }, false, now)).toEqual(before);
    expect(publishedAtOnSave({ isActive: false, publishedAt: before }, false, now)).toEqual(before);
  });
});

describe('article images', () => {
  const article = {
    coverImageUrl: 'cover',
    authorImage: '1',
    authorImageUrl: 'author',
    bodyImagesUrls: [
      { imageName: '2', imageURL: 'one' },
      { imageName: '3', imageURL: 'two' },
    ],
    body: [
      { type: 'image' as const, content: 'one' },
      { type: 'text' as const, content: 'one' },
      { type: 'image' as const, content: 'pasted' },
    ],
  };

  it('lists every image the article uses, once', () => {
    expect(imageUrlsOf(article)).toEqual(['cover', 'author', 'one', 'two', 'pasted']);
    expect(imageUrlsOf({ coverImageUrl: '', body: [] })).toEqual([]);
  });

  it('finds the images an edit stopped using', () => {
    const after = withoutGalleryImage({ ...article, coverImageUrl: 'new cover' }, 'one');
    expect(imagesNoLongerUsed(article, after)).toEqual(['cover', 'one']);
  });

  it('removes a gallery image together with the blocks that show it', () => {
    const after = withoutGalleryImage(article, 'one');
    expect(after.bodyImagesUrls).toEqual([{ imageName: '3', imageURL: 'two' }]);
    expect(after.body).toEqual([
      { type: 'text', content: 'one' },
      { type: 'image', content: 'pasted' },
    ]);
  });

  it('replaces every image address, and leaves text and empty addresses alone', () => {
    const replaced = withImageUrls({ ...article, coverImageUrl: '' }, (url) => `stored:${url}`);
    expect(replaced.coverImageUrl).toBe('');
    expect(replaced.authorImageUrl).toBe('stored:author');
    expect(replaced.bodyImagesUrls.map((image) => image.imageURL)).toEqual([
      'stored:one',
      'stored:two',
    ]);
    expect(replaced.body.map((block) => block.content)).toEqual([
      'stored:one',
      'one',
      'stored:pasted',
    ]);
  });
});

describe('articleDocumentOf', () => {
  const content = {
    title: 'Sleep well',
    body: [{ type: 'title' as const, content: 'Protect your sleep' }],
    coverImageUrl: '',
    bodyImagesUrls: [],
    hashtags: ['sleep'],
    categories: [],
    questionnaires: [],
    authorName: '',
    authorImage: '',
    authorImageUrl: '',
    isActive: false,
    publishedAt: new Date('2026-03-01T10:00:00Z'),
  };

  it('writes an image the article does not have as null, never as an empty address', () => {
    const written = articleDocumentOf(content);
    expect(written.coverImageUrl).toBeNull();
    expect(written.authorImageUrl).toBeNull();
    // The stored name of an absent author image stays empty text, as the rules accept it.
    expect(written.authorImage).toBe('');
    expect(written).toMatchObject({ title: 'Sleep well', hashtags: ['sleep'], isActive: false });
  });

  it('keeps the images the article has', () => {
    const written = articleDocumentOf({
      ...content,
      coverImageUrl: 'https://example.com/cover.jpg',
      authorImage: '1700000000000',
      authorImageUrl: 'https://example.com/author.jpg',
    });
    expect(written).toMatchObject({
      coverImageUrl: 'https://example.com/cover.jpg',
      authorImage: '1700000000000',
      authorImageUrl: 'https://example.com/author.jpg',
    });
  });
});

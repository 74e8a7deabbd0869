// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  articleContentOf,
  formValuesOf,
  publishedAtOf,
  submitErrorOf,
  type StoredArticle,
} from './articleForm';

const now = new Date('2026-03-01T10:00:00Z');
const stored: StoredArticle = {
  id: 'a1',
  title: 'Better sleep',
  body: [{ type: 'title', content: 'Protect your sleep' }],
  coverImageUrl: 'cover',
  bodyImagesUrls: [],
  hashtags: ['sleep', 'shiftwork', 'rest', 'energy', 'night', 'habits'],
  categories: ['Mind'],
  questionnaires: ['Sleep'],
  authorName: 'Dr Hana Walker',
  authorImage: '17',
  authorImageUrl: 'author',
  isActive: false,
  publishedAt: new Date('2026-01-01T00:00:00Z'),
  createdAt: new Date('2025-12-30T00:00:00Z'),
};

describe('formValuesOf', () => {
  it('starts a new article empty and hidden', () => {
    expect(formValuesOf()).toMatchObject({
      title: '',
      hashtags: '',
      body: [],
      isActive: false,
      subtitleDraft: '',
    });
  });

  it('shows the first 5 hashtags of a stored article, separated by spaces', () => {
    expect(formValuesOf(stored).hashtags).toBe('sleep shiftwork rest energy night');
  });

  it('reads an older document without some fields', () => {
    expect(formValuesOf({ id: 'x', title: 'Old' })).toMatchObject({
      title: 'Old',
      categories: [],
      bodyImagesUrls: [],
      coverImageUrl: '',
    });
  });
});

describe('articleContentOf', () => {
  it('writes exactly the stored fields of docs/product.md §3, without the drafts', () => {
    const values = { ...formValuesOf(stored), title: ' Better sleep ', subtitleDraft: 'x' };
    const content = articleContentOf(values, stored, now);
    expect(Object.keys(content).sort()).toEqual(
      [
        'authorImage',
        'authorImageUrl',
        'authorName',
        'body',
        'bodyImagesUrls',
        'categories',
        'coverImageUrl',
        'hashtags',
        'isActive',
        'publishedAt',
        'questionnaires',
        'title',
      ].sort(),
    );
    expect(content.title).toBe('Better sleep');
    // The field was not touched: every stored hashtag is kept.
    expect(content.hashtags).toEqual(stored.hashtags);
  });

  it('stores what the hashtags field says once it is edited', () => {
    const values = { ...formValuesOf(stored), hashtags: 'sleep a rest' };
    expect(articleContentOf(values, stored, now).hashtags).toEqual(['sleep', 'rest']);
  });

  it('dates the article now when it goes public, and keeps the date otherwise', () => {
    expect(publishedAtOf({ isActive: true }, stored, now)).toEqual(now);
    expect(publishedAtOf({ isActive: false }, stored, now)).toEqual(stored.publishedAt);
    expect(publishedAtOf({ isActive: false }, undefined, now)).toEqual(now);
  });

  it('drops the stored author image name when the author image is removed', () => {
    const values = { ...formValuesOf(stored), authorImageUrl: '' };
    expect(articleContentOf(values, stored, now).authorImage).toBe('');
  });
});

describe('the article text format (docs/app-contract.md "Article text")', () => {
  it('opens plain text stored by an older writer as paragraphs', () => {
    const values = formValuesOf({
      ...stored,
      body: [{ type: 'text', content: 'Keep a routine.\n\nDarken the room.' }],
    });
    expect(values.body).toEqual([
      { type: 'text', content: '<p>Keep a routine.</p><p>Darken the room.</p>' },
    ]);
  });

  it("stores the editor's HTML reduced to the format's tags; other blocks as they are", () => {
    const values = {
      ...formValuesOf(stored),
      body: [
        { type: 'title' as const, content: 'Title <b>as typed</b>' },
        {
          type: 'text' as const,
          content: '<h2>Heading</h2><p style="color:red"><strong>Bold</strong></p><img src=x>',
        },
      ],
    };
    expect(articleContentOf(values, stored, now).body).toEqual([
      { type: 'title', content: 'Title <b>as typed</b>' },
      { type: 'text', content: 'Heading<p><strong>Bold</strong></p>' },
    ]);
  });
});

describe('submitErrorOf', () => {
  it('needs a title and a hashtag of at least 2 characters', () => {
    const values = { ...formValuesOf(), title: 'Sleep', hashtags: 'a b' };
    expect(submitErrorOf(values, undefined)).toBe('app.validation.fill_in_required');
    expect(submitErrorOf({ ...values, hashtags: 'ab' }, undefined)).toBeNull();
  });

  it('blocks typed text that was not added', () => {
    const values = { ...formValuesOf(stored), textDraft: '<p>More</p>' };
    expect(submitErrorOf(values, stored)).toBe('resources.articles.validation.typed_text');
  });
});

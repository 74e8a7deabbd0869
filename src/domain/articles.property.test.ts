// Properties of the article editor's rules (docs/product.md §5 Article): hashtags, blocks, submit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, HASHTAG_MIN_LENGTH } from '@/config/constants';
import type { ArticleBlock, ArticleBlockType } from '@/domain/types';
import {
  appendBlock,
  articleSubmitError,
  hashtagsShownOnLoad,
  hashtagsToSave,
  isBlankText,
  moveBlock,
  parseHashtags,
} from './articles';

const BLOCK_TYPES: readonly ArticleBlockType[] = ['title', 'text', 'video', 'image'];
const anyText = fc.string({ unit: 'grapheme', maxLength: 120 });
const tag = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzäé日本_-'),
  minLength: HASHTAG_MIN_LENGTH,
  maxLength: 12,
});
const block: fc.Arbitrary<ArticleBlock> = fc.record({
  type: fc.constantFrom<ArticleBlockType>(...BLOCK_TYPES),
  content: fc.string({ minLength: 1, maxLength: 20 }),
});

describe('parseHashtags, properties', () => {
  it('never throws; tags have no whitespace, no leading #, at least the minimum length, no repeats', () => {
    fc.assert(
      fc.property(anyText, (typed) => {
        const tags = parseHashtags(typed);
        for (const hashtag of tags) {
          expect(hashtag).not.toMatch(/\s/);
          expect(hashtag.startsWith('#')).toBe(false);
          expect(hashtag.length).toBeGreaterThanOrEqual(HASHTAG_MIN_LENGTH);
        }
        expect(new Set(tags).size).toBe(tags.length);
      }),
    );
  });

  it('round-trips: the tags joined by spaces parse back to themselves (idempotent)', () => {
    fc.assert(
      fc.property(anyText, (typed) => {
        const tags = parseHashtags(typed);
        expect(parseHashtags(tags.join(' '))).toEqual(tags);
      }),
    );
    fc.assert(
      fc.property(fc.uniqueArray(tag, { maxLength: 10 }), (tags) => {
        expect(parseHashtags(tags.map((t) => `#${t}`).join('  \n'))).toEqual(tags);
      }),
    );
  });

  it('an untouched field keeps every stored tag; an edited one saves what it says', () => {
    fc.assert(
      fc.property(fc.uniqueArray(tag, { maxLength: 40 }), anyText, (stored, typed) => {
        const shown = hashtagsShownOnLoad(stored);
        expect(hashtagsToSave(shown, shown, stored)).toEqual(stored);
        if (typed !== shown)
          expect(hashtagsToSave(typed, shown, stored)).toEqual(parseHashtags(typed));
      }),
    );
  });
});

describe('body blocks, properties', () => {
  it('isBlankText never throws, and text with a visible character is not blank', () => {
    fc.assert(
      fc.property(anyText, (html) => {
        isBlankText(html);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ9日ā'), minLength: 1 }), (text) => {
        expect(isBlankText(`<p>${text}</p>`)).toBe(false);
      }),
    );
  });

  it('appendBlock adds one block exactly when the content is not blank, and keeps the others', () => {
    fc.assert(
      fc.property(
        fc.array(block, { maxLength: 5 }),
        fc.constantFrom<ArticleBlockType>(...BLOCK_TYPES),
        anyText,
        (body, type, content) => {
          const next = appendBlock(body, type, content);
          expect(next.slice(0, body.length)).toEqual(body);
          expect(next.length - body.length).toBe(
            (type === 'text' ? isBlankText(content) : content.trim() === '') ? 0 : 1,
          );
        },
      ),
    );
  });

  it('moveBlock keeps the same blocks, and moving back restores the order', () => {
    fc.assert(
      fc.property(
        fc.array(block, { maxLength: 6 }),
        fc.nat(7),
        fc.constantFrom<-1 | 1>(-1, 1),
        (body, index, offset) => {
          const moved = moveBlock(body, index, offset);
          expect([...moved].sort(compare)).toEqual([...body].sort(compare));
          const target = index + offset;
          if (target >= 0 && target < body.length && index < body.length) {
            expect(moveBlock(moved, target, offset === 1 ? -1 : 1)).toEqual(body);
          }
        },
      ),
    );
  });
});

const compare = (a: ArticleBlock, b: ArticleBlock) =>
  `${a.type}:${a.content}`.localeCompare(`${b.type}:${b.content}`);

describe('articleSubmitError, properties', () => {
  it('never throws; a title that is saved is non-blank and within FIELD_LIMITS', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: FIELD_LIMITS.articleTitle + 20 }),
        fc.array(tag, { maxLength: FIELD_LIMITS.hashtags + 3 }),
        fc.string({ maxLength: FIELD_LIMITS.articleAuthor + 20 }),
        (title, hashtags, authorName) => {
          const error = articleSubmitError({
            title,
            hashtags,
            authorName,
            subtitleDraft: '',
            textDraft: '',
          });
          if (error === null) {
            expect(title.trim()).not.toBe('');
            expect(title.trim().length).toBeLessThanOrEqual(FIELD_LIMITS.articleTitle);
            expect(authorName.trim().length).toBeLessThanOrEqual(FIELD_LIMITS.articleAuthor);
            expect(hashtags.length).toBeGreaterThan(0);
            expect(hashtags.length).toBeLessThanOrEqual(FIELD_LIMITS.hashtags);
          } else {
            expect(error).not.toBe('');
          }
        },
      ),
    );
  });
});

// The one format of article text blocks (docs/app-contract.md "Article text", src/domain/articleText.ts):
// text blocks stored as plain text (by older clients or an older seed) become the HTML the editor
// writes, a paragraph per block of lines. Idempotent: an article whose text blocks are all HTML
// already is not written. Run by scripts/migrate.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { articleTextHtml } from '@/domain/articleText';
import { ARTICLES_COLLECTION } from '@/domain/collections';
import type { ArticleBlock } from '@/domain/types';
import {
  commitWrites,
  eachPage,
  type MigrationOptions,
  type MigrationResult,
  type MigrationWrite,
} from './backfillDerivedFields';

const PAGE_SIZE = 500;

/** The body with its text blocks in HTML, or undefined when it has nothing to change. */
export function bodyInHtml(body: unknown): ArticleBlock[] | undefined {
  if (!Array.isArray(body)) return undefined;
  let changed = false;
  const blocks = (body as ArticleBlock[]).map((block) => {
    if (block?.type !== 'text' || typeof block.content !== 'string') return block;
    const content = articleTextHtml(block.content);
    if (content === block.content) return block;
    changed = true;
    return { ...block, content };
  });
  return changed ? blocks : undefined;
}

export async function setArticleTextHtml(
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const result: MigrationResult = { scanned: 0, updated: [] };
  await eachPage(db, ARTICLES_COLLECTION, ['body'], options.pageSize ?? PAGE_SIZE, async (docs) => {
    result.scanned += docs.length;
    const writes = docs.flatMap((doc): MigrationWrite[] => {
      const body = bodyInHtml(doc.get('body'));
      return body ? [{ id: doc.id, apply: (batch) => batch.update(doc.ref, { body }) }] : [];
    });
    await commitWrites(db, writes, options, result);
  });
  return result;
}

// Reading a query's documents a page at a time, in document id order, so that neither a recount of
// a large organisation nor a migration's scan holds a whole collection at once.
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** Hands each non-empty page of the query's documents, in document id order, to `handle`. */
export async function eachQueryPage(
  query: Query,
  pageSize: number,
  handle: (docs: QueryDocumentSnapshot[]) => Promise<void> | void,
): Promise<void> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const ordered = query.orderBy(FieldPath.documentId()).limit(pageSize);
    const page = await (last ? ordered.startAfter(last) : ordered).get();
    if (!page.empty) await handle(page.docs);
    if (page.size < pageSize) return;
    last = page.docs[page.docs.length - 1];
  }
}

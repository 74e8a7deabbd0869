// Applied on the way in (the saved article) and on the way out (the preview, the list's intro), so
// both show what the app shows. A removed tag keeps its text.
import DOMPurify from 'dompurify';
import { ARTICLE_LINK, ARTICLE_TEXT_ATTRIBUTES, ARTICLE_TEXT_TAGS } from '@/domain/articleText';

export function sanitiseArticleText(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_TEXT_TAGS],
    ALLOWED_ATTR: [...ARTICLE_TEXT_ATTRIBUTES],
    ALLOWED_URI_REGEXP: ARTICLE_LINK,
  });
}

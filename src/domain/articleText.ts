// The one format of an article's text blocks (docs/app-contract.md "Article text"): HTML of a small
// set of tags, sanitised to them on the way in.

export const ARTICLE_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'code',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
] as const;

/** The attributes a text block may hold: a link's address (https:, http: or mailto:). */
export const ARTICLE_TEXT_ATTRIBUTES = ['href'] as const;

export const ARTICLE_LINK = /^(?:https?:|mailto:)/i;

/** Tags that mark a text as HTML ('Sleep <6 h', 'Next <step>' are plain text). */
const HTML_TAG = new RegExp(
  `<\\/?(?:${[
    ...ARTICLE_TEXT_TAGS,
    ...['b', 'i', 'div', 'span', 'img', 'h[1-6]', 'hr', 'pre', 'font', 'table', 'script', 'style'],
  ].join('|')})(?:\\s[^<>]*)?\\/?>`,
  'i',
);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A paragraph per block of lines (separated by a blank line), every character shown as typed. */
export function plainTextToArticleHtml(text: string): string {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

export function articleTextHtml(content: string): string {
  return HTML_TAG.test(content) ? content : plainTextToArticleHtml(content);
}

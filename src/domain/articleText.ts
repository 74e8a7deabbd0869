// The one format of an article's text blocks (docs/app-contract.md "Article text"): HTML of a
// small set of tags, the formatting the editor's toolbar offers (paragraphs, line breaks, bold,
// italic, underline, strikethrough, code, links, lists and quotes). The editor writes it and the
// dashboard sanitises it to these tags on the way in; the seed writes it; the preview and the app
// show it. Text written before in plain text is turned into it (plainTextToArticleHtml), by the
// migration for stored articles and by the editor when it opens one.

/** The tags a text block may hold; anything else is removed on the way in. */
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

/** The addresses a link may have. */
export const ARTICLE_LINK = /^(?:https?:|mailto:)/i;

/**
 * Tags that mark a text as HTML written by an editor or a program: the format's own and the
 * others such text carries ('Sleep <6 h', 'Next <step>' are plain text).
 */
const HTML_TAG = new RegExp(
  `<\\/?(?:${[
    ...ARTICLE_TEXT_TAGS,
    ...['b', 'i', 'div', 'span', 'img', 'h[1-6]', 'hr', 'pre', 'font', 'table', 'script', 'style'],
  ].join('|')})(?:\\s[^<>]*)?\\/?>`,
  'i',
);

/** Whether the content is HTML rather than plain text. */
export function isArticleHtml(content: string): boolean {
  return HTML_TAG.test(content);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Plain text as a text block's HTML: a paragraph per block of lines (separated by a blank line),
 * a line break within one, every character shown as typed.
 */
export function plainTextToArticleHtml(text: string): string {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** A stored text block's content in the one format: HTML as it is, plain text turned into it. */
export function articleTextHtml(content: string): string {
  return isArticleHtml(content) ? content : plainTextToArticleHtml(content);
}

// Whatever is stored, nothing in it runs: DOMPurify drops scripts, event handlers, javascript:
// URLs and the like before React inserts it.
import DOMPurify from 'dompurify';
import Box, { type BoxProps } from '@mui/material/Box';

export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export interface SafeHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
  /** A stricter sanitiser for text of a narrower format (an article's text blocks). */
  sanitise?: (html: string) => string;
}

export function SafeHtml({ html, sanitise = sanitiseHtml, ...box }: SafeHtmlProps) {
  return <Box {...box} dangerouslySetInnerHTML={{ __html: sanitise(html) }} />;
}

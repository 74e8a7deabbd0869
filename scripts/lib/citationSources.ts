// What the citation check reads (scripts/lib/citations.ts): the docs whole, and of source files
// only their comments, so that code (imports, URLs in strings) is never taken for a citation.
// Code is blanked rather than dropped, which keeps the line numbers of the comments.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'coverage',
  '.git',
  '.stack',
  '.emulator-data',
  '.firebase',
]);

/** Every file under `folder` (repository-relative), outside generated and dependency folders. */
export function listFiles(root: string, folder: string): string[] {
  const start = path.join(root, folder);
  if (!existsSync(start)) return [];
  if (statSync(start).isFile()) return [folder];
  const files: string[] = [];
  for (const entry of readdirSync(start, { withFileTypes: true })) {
    const relative = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory() && (SKIPPED_FOLDERS.has(entry.name) || relative === 'functions/lib'))
      continue;
    if (entry.isDirectory()) files.push(...listFiles(root, relative));
    else files.push(relative);
  }
  return files;
}

const blank = (text: string): string => text.replace(/[^\n]/g, ' ');

/** The comments of a TypeScript or JavaScript text, everything else blanked. */
export function scriptComments(text: string, fileName: string): string {
  const kind = /\.tsx$/.test(fileName)
    ? ts.ScriptKind.TSX
    : /\.m?js$/.test(fileName)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const ranges = new Map<number, number>();
  const collect = (found: ts.CommentRange[] | undefined) => {
    for (const range of found ?? []) ranges.set(range.pos, range.end);
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    // JSX comments sit in expression containers whose children carry no trivia of their own.
    if (ts.isJsxExpression(node) && !node.expression) {
      const inside = node.getStart(source) + 1;
      collect(ts.getLeadingCommentRanges(text, inside));
      collect(ts.getTrailingCommentRanges(text, inside));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = '';
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    result += blank(text.slice(at, start)) + text.slice(start, end);
    at = end;
  }
  return result + blank(text.slice(at));
}

/** The `//` comments of a rules file (outside string literals), everything else blanked. */
export function rulesComments(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      let quote: string | null = null;
      for (let i = 0; i < line.length; i += 1) {
        const char = line[i];
        if (quote) {
          if (char === '\\') i += 1;
          else if (char === quote) quote = null;
        } else if (char === '"' || char === "'") {
          quote = char;
        } else if (char === '/' && line[i + 1] === '/') {
          return blank(line.slice(0, i)) + line.slice(i);
        }
      }
      return blank(line);
    })
    .join('\n');
}

/** The text of a file as the citation check reads it. */
export function citableText(root: string, file: string): string {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (file.endsWith('.md')) return text;
  if (file.endsWith('.rules')) return rulesComments(text);
  return scriptComments(text, file);
}

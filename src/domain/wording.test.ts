// @vitest-environment node
// The words users read come from the catalogue (docs/architecture.md "Wording"): the domain
// answers keys, codes and values, never English of its own. A string constant the domain exports
// that reads as a sentence (a capital first, then a word in lower case: 'This code is already in
// use') is wording that skipped the catalogue. Names ('Kynd Admin'), keys and codes pass.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/domain/wording';

const DOMAIN = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The text of a string or template initializer, a substitution read as 'N'; else undefined. */
function stringText(node: ts.Expression): string | undefined {
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  ) {
    return stringText(node.expression);
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `N${span.literal.text}`).join('');
  }
  return undefined;
}

function readsAsSentence(text: string): boolean {
  const [first, ...rest] = text.trim().split(/\s+/);
  return /^[A-Z]/.test(first ?? '') && rest.some((word) => /^[a-z]/.test(word));
}

/** 'file: NAME = text' for each exported string constant of `text` that reads as a sentence. */
function exportedSentences(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (!ts.isVariableStatement(statement)) return [];
    const exported = ts
      .getModifiers(statement)
      ?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) return [];
    return statement.declarationList.declarations.flatMap((declaration) => {
      const value = declaration.initializer && stringText(declaration.initializer);
      return value !== undefined && readsAsSentence(value)
        ? [`${fileName}: ${declaration.name.getText(source)} = ${value}`]
        : [];
    });
  });
}

describe('src/domain', () => {
  it('exports no English sentence as a constant: wording lives in the catalogue', () => {
    const found = sourceFiles(DOMAIN).flatMap((file) =>
      exportedSentences(relative(DOMAIN, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('finds a sentence however the constant is written (the check itself)', () => {
    const file = [
      "export const CODE_IN_USE = 'This code is already in use';",
      'export const LIMIT = `An organisation can have at most ${MAX} divisions`;',
      "export const TYPED: string = 'Please, choose a division' as const;",
      "const NOT_EXPORTED = 'Not a constant the domain offers';",
      "export const ROLE = 'Kynd Admin';",
      "export const KEY = 'resources.codes.validation.in_use';",
      "export const WORD = 'Required';",
    ].join('\n');
    expect(exportedSentences('codes.ts', file)).toEqual([
      'codes.ts: CODE_IN_USE = This code is already in use',
      'codes.ts: LIMIT = An organisation can have at most N divisions',
      'codes.ts: TYPED = Please, choose a division',
    ]);
  });
});

describe('formatDateTime', () => {
  it('formats a date as dd MMM yyyy, time, and no date as a dash', () => {
    expect(formatDateTime(new Date(2026, 2, 5, 9, 7))).toBe('05 Mar 2026, 09:07');
    expect(formatDateTime(new Date(2026, 0, 5, 14, 7))).toBe('05 Jan 2026, 14:07');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime(new Date(Number.NaN))).toBe('—');
  });
});

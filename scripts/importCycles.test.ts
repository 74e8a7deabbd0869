// @vitest-environment node
// No import circle in src/ or functions/src, type-only imports included: a circle of types ties its
// modules together all the same, and the layers of docs/architecture.md run one way. (eslint's
// import-x/no-cycle skips type-only imports, with no option to count them, so the lint leaves
// circles to this test.) Every import counts here: static, type-only, re-exports,
// dynamic imports and import types, resolved as tsconfig.json resolves them ('@/' is src/).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['src', 'functions/src'];

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The module names a source text imports, in any of the ways above. */
function importedModules(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each circle of the graph (file → the files it imports), as its files, each file once. */
function circlesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components: a component of more than one file is a circle.
  let next = 0;
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (file: string) => {
    index.set(file, next);
    lowest.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const imported of graph.get(file) ?? []) {
      if (!index.has(imported)) {
        connect(imported);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(imported)!));
      } else if (onStack.has(imported)) {
        lowest.set(file, Math.min(lowest.get(file)!, index.get(imported)!));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return circles;
}

/** The repository's import graph over FOLDERS, by repository-relative path. */
function importGraph(): Map<string, string[]> {
  const configFile = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  const graph = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap(filesUnder)) {
    const path = join(ROOT, file);
    const imported = importedModules(file, readFileSync(path, 'utf8')).flatMap((name) => {
      const resolved = ts.resolveModuleName(name, path, options, ts.sys, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) return [];
      return [relative(ROOT, resolved.resolvedFileName)];
    });
    graph.set(file, [...new Set(imported)]);
  }
  return graph;
}

describe('import circles', () => {
  it('reads every kind of import', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "export type { D } from './d';",
      "export * from './e';",
      "const f = () => import('./f');",
      "let g: import('./g').G;",
      "vi.mock('./h');",
    ].join('\n');
    expect(importedModules('sample.ts', text)).toEqual([
      './a',
      './b',
      './c',
      './d',
      './e',
      './f',
      './g',
    ]);
  });

  it('finds a circle, and nothing where there is none', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(circlesOf(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(circlesOf(new Map([['a', ['b']]]))).toEqual([]);
  });

  it('has none in src/ and functions/src, type-only imports included', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('src/signedIn.tsx')).toContain('src/resources/registry.ts');
    const circles = circlesOf(graph).map((files) => {
      const inside = new Set(files);
      return files.flatMap((file) =>
        (graph.get(file) ?? []).filter((to) => inside.has(to)).map((to) => `${file} → ${to}`),
      );
    });
    expect(circles).toEqual([]);
  });
});

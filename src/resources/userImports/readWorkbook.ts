// fflate unzips synchronously: its asynchronous unzip hands large parts to blob: Web Workers, which
// the hosting Content-Security-Policy refuses (firebase.json, `worker-src 'self'`), and so do the
// workbook libraries built on it.
import { unzipSync, type Unzipped } from 'fflate';

export class WorkbookError extends Error {}

/** The zip's XML parts; a file that is no zip is no workbook. */
function unzip(bytes: Uint8Array): Unzipped {
  try {
    return unzipSync(bytes, {
      filter: (file) => file.name.endsWith('.xml') || file.name.endsWith('.rels'),
    });
  } catch {
    throw new WorkbookError('The file is not a zip archive.');
  }
}

function xml(parts: Unzipped, path: string | undefined): Document | undefined {
  const bytes = path === undefined ? undefined : parts[path];
  if (!bytes) return undefined;
  const document = new DOMParser().parseFromString(
    new TextDecoder().decode(bytes),
    'application/xml',
  );
  if (document.getElementsByTagName('parsererror').length > 0) {
    throw new WorkbookError(`${path} is not well-formed XML.`);
  }
  return document;
}

/** Elements by local name, whatever their namespace (transitional or strict SpreadsheetML). */
const elements = (node: Document | Element, name: string) =>
  Array.from(node.getElementsByTagNameNS('*', name));
const children = (node: Element, name: string) =>
  Array.from(node.children).filter((child) => child.localName === name);

function partPath(from: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const segments = from.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

function relationships(parts: Unzipped, part: string): [string, string, string][] {
  const folder = part.split('/').slice(0, -1);
  const name = part.split('/').pop() ?? '';
  const rels = xml(parts, [...folder, '_rels', `${name}.rels`].join('/'));
  return rels
    ? elements(rels, 'Relationship').map((relationship) => [
        relationship.getAttribute('Id') ?? '',
        relationship.getAttribute('Type') ?? '',
        partPath(part, relationship.getAttribute('Target') ?? ''),
      ])
    : [];
}

/** The r:id of an element, in whichever relationships namespace the writer used. */
const relationshipId = (element: Element) =>
  Array.from(element.attributes).find(
    (attribute) => attribute.localName === 'id' && attribute.namespaceURI !== null,
  )?.value;

/** The text of a shared string or an inline string: its own text, or its runs' (not phonetics). */
function richText(item: Element): string {
  const own = children(item, 't');
  const texts = own.length > 0 ? own : children(item, 'r').flatMap((run) => children(run, 't'));
  return texts.map((text) => text.textContent ?? '').join('');
}

/** 'A' → 0, 'Z' → 25, 'AA' → 26 (from a cell reference such as 'AB12'). */
function columnOf(reference: string): number {
  const letters = /^[A-Z]+/i.exec(reference)?.[0].toUpperCase() ?? '';
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

function cellText(cell: Element, shared: readonly string[]): string {
  const value = children(cell, 'v')[0]?.textContent ?? '';
  switch (cell.getAttribute('t')) {
    case 's':
      return shared[Number(value)] ?? '';
    case 'inlineStr': {
      const inline = children(cell, 'is')[0];
      return inline ? richText(inline) : '';
    }
    case 'b':
      return value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : value;
    default:
      // A number as stored, a formula's text ('str'), an error ('#N/A'), an ISO date ('d').
      return value;
  }
}

/** The first sheet's rows, each a list of cell texts by column ('' where a cell is missing). */
export function readWorkbook(bytes: Uint8Array): string[][] {
  const parts = unzip(bytes);
  const book =
    relationships(parts, '').find(([, type]) => type.endsWith('/officeDocument'))?.[2] ??
    'xl/workbook.xml';
  const workbook = xml(parts, book);
  const firstSheet = workbook ? elements(workbook, 'sheet')[0] : undefined;
  if (!firstSheet) throw new WorkbookError('The file has no workbook with a sheet.');
  const links = relationships(parts, book);
  const sheet = xml(parts, links.find(([id]) => id === relationshipId(firstSheet))?.[2]);
  if (!sheet) throw new WorkbookError('The first sheet is missing.');
  const strings = xml(parts, links.find(([, type]) => type.endsWith('/sharedStrings'))?.[2]);
  const shared = strings ? elements(strings, 'si').map(richText) : [];

  return elements(sheet, 'row').map((row) => {
    const cells: string[] = [];
    for (const cell of children(row, 'c')) {
      const reference = cell.getAttribute('r');
      const column = reference ? columnOf(reference) : cells.length;
      while (cells.length < column) cells.push('');
      cells[column] = cellText(cell, shared);
    }
    return cells;
  });
}

// Page by page through the data provider, which pages with cursors: each page costs its own
// documents and the whole collection is never read at once.
import type { DataProvider, FilterPayload, RaRecord, SortPayload } from 'react-admin';
import type { CsvCell } from '@/domain/csv';
import type { Translate } from '@/domain/wording';

export interface ExportColumn<RecordType extends RaRecord = RaRecord> {
  label: string;
  /** `translate` words a value the catalogue words on the screen. */
  value: (record: RecordType, translate: Translate) => CsvCell;
}

/** Records per request: large enough for few round trips, small enough to show progress. */
export const EXPORT_PAGE_SIZE = 200;

export interface ReadAllPagesOptions {
  dataProvider: Pick<DataProvider, 'getList'>;
  resource: string;
  filter: FilterPayload;
  sort: SortPayload;
  pageSize?: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export async function readAllPages<RecordType extends RaRecord = RaRecord>({
  dataProvider,
  resource,
  filter,
  sort,
  pageSize = EXPORT_PAGE_SIZE,
  signal,
  onProgress,
}: ReadAllPagesOptions): Promise<RecordType[]> {
  const records: RecordType[] = [];
  for (let page = 1; ; page += 1) {
    signal?.throwIfAborted();
    const { data, total } = await dataProvider.getList<RecordType>(resource, {
      filter,
      sort,
      pagination: { page, perPage: pageSize },
      signal,
    });
    records.push(...data);
    const known = total ?? records.length;
    onProgress?.(records.length, Math.max(known, records.length));
    // A short page is the last one, whatever the count said (documents may have gone meanwhile).
    if (data.length < pageSize || records.length >= known) return records;
  }
}

export function exportRows<RecordType extends RaRecord>(
  columns: readonly ExportColumn<RecordType>[],
  records: readonly RecordType[],
  translate: Translate,
): CsvCell[][] {
  return [
    columns.map((column) => translate(column.label)),
    ...records.map((record) => columns.map((column) => column.value(record, translate))),
  ];
}

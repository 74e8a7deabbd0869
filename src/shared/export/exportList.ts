// Reads every record a list's filter selects, page by page through the data provider (the
// provider pages on the server with cursors, so each page costs its own documents and the whole
// collection is never read at once), and turns them into CSV rows under the screen's column words.
import type { DataProvider, FilterPayload, RaRecord, SortPayload } from 'react-admin';
import type { CsvCell } from '@/domain/csv';

/** One column of an export: the catalogue key of the screen's column words and the cell. */
export interface ExportColumn<RecordType extends RaRecord = RaRecord> {
  label: string;
  value: (record: RecordType) => CsvCell;
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
  /** Told after each page: the records read so far and the total the provider counted. */
  onProgress?: (done: number, total: number) => void;
}

export class ExportCancelled extends Error {
  constructor() {
    super('Export cancelled');
    this.name = 'ExportCancelled';
  }
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
    if (signal?.aborted) throw new ExportCancelled();
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

/** The header row (translated column words) and one row per record. */
export function exportRows<RecordType extends RaRecord>(
  columns: readonly ExportColumn<RecordType>[],
  records: readonly RecordType[],
  translate: (key: string) => string,
): CsvCell[][] {
  return [
    columns.map((column) => translate(column.label)),
    ...records.map((record) => columns.map((column) => column.value(record))),
  ];
}

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ListBase, type GetListParams, type RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KyndDataProvider } from '@/providers/types';
import { fakeDataProvider, renderScreen } from '@/shared/screenTestKit';
import { ExportListButton } from './ExportListButton';
import type { ExportColumn } from './exportList';

interface Row extends RaRecord {
  name: string;
  createdAt: Date;
}

const ROWS: Row[] = ['Acme', '=HYPERLINK("x")', 'Beta, Ltd', 'Delta', 'Echo'].map((name, i) => ({
  id: `o${i}`,
  name,
  createdAt: new Date(Date.UTC(2025, 0, i + 1)),
}));

const COLUMNS: ExportColumn<Row>[] = [
  { label: 'resources.organisations.fields.name', value: (row) => row.name },
  { label: 'app.common.row_number', value: (row) => row.createdAt },
];

let blobs: Blob[];
beforeEach(() => {
  blobs = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

// jsdom's Blob has no arrayBuffer(); its FileReader reads one.
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function pagedGetList(gate?: (page: number) => Promise<void>) {
  return vi.fn(async (_resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    await gate?.(page);
    return { data: ROWS.slice((page - 1) * perPage, page * perPage), total: ROWS.length };
  });
}

function renderList(getList: ReturnType<typeof pagedGetList>) {
  renderScreen(
    <ListBase
      resource="organisations"
      filter={{ organisationId: 'o1' }}
      filterDefaultValues={{ isActive: true }}
      sort={{ field: 'name', order: 'DESC' }}
      perPage={2}
      disableSyncWithLocation
    >
      <ExportListButton columns={COLUMNS} fileName="kynd-organisations" pageSize={2} />
    </ListBase>,
    {
      dataProvider: fakeDataProvider({
        getList: getList as unknown as KyndDataProvider['getList'],
      }),
      resource: 'organisations',
    },
  );
}

describe('<ExportListButton>', { timeout: 60_000 }, () => {
  it("pages through the list's filter and sort and downloads every row as CSV", async () => {
    const getList = pagedGetList();
    renderList(getList);
    const button = await screen.findByRole('button', { name: 'Export' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(blobs).toHaveLength(1));

    const exportCalls = getList.mock.calls.filter(([, params]) => params.pagination?.perPage === 2);
    // The list's own first page, then the export's three pages of two.
    const pages = exportCalls.slice(-3).map(([, params]) => params);
    expect(pages.map((params) => params.pagination?.page)).toEqual([1, 2, 3]);
    for (const params of pages) {
      expect(params.filter).toEqual({ organisationId: 'o1', isActive: true });
      expect(params.sort).toEqual({ field: 'name', order: 'DESC' });
    }

    const bytes = await bytesOf(blobs[0]!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')).toEqual([
      'Name,#',
      'Acme,2025-01-01T00:00:00.000Z',
      '"\'=HYPERLINK(""x"")",2025-01-02T00:00:00.000Z',
      '"Beta, Ltd",2025-01-03T00:00:00.000Z',
      'Delta,2025-01-04T00:00:00.000Z',
      'Echo,2025-01-05T00:00:00.000Z',
      '',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the count read and stops between pages when cancelled', async () => {
    let release: () => void = () => undefined;
    let exporting = false;
    const getList = pagedGetList((page) =>
      exporting && page === 2
        ? new Promise<void>((resolve) => {
            release = resolve;
          })
        : Promise.resolve(),
    );
    renderList(getList);
    const button = await screen.findByRole('button', { name: 'Export' });
    await waitFor(() => expect(button).toBeEnabled());
    exporting = true;
    fireEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Exporting' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 of 5 rows'));
    expect(screen.getByRole('progressbar', { name: 'Exporting' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    release();

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const exportPages = getList.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getList.mock.calls.length).toBe(exportPages);
    expect(blobs).toHaveLength(0);
  });
});

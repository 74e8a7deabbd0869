import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_CHUNK_SIZE,
  type ImportUsersRequest,
  type ImportUsersResponse,
} from '@/domain/userImport';
import type { KyndDataProvider } from '@/providers/types';
import { ORG_ADMIN, fakeDataProvider, renderScreen, shownToasts } from '@/test/screenTestKit';
import { UserImport } from './UserImport';

// jsdom's files have no arrayBuffer(), which every browser's have: read them as a browser would.
if (!('arrayBuffer' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

const organisation = {
  id: 'o1',
  name: 'Org One',
  divisions: [
    { id: 'd1', name: 'Default division' },
    { id: 'd2', name: 'Tax' },
    { id: 'd3', name: 'Audit & Assurance' },
    { id: 'd4', name: 'Advisory' },
  ],
};
const getOne = (() =>
  Promise.resolve({ data: organisation })) as unknown as KyndDataProvider['getOne'];

function csv(count: number, extra: string[] = []): File {
  const lines = ['First name,Last name,Email,Division,Role'];
  for (let i = 0; i < count; i += 1) lines.push(`P${i},Test,p${i}@example.com,Default division,`);
  return new File([[...lines, ...extra].join('\n')], 'staff.csv', { type: 'text/csv' });
}

/**
 * The importUsers callable as the server answers it: each row created once, remembered by
 * index; `failOnce` makes the first call for that chunk start fail, as a dropped connection;
 * `refused` answers those indexes refused, with their fields.
 */
function fakeServer(
  failOnce?: number,
  refused: Record<number, Partial<ImportUsersResponse['outcomes'][number]>> = {},
) {
  const requests: ImportUsersRequest[] = [];
  const done = new Set<number>();
  let failed = false;
  const call = ((name: string, request: ImportUsersRequest): Promise<ImportUsersResponse> => {
    if (name !== 'importUsers') return Promise.reject(new Error(`Unexpected ${name}`));
    requests.push(request);
    const answer = (outcomes: ImportUsersResponse['outcomes']) => ({
      importId: 'imp1',
      status: 'running' as const,
      created: done.size,
      refused: 0,
      outcomes,
    });
    if (request.action === 'rows') {
      if (request.rows[0]?.index === failOnce && !failed) {
        failed = true;
        return Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' }));
      }
      for (const { index } of request.rows) if (!refused[index]) done.add(index);
      return Promise.resolve(
        answer(
          request.rows.map(({ index }) =>
            refused[index]
              ? { index, status: 'refused' as const, ...refused[index] }
              : { index, status: 'created' as const },
          ),
        ),
      );
    }
    return Promise.resolve(answer([]));
  }) as unknown as KyndDataProvider['call'];
  return { call, requests, done };
}

/** The screen as the Org Admin of `organisation` sees it, the server answering with `call`. */
function renderImport(call?: KyndDataProvider['call']) {
  renderScreen(<UserImport />, {
    dataProvider: fakeDataProvider(call ? { getOne, call } : { getOne }),
    permissions: ORG_ADMIN,
    resource: 'userImports',
  });
}

async function upload(file: File) {
  await userEvent.upload(
    await screen.findByLabelText('Choose a CSV or Excel file', {}, { timeout: 15_000 }),
    file,
  );
}

describe('Import users (docs/product.md §2, §5)', { timeout: 60_000 }, () => {
  it('shows each row problem, lets a row be dropped, and reports what was created', async () => {
    const server = fakeServer();
    renderImport(server.call);
    await upload(csv(2, ['Kynd,Admin,k@example.com,Default division,Kynd Admin']));
    expect(await screen.findByText('Rows of staff.csv: 2 ready, 1 with a problem')).toBeVisible();
    expect(screen.getByText('You may not give this role')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Drop row 3' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 users' }));
    expect(await screen.findByText('2 created, 0 refused, 0 not imported')).toBeVisible();
    expect(server.requests.map((request) => request.action)).toEqual(['start', 'rows', 'finish']);
  });

  it("reports the server's refusals in the catalogue's words, an older answer in its own", async () => {
    const server = fakeServer(undefined, {
      0: { reason: 'E-mail is already in use', problem: 'emailInUse' },
      1: { reason: 'Words of an older answer' },
    });
    renderImport(server.call);
    await upload(csv(3));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 3 users' }));
    expect(await screen.findByText('1 created, 2 refused, 0 not imported')).toBeVisible();
    for (const header of ['Row', 'First name', 'Last name', 'Email', 'Outcome', 'Reason']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeVisible();
    }
    expect(screen.getByRole('cell', { name: 'E-mail is already in use' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Words of an older answer' })).toBeVisible();
    expect(screen.getAllByRole('cell', { name: 'Refused' })).toHaveLength(2);
  });

  it('previews every name of a Windows-1252 CSV from Excel as the spreadsheet showed it', async () => {
    const server = fakeServer();
    renderImport(server.call);
    const bytes = readFileSync(
      join(__dirname, '..', '..', '..', 'tests', 'fixtures', 'import', 'staff-windows-1252.csv'),
    );
    await upload(new File([bytes], 'staff.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Rows of staff.csv: 6 ready, 0 with a problem')).toBeVisible();
    for (const name of ['José', 'Núñez', "O'Brien", 'D\u2019Arcy', 'Ana "Nana"', 'Smith, Jr']) {
      expect(screen.getByRole('cell', { name })).toBeVisible();
    }
  });

  it('says why a file cannot be read', async () => {
    renderImport();
    const oldWorkbook = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    await upload(new File([oldWorkbook], 'staff.xls'));
    expect(
      await screen.findByText(
        'Excel 97-2003 workbooks (.xls) cannot be read: save it as an Excel workbook (.xlsx) or as CSV, then choose it again.',
      ),
    ).toBeVisible();
  });

  it('resumes the same import after a failure, without starting another', async () => {
    // The second chunk fails once.
    const count = IMPORT_CHUNK_SIZE + 5;
    const server = fakeServer(IMPORT_CHUNK_SIZE);
    renderImport(server.call);
    await upload(csv(count));
    await userEvent.click(await screen.findByRole('button', { name: `Import ${count} users` }));
    await waitFor(() =>
      expect(shownToasts()).toContainEqual([
        'error',
        'The import stopped',
        'Import the same file again to resume: nobody is created twice.',
      ]),
    );
    await userEvent.click(await screen.findByRole('button', { name: `Import ${count} users` }));
    expect(await screen.findByText(`${count} created, 0 refused, 0 not imported`)).toBeVisible();
    expect(server.requests.filter((request) => request.action === 'start')).toHaveLength(1);
    expect(server.done.size).toBe(count);
  });
});

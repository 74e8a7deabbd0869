// The shared organisation choice and list export in jsdom, in one file, so that jsdom and the
// screen kit load once for the folder (a second and a half a file on 2 cores).
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import {
  AdminContext,
  type GetListParams,
  ListBase,
  memoryStore,
  type RaRecord,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganisationChoice } from '@/domain/organisationChoice';
import type { KyndPermissions } from '@/domain/session';
import { FIRST_MATCHES_META } from '@/providers/dataSpec';
import { createQueryClient } from '@/providers/queryClient';
import type { KyndDataProvider } from '@/providers/types';
import { OrganisationPicker, PICKER_MATCHES } from './OrganisationPicker';
import { ExportListButton } from './export/ExportListButton';
import type { ExportColumn } from './export/exportList';
import {
  authProviderFor,
  fakeDataProvider,
  KYND_ADMIN,
  listsOf,
  ORG_ADMIN,
  renderScreen,
} from '@/test/screenTestKit';
import {
  type OrganisationChoiceOptions,
  type StoredChoiceOptions,
  useOrganisationChoice,
  useStoredOrganisationChoice,
} from './useOrganisationChoice';

// The organisation picker of the divisions and codes screens finds by typing: nothing is read
// until it opens, then each pause in the typing asks the server for the first matches of the
// industry's organisation names, one short page, and a match chosen becomes the screen's choice.
describe('OrganisationPicker', () => {
  const EDUCATION = [
    { id: 'bay', name: 'Bayview College', industry: 'Education', isActive: true },
    { id: 'river', name: 'Riverside Primary School', industry: 'Education', isActive: true },
    ...Array.from({ length: 30 }, (_, index) => ({
      id: `school-${index}`,
      name: `School ${String(index).padStart(2, '0')}`,
      industry: 'Education',
      isActive: true,
    })),
  ];

  /** Answers as the server does: a prefix of the lower-case name, one page. */
  function serverLike() {
    return vi.fn(
      (
        resource: string,
        params: { filter: { search?: string }; pagination: { perPage: number } },
      ) => {
        if (resource === 'industries') {
          return Promise.resolve({
            data: [{ id: 'education', name: 'Education' }],
            total: 1,
          });
        }
        const term = (params.filter.search ?? '').toLowerCase();
        const matching = EDUCATION.filter((item) => item.name.toLowerCase().startsWith(term));
        return Promise.resolve({
          data: matching.slice(0, params.pagination.perPage),
          total: matching.length,
        });
      },
    );
  }

  function renderPicker(
    choice: OrganisationChoice,
    options = [] as { id: string; name: string }[],
  ) {
    const getList = serverLike();
    const setChoice = vi.fn();
    renderScreen(<OrganisationPicker state={{ choice, setChoice, options }} />, {
      dataProvider: fakeDataProvider({
        getList: getList as unknown as KyndDataProvider['getList'],
      }),
      resource: 'divisions',
    });
    const choicesAsked = () =>
      getList.mock.calls.filter(([resource]) => resource === 'organisationChoices');
    return { getList, setChoice, choicesAsked };
  }

  // The first render of react-admin's context takes a few seconds on a busy machine.
  describe('OrganisationPicker', { timeout: 20_000 }, () => {
    it('reads no organisation until opened, then the first page of the industry’s', async () => {
      const { choicesAsked } = renderPicker({ industry: 'Education', organisationId: '' });
      const box = screen.getByRole('combobox', { name: 'Organisation' });
      expect(choicesAsked()).toHaveLength(0);
      fireEvent.mouseDown(box);
      const list = await screen.findByRole('listbox');
      await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(PICKER_MATCHES));
      expect(choicesAsked()[0]?.[1]).toMatchObject({
        filter: { industry: 'Education', search: '' },
        pagination: { page: 1, perPage: PICKER_MATCHES },
      });
    });

    it('asks the server for what is typed and chooses a match', async () => {
      const { choicesAsked, setChoice } = renderPicker({
        industry: 'Education',
        organisationId: '',
      });
      const box = screen.getByRole('combobox', { name: 'Organisation' });
      box.focus();
      fireEvent.change(box, { target: { value: 'RIVER' } });
      // Once the typing pauses, the server's answer replaces the first page.
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1), { timeout: 5000 });
      const option = screen.getByRole('option', { name: 'Riverside Primary School' });
      expect(choicesAsked().at(-1)?.[1]).toMatchObject({
        filter: { industry: 'Education', search: 'RIVER' },
      });
      fireEvent.click(option);
      expect(setChoice).toHaveBeenCalledWith({ industry: 'Education', organisationId: 'river' });
    });

    it('offers the chosen organisation among the matches only while it matches what is typed', async () => {
      renderPicker({ industry: 'Education', organisationId: 'bay' }, [
        { id: 'bay', name: 'Bayview College' },
      ]);
      const box = screen.getByRole('combobox', { name: 'Organisation' });
      box.focus();
      fireEvent.change(box, { target: { value: 'river' } });
      await waitFor(
        () =>
          expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
            'Riverside Primary School',
          ]),
        { timeout: 5000 },
      );
      fireEvent.change(box, { target: { value: 'BAY' } });
      await waitFor(
        () =>
          expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
            'Bayview College',
          ]),
        { timeout: 5000 },
      );
    });

    it('shows the kept choice by name, and waits for an industry before anything', async () => {
      renderPicker({ industry: 'Education', organisationId: 'bay' }, [
        { id: 'bay', name: 'Bayview College' },
      ]);
      expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue('Bayview College');
      const { choicesAsked } = renderPicker({ industry: '', organisationId: '' });
      const boxes = screen.getAllByRole('combobox', { name: 'Organisation' });
      expect(boxes.at(-1)).toBeDisabled();
      expect(choicesAsked()).toHaveLength(0);
    });
  });
});

// The choosing rules through the hook, with react-admin's store and a data provider answering the
// kept organisation and the first offered.
describe('useOrganisationChoice', () => {
  /** The organisations offering the alerts' questionnaires, by name. */
  const FIRST = { id: 'acme', name: 'Acme', customQuestionnaires: ['vision-v2'] };
  const KNOWN: Record<string, object> = {
    acme: FIRST,
    bay: { id: 'bay', name: 'Bayview College', customQuestionnaires: ['hearing-v2'] },
    // An organisation that offers neither.
    plain: { id: 'plain', name: 'Plain Ltd', customQuestionnaires: [] },
  };
  const CHOICE: StoredChoiceOptions = {
    storeKey: 'test.organisation',
    offered: { by: 'search', questionnaires: ['hearing-v2', 'vision-v2'] },
    defaultFirst: true,
  };
  const knownOne = (_resource: string, { id }: { id: string }) =>
    KNOWN[id]
      ? Promise.resolve({ data: KNOWN[id] })
      : Promise.reject(Object.assign(new Error('no such organisation'), { code: 'not-found' }));

  function renderChoice(
    permissions: KyndPermissions,
    stored: string | undefined,
    options: StoredChoiceOptions = CHOICE,
    getOne: (resource: string, params: { id: string }) => Promise<{ data: object }> = knownOne,
  ) {
    const getList = vi.fn(listsOf({ organisationChoices: [FIRST] }));
    const getOneSpy = vi.fn(getOne);
    const authProvider = authProviderFor(permissions);
    const store = memoryStore(
      stored === undefined ? {} : { [options.storeKey]: { industry: '', organisationId: stored } },
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AdminContext
        // The app's retry rule: a missing organisation is not asked for again.
        queryClient={createQueryClient()}
        dataProvider={fakeDataProvider({
          getList: getList as KyndDataProvider['getList'],
          getOne: getOneSpy as unknown as KyndDataProvider['getOne'],
        })}
        authProvider={authProvider}
        store={store}
      >
        {children}
      </AdminContext>
    );
    return {
      getList,
      getOne: getOneSpy,
      ...renderHook(() => useStoredOrganisationChoice(options), { wrapper }),
    };
  }

  describe('useOrganisationChoice', () => {
    it('is an Org Admin’s own organisation, whatever is kept, and they do not choose', async () => {
      const { result, getOne } = renderChoice(ORG_ADMIN, 'bay');
      await waitFor(() => expect(result.current.isPending).toBe(false));
      expect(result.current.chooses).toBe(false);
      expect(result.current.organisationId).toBe('o1');
      expect(getOne).not.toHaveBeenCalled();
    });

    it('reads an Org Admin’s own organisation as the kept one where the screen asks', async () => {
      const own: StoredChoiceOptions = {
        storeKey: 'test.own',
        offered: { by: 'search' },
        keptMeta: { details: true },
        readsOwn: true,
      };
      const getOne = vi.fn(() => Promise.resolve({ data: { id: 'o1', name: 'Harbour' } }));
      const { result } = renderChoice(ORG_ADMIN, 'bay', own, getOne);
      await waitFor(() => expect(result.current.kept).toMatchObject({ id: 'o1', name: 'Harbour' }));
      expect(result.current.chooses).toBe(false);
      expect(result.current.organisationId).toBe('o1');
      expect(getOne.mock.calls).toEqual([
        ['organisationChoices', expect.objectContaining({ id: 'o1', meta: { details: true } })],
      ]);
    });

    it('keeps a provider admin’s stored choice offering a questionnaire, reading it alone', async () => {
      const { result, getList, getOne } = renderChoice(KYND_ADMIN, 'bay');
      await waitFor(() =>
        expect(result.current.options).toMatchObject([{ id: 'bay', name: 'Bayview College' }]),
      );
      expect(result.current.chooses).toBe(true);
      expect(result.current.organisationId).toBe('bay');
      expect(getOne).toHaveBeenCalledWith(
        'organisationChoices',
        expect.objectContaining({ id: 'bay', meta: { questionnaires: true } }),
      );
      expect(getList).not.toHaveBeenCalled();
    });

    it('chooses the first by name of those offering the questionnaires, one document', async () => {
      const { result, getList } = renderChoice(KYND_ADMIN, undefined);
      await waitFor(() => expect(result.current.organisationId).toBe('acme'));
      expect(getList).toHaveBeenCalledWith(
        'organisationChoices',
        expect.objectContaining({
          filter: { questionnaires: ['hearing-v2', 'vision-v2'] },
          pagination: { page: 1, perPage: 1 },
        }),
      );
    });

    it('drops a stored choice gone, or no longer offering a questionnaire, for the first', async () => {
      for (const stored of ['gone', 'plain']) {
        const { result, unmount } = renderChoice(KYND_ADMIN, stored);
        await waitFor(() => expect(result.current.organisationId).toBe('acme'));
        unmount();
      }
    });

    it('keeps a new choice in the store', async () => {
      const { result } = renderChoice(KYND_ADMIN, undefined);
      await waitFor(() => expect(result.current.organisationId).toBe('acme'));
      act(() => result.current.choose('bay'));
      await waitFor(() => expect(result.current.organisationId).toBe('bay'));
      expect(result.current.choice.organisationId).toBe('bay');
    });

    it('by industry, reads only the kept organisation, never the industry’s list', async () => {
      const byIndustry: StoredChoiceOptions = {
        storeKey: 'test.managed',
        offered: { by: 'industry' },
      };
      const getOne = vi.fn((_resource: string, { id }: { id: string }) =>
        id === 'bay'
          ? Promise.resolve({ data: { id: 'bay', name: 'Bayview College', industry: 'Education' } })
          : Promise.reject(Object.assign(new Error('no such organisation'), { code: 'not-found' })),
      );
      const { result, getList } = renderChoice(KYND_ADMIN, undefined, byIndustry, getOne);
      await waitFor(() => expect(result.current.isPending).toBe(false));
      expect(result.current.organisationId).toBe('');
      act(() => result.current.setChoice({ industry: 'Education', organisationId: 'bay' }));
      await waitFor(() =>
        expect(result.current.options).toMatchObject([{ id: 'bay', name: 'Bayview College' }]),
      );
      expect(result.current.organisationId).toBe('bay');
      expect(getOne).toHaveBeenCalledWith(
        'organisationChoices',
        expect.objectContaining({ id: 'bay' }),
      );
      // A kept choice of another industry, or one gone, is no choice.
      act(() => result.current.setChoice({ industry: 'Retail', organisationId: 'bay' }));
      await waitFor(() => expect(result.current.organisationId).toBe(''));
      act(() => result.current.setChoice({ industry: 'Education', organisationId: 'gone' }));
      await waitFor(() => expect(result.current.optionsStatus).toBe('ready'));
      await waitFor(() => expect(result.current.organisationId).toBe(''));
      expect(getList).not.toHaveBeenCalled();
    });
  });

  describe('useOrganisationChoice over a screen’s own values', () => {
    const EDUCATION = { id: 'bay', name: 'Bayview College', industry: 'Education' };
    const RETAIL_FIRST = { id: 'shop', name: 'Corner Shop', industry: 'Retail' };
    const BY_INDUSTRY: OrganisationChoiceOptions = {
      offered: { by: 'industry' },
      defaultFirst: true,
      allId: 'all',
    };

    function renderOver(initial: OrganisationChoice) {
      const getList = vi.fn((_resource: string, _params: object) =>
        Promise.resolve({ data: [RETAIL_FIRST], total: 1 }),
      );
      const getOne = vi.fn((_resource: string, { id }: { id: string }) =>
        id === 'bay'
          ? Promise.resolve({ data: EDUCATION })
          : Promise.reject(Object.assign(new Error('no such organisation'), { code: 'not-found' })),
      );
      const wrapper = ({ children }: { children: ReactNode }) => (
        <AdminContext
          queryClient={createQueryClient()}
          dataProvider={fakeDataProvider({
            getList: getList as unknown as KyndDataProvider['getList'],
            getOne: getOne as unknown as KyndDataProvider['getOne'],
          })}
          authProvider={{
            login: () => Promise.resolve(),
            logout: () => Promise.resolve(),
            checkAuth: () => Promise.resolve(),
            checkError: () => Promise.resolve(),
            getPermissions: () => Promise.resolve(KYND_ADMIN),
          }}
          store={memoryStore()}
        >
          {children}
        </AdminContext>
      );
      const rendered = renderHook(
        () => {
          const [value, setValue] = useState(initial);
          return useOrganisationChoice([value, setValue], BY_INDUSTRY);
        },
        { wrapper },
      );
      return { getList, getOne, ...rendered };
    }

    it('takes the kept organisation’s industry when the values hold none', async () => {
      const { result, getList } = renderOver({ industry: '', organisationId: 'bay' });
      await waitFor(() => expect(result.current.choice.industry).toBe('Education'));
      expect(result.current.organisationId).toBe('bay');
      expect(result.current.kept).toMatchObject({ id: 'bay', name: 'Bayview College' });
      expect(getList).not.toHaveBeenCalled();
    });

    it('starts an industry other than the kept one’s on its first by name, one document', async () => {
      const { result, getList } = renderOver({ industry: 'Retail', organisationId: 'bay' });
      await waitFor(() => expect(result.current.organisationId).toBe('shop'));
      expect(result.current.options).toEqual([RETAIL_FIRST]);
      // The kept one stays known (the Users list shows its users until the first is applied).
      expect(result.current.kept).toMatchObject({ id: 'bay' });
      expect(getList).toHaveBeenCalledWith(
        'organisationChoices',
        expect.objectContaining({
          filter: { industry: 'Retail' },
          pagination: { page: 1, perPage: 1 },
          meta: FIRST_MATCHES_META,
        }),
      );
    });

    it('reads nothing for the choice ‘All’', async () => {
      const { result, getList, getOne } = renderOver({ industry: 'Retail', organisationId: 'all' });
      await waitFor(() => expect(result.current.isPending).toBe(false));
      expect(result.current.organisationId).toBe('all');
      expect(result.current.optionsStatus).toBe('ready');
      expect(getList).not.toHaveBeenCalled();
      expect(getOne).not.toHaveBeenCalled();
    });
  });
});

describe('ExportListButton', () => {
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

      const exportCalls = getList.mock.calls.filter(
        ([, params]) => params.pagination?.perPage === 2,
      );
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
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KyndDataProvider } from '@/providers/types';
import { measurementsOf } from '@/domain/measurements';
import type { InitialMessage } from '@/domain/types';
import { fakeDataProvider, renderScreen, shownToasts } from '@/test/screenTestKit';
import { InitialMessages } from './InitialMessages';
import { MESSAGE_FREQUENCIES } from '../../../tests/helpers/expected';

const before = new Date('2026-01-01T00:00:00Z');
const level = (subject: string, message: string) => ({
  isActive: true,
  frequency: 7,
  subject,
  message,
  updatedAt: before,
});
const LIFE: InitialMessage = {
  id: 'life-life',
  category: 'Life',
  measurement: 'Life',
  updatedAt: before,
  green: level('Great', 'Well done<br>Keep going'),
  orange: level('Tips', 'Look after yourself <img src=x onerror="window.__ranOnError = true">'),
  red: level('Talk to us', 'Please call'),
};

function renderMessages() {
  const getList = vi.fn(async (_resource: string, params: { filter: Record<string, string> }) => {
    const match =
      params.filter.category === LIFE.category && params.filter.measurement === LIFE.measurement;
    return { data: match ? [LIFE] : [], total: match ? 1 : 0 };
  });
  const update = vi.fn(
    async (_resource: string, params: { data: object; previousData: object }) => ({
      data: { ...params.previousData, ...params.data },
    }),
  );
  renderScreen(<InitialMessages />, {
    dataProvider: fakeDataProvider({ getList, update } as unknown as Partial<KyndDataProvider>),
    resource: 'initialMessages',
  });
  return { getList, update };
}

describe('InitialMessages (docs/product.md §2, §4 Message template)', { timeout: 60_000 }, () => {
  beforeEach(() => window.history.replaceState({}, '', '/'));

  it('keeps the chosen category and measurement in the address, and opens on the one it names', async () => {
    const sleep = measurementsOf('Mind')[1];
    if (!sleep) throw new Error('Mind has one measurement');
    // react-admin's own router keeps the address after the hash.
    window.history.replaceState({}, '', `/#/?category=Mind&measurement=${sleep.key}`);
    const { getList } = renderMessages();
    await waitFor(() =>
      expect(getList.mock.calls.at(-1)?.[1].filter).toEqual({
        category: 'Mind',
        measurement: sleep.label,
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Measurement' })).toHaveTextContent(sleep.label);

    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Body' }));
    const first = measurementsOf('Body')[0];
    const asked = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');
    await waitFor(() => expect(asked().get('category')).toBe('Body'));
    expect(asked().get('measurement')).toBe(first?.key);
  });

  it('shows the Life template read-only, its message as formatted text in which nothing runs', async () => {
    const { getList } = renderMessages();
    const green = await screen.findByRole('region', { name: 'Green' });
    expect(getList.mock.calls[0]?.[1].filter).toEqual({ category: 'Life', measurement: 'Life' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Life');
    expect(within(green).getByText(/Well done/).innerHTML).toBe('Well done<br>Keep going');
    expect(within(green).queryByRole('textbox')).not.toBeInTheDocument();

    const orange = screen.getByRole('region', { name: 'Orange' });
    const image = orange.querySelector('img');
    expect(image).not.toBeNull();
    // jsdom runs no handlers: that nothing runs in a browser is shown in Chromium (e2e).
    expect(image?.getAttribute('onerror')).toBeNull();
  });

  it('edits with line breaks, stores break tags, and returns to the view', async () => {
    const { update } = renderMessages();
    await screen.findByRole('region', { name: 'Green' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const green = screen.getByRole('region', { name: 'Green' });
    // docs/product.md §9's frequencies, and no blank entry among them.
    await userEvent.click(within(green).getByRole('combobox', { name: 'Frequency' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      ...MESSAGE_FREQUENCIES,
    ]);
    await userEvent.keyboard('{Escape}');
    const message = within(green).getByRole('textbox', { name: 'Message' });
    expect(message).toHaveValue('Well done\nKeep going');
    await userEvent.click(message);
    await userEvent.paste('\nSee you soon');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const { data } = update.mock.calls[0]?.[1] as { data: Partial<InitialMessage> };
    expect(data.green).toMatchObject({ message: 'Well done<br>Keep going<br>See you soon' });
    expect(data.green?.updatedAt).not.toEqual(before);
    expect(data.red).toEqual(LIFE.red);
    expect(data).toMatchObject({ category: 'Life', measurement: 'Life' });
    await screen.findByRole('button', { name: 'Edit' });
    await waitFor(() =>
      expect(shownToasts().map(([type, title]) => [type, title])).toEqual([
        ['success', 'Message updated'],
      ]),
    );
  });

  it('writes nothing on Cancel, or on Save without a change', async () => {
    const { update } = renderMessages();
    await screen.findByRole('region', { name: 'Green' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(update).not.toHaveBeenCalled();
    expect(shownToasts()).toEqual([]);
  });

  it("says 'Error updating message' when the write fails", async () => {
    const { update } = renderMessages();
    update.mockRejectedValueOnce(new Error('refused'));
    await screen.findByRole('region', { name: 'Green' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const subject = within(screen.getByRole('region', { name: 'Red' })).getByRole('textbox', {
      name: 'Subject',
    });
    await userEvent.click(subject);
    await userEvent.paste('!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        ['error', 'Error updating message', 'Please, try again later'],
      ]),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KyndDataProvider } from '@/providers/types';
import { fakeDataProvider, renderScreen, shownToasts } from '@/test/screenTestKit';
import { NotificationCreate } from './NotificationCreate';

const ORGANISATIONS = [
  { id: 'org-a', name: 'Alpha Accounting' },
  { id: 'org-b', name: 'Beta Builders' },
];

function renderCreate() {
  const tokens = Array.from({ length: 501 }, (_, index) => `token-${index}`);
  const provider = {
    getList: vi.fn(async () => ({ data: ORGANISATIONS, total: ORGANISATIONS.length })),
    getMany: vi.fn(async () => ({ data: ORGANISATIONS })),
    countRecipients: vi.fn(async () => 42),
    getRecipients: vi.fn(async () => ({
      recipients: tokens.map((deviceToken, index) => ({ id: `u${index}`, deviceToken })),
      ids: [...tokens.map((_, index) => `u${index}`), 'no-device'],
    })),
    call: vi.fn(async (name: string, request: { tokens?: string[]; usersIds?: string[] }) =>
      name === 'sendNotification'
        ? { successCount: request.tokens?.length ?? 0, failureCount: 0 }
        : { registered: request.usersIds?.length ?? 0 },
    ),
    create: vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { id: 'org-a/new', ...params.data },
    })),
    delete: vi.fn(async (_resource: string, params: { id: string }) => ({
      data: { id: params.id },
    })),
  };
  // A Kynd Admin, who chooses the organisation: the first by name until one is chosen.
  renderScreen(<NotificationCreate />, {
    dataProvider: fakeDataProvider(provider as unknown as Partial<KyndDataProvider>),
    resource: 'notifications',
  });
  return provider;
}

async function paste(label: string, text: string) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.paste(text);
}

describe('NotificationCreate (docs/product.md §5, §7)', { timeout: 60_000 }, () => {
  it('keeps submit disabled until a risk-level notification is complete, saying what is missing', async () => {
    const provider = renderCreate();
    const send = await screen.findByRole('button', { name: 'Send notification' });
    const organisation = await screen.findByRole(
      'combobox',
      { name: 'Organisation' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(organisation).toHaveValue('Alpha Accounting'));
    expect(send).toBeDisabled();
    expect(screen.getByText('To send, fill in Subject and Message.')).toBeVisible();
    expect(await screen.findByText('This notification will reach 42 users')).toBeVisible();
    expect(provider.countRecipients).toHaveBeenLastCalledWith([
      { fieldPath: 'organisation.id', opStr: '==', value: 'org-a' },
    ]);

    await userEvent.click(screen.getByRole('radio', { name: 'Risk level' }));
    await paste('Subject', 'Cut down');
    await paste('Message', 'Tips in the app');
    expect(send).toBeDisabled();
    expect(screen.getByText('To send, fill in Measurement and Colour indicators.')).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'Measurement' }));
    // docs/product.md §9's measurements, and no blank entry among them.
    const measurements = screen.getAllByRole('option').map((option) => option.textContent);
    expect(measurements.length).toBeGreaterThan(0);
    expect(measurements.filter((name) => !name?.trim())).toEqual([]);
    expect(screen.queryByRole('option', { name: /^Weight/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Height/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Alcohol (Body)' }));
    expect(send).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Red' }));
    await waitFor(() => expect(send).toBeEnabled());
    await waitFor(() =>
      expect(provider.countRecipients).toHaveBeenLastCalledWith([
        { fieldPath: 'organisation.id', opStr: '==', value: 'org-a' },
        { fieldPath: 'scores.body.alcohol.colour', opStr: 'in', value: ['red'] },
      ]),
    );

    await userEvent.click(send);
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    const sends = provider.call.mock.calls.filter(([name]) => name === 'sendNotification');
    expect(sends.map(([, request]) => request.tokens?.length)).toEqual([500, 1]);
    const registers = provider.call.mock.calls.filter(
      ([name]) => name === 'registerUsersNotifications',
    );
    expect(registers.flatMap(([, request]) => request.usersIds ?? [])).toContain('no-device');
    expect(provider.create.mock.calls[0]?.[1].data).toEqual({
      organisationId: 'org-a',
      title: 'Cut down',
      body: 'Tips in the app',
      color: ['red'],
      measurement: 'Alcohol',
    });
    await waitFor(() =>
      expect(shownToasts().map(([type, title]) => [type, title])).toEqual([
        ['success', 'Notification sent'],
      ]),
    );
  });

  it('finds the organisation by typing: the first matches of the start of its name', async () => {
    const provider = renderCreate();
    const box = await screen.findByRole('combobox', { name: 'Organisation' }, { timeout: 15_000 });
    await waitFor(() => expect(box).toHaveValue('Alpha Accounting'));
    await userEvent.clear(box);
    await userEvent.type(box, 'BET');
    await waitFor(() =>
      expect(provider.getList).toHaveBeenCalledWith(
        'organisationChoices',
        expect.objectContaining({
          filter: { search: 'BET' },
          pagination: { page: 1, perPage: 20 },
        }),
      ),
    );
    // Every call asks for one page of names, never every organisation.
    for (const [resource, params] of provider.getList.mock.calls as unknown as [
      string,
      { pagination: { perPage: number } },
    ][]) {
      expect(resource).toBe('organisationChoices');
      expect(params.pagination.perPage).toBeLessThanOrEqual(20);
    }
    await userEvent.click(await screen.findByRole('option', { name: 'Beta Builders' }));
    await waitFor(() =>
      expect(provider.countRecipients).toHaveBeenLastCalledWith([
        { fieldPath: 'organisation.id', opStr: '==', value: 'org-b' },
      ]),
    );
  });

  it("says 'Error sending message' when sending fails, and takes the stored notification back", async () => {
    const provider = renderCreate();
    provider.call.mockRejectedValueOnce(new Error('unavailable'));
    await screen.findByRole('button', { name: 'Send notification' });
    await paste('Subject', 'Hello');
    await paste('Message', 'Time to check in');
    const send = screen.getByRole('button', { name: 'Send notification' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        ['error', 'Error sending message', 'Please, try again later'],
      ]),
    );
    expect(provider.create).toHaveBeenCalledTimes(1);
    expect(provider.delete).toHaveBeenCalledWith('notifications', { id: 'org-a/new' });
    expect(provider.call.mock.calls.map(([name]) => name)).toEqual(['sendNotification']);
  });

  it('pushes and registers nothing when the notification cannot be stored', async () => {
    const provider = renderCreate();
    provider.create.mockRejectedValueOnce(new Error('permission-denied'));
    await screen.findByRole('button', { name: 'Send notification' });
    await paste('Subject', 'Hello');
    await paste('Message', 'Time to check in');
    const send = screen.getByRole('button', { name: 'Send notification' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        ['error', 'Error sending message', 'Please, try again later'],
      ]),
    );
    expect(provider.call).not.toHaveBeenCalled();
    expect(provider.delete).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Hello');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Time to check in');
  });
});

// The codes list's bulk Activate and Deactivate (docs/product.md §2 codes table, for many rows):
// the question counts the codes in the singular or the plural, the change is sent for the selected
// codes, a failure shows the screen's toast, and React's development build has nothing to warn of.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ListContextProvider } from 'react-admin';
import type { KyndDataProvider } from '@/providers/types';
import { fakeDataProvider, renderScreen, shownToasts } from '@/shared/screenTestKit';
import { CodeBulkActivationButtons } from './CodeBulkActivationButtons';

function renderButtons(selectedIds: string[], updateMany: KyndDataProvider['updateMany']) {
  const list = {
    data: selectedIds.map((id) => ({ id })),
    total: selectedIds.length,
    selectedIds,
    resource: 'codes',
    onUnselectItems: () => undefined,
  };
  renderScreen(
    <ListContextProvider value={list as never}>
      <CodeBulkActivationButtons />
    </ListContextProvider>,
    { dataProvider: fakeDataProvider({ updateMany }), resource: 'codes' },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('CodeBulkActivationButtons', () => {
  it('asks about one code in the singular and deactivates it', async () => {
    const errors = vi.spyOn(console, 'error');
    const updateMany = vi.fn(() => Promise.resolve({ data: ['c1'] }));
    renderButtons(['c1'], updateMany as unknown as KyndDataProvider['updateMany']);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const question = await screen.findByRole('dialog', { name: 'Deactivate 1 code?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(updateMany).toHaveBeenCalledWith(
        'codes',
        expect.objectContaining({ ids: ['c1'], data: { isActive: false } }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows the screen's toast when the change fails", async () => {
    const updateMany = () => Promise.reject(new Error('refused'));
    renderButtons(['c1', 'c2'], updateMany as unknown as KyndDataProvider['updateMany']);
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    const question = await screen.findByRole('dialog', { name: 'Activate 2 codes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(shownToasts()).toContainEqual(['error', 'Error changing activation', undefined]),
    );
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { i18nProvider } from '@/resources/registry';
import type { Question } from '@/domain/types';
import { AdminNotification } from '@/layout/toast/AdminNotification';
import { shownToasts } from '@/shared/screenTestKit';
import { QuestionEditDialog } from './QuestionEditDialog';

/** Puts text into a field in one input event (typing it key by key re-renders the form each time). */
async function typeIn(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const stored: Question = {
  id: 'q-sleep-1',
  label: 'How many hours do you sleep?',
  type: 'Number',
  category: 'Mind',
  section: 'Sleep',
  questionnaire: 'Sleep',
  unit: 'hours',
  order: 1,
  invertedAnswers: false,
  clinicianQuestion: false,
  icon: 'sleep',
  answers: [],
};

function fakeProvider() {
  const update = vi.fn(
    async (_resource: string, params: { data: object; previousData: object }) => ({
      data: { ...params.previousData, ...params.data },
    }),
  );
  const provider = {
    getOne: vi.fn(async () => ({ data: stored })),
    update,
  } as unknown as DataProvider;
  return { provider, update };
}

function renderDialog(provider: DataProvider, onClose = vi.fn()) {
  render(
    <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
      <QuestionEditDialog question={stored} onClose={onClose} />
      <AdminNotification />
    </AdminContext>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Edit question' }) };
}

describe(
  'QuestionEditDialog (docs/product.md §4: an edit with no change writes nothing)',
  { timeout: 30_000 },
  () => {
    it('offers Save only once something changed, and writes nothing when the change trims away', async () => {
      const { provider, update } = fakeProvider();
      const { dialog, onClose } = renderDialog(provider);
      const label = await within(dialog).findByRole('textbox', { name: 'Label' });
      expect(label).toHaveValue(stored.label);
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

      await typeIn(label, '  ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(update).not.toHaveBeenCalled();
      await waitFor(() =>
        expect(shownToasts().map(([, title]) => title)).toEqual(['No changes to save']),
      );
    });

    it('writes only the fields that changed', async () => {
      const { provider, update } = fakeProvider();
      const { dialog, onClose } = renderDialog(provider);
      const label = await within(dialog).findByRole('textbox', { name: 'Label' });
      await userEvent.clear(label);
      await typeIn(label, 'Hours of sleep on a work night?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
      expect(update.mock.calls[0]?.[1]).toMatchObject({
        id: stored.id,
        data: { label: 'Hours of sleep on a work night?' },
        previousData: stored,
      });
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      await waitFor(() =>
        expect(shownToasts().map(([, title]) => title)).toContain('Question updated'),
      );
    });

    it('clears the unit of a Number question that becomes another type', async () => {
      const { provider, update } = fakeProvider();
      const { dialog } = renderDialog(provider);
      await within(dialog).findByRole('textbox', { name: 'Unit' });
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Answer type' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Text answer' }));
      expect(within(dialog).queryByRole('textbox', { name: 'Unit' })).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
      expect(update.mock.calls[0]?.[1]).toMatchObject({ data: { type: 'Text answer', unit: '' } });
    });

    it("says 'Error updating question' when the write fails", async () => {
      const { provider, update } = fakeProvider();
      update.mockRejectedValueOnce(new Error('refused'));
      const { dialog, onClose } = renderDialog(provider);
      const label = await within(dialog).findByRole('textbox', { name: 'Label' });
      await typeIn(label, '!');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(shownToasts()).toEqual([
          ['error', 'Error updating question', 'Please, try again later'],
        ]),
      );
      expect(onClose).not.toHaveBeenCalled();
    });
  },
);

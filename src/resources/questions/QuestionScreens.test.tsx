// The questions' screens in jsdom, in one file, so that jsdom and the screen kit load once for the
// folder (a second and a half a file on 2 cores).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { CUSTOM_OPTIONS_MAX } from '@/config/constants';
import type { Question } from '@/domain/types';
import type { KyndDataProvider } from '@/providers/types';
import { fakeDataProvider, renderScreen, shownToasts } from '@/test/screenTestKit';
import { QuestionCreate } from './QuestionCreate';
import { QuestionEditDialog } from './QuestionEditDialog';

describe('QuestionCreate', () => {
  /** Puts text into a field in one input event (typing it key by key re-renders the form each time). */
  async function typeIn(field: HTMLElement, text: string) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }

  /** Once the form shows (the signed-in user's permissions read). */
  async function renderCreate() {
    const create = vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { id: 'new-question', ...params.data },
    }));
    renderScreen(<QuestionCreate />, {
      dataProvider: fakeDataProvider({ create } as unknown as Partial<KyndDataProvider>),
      resource: 'questions',
    });
    await screen.findByRole('combobox', { name: 'Answer type' });
    return { create };
  }

  async function choose(label: string, option: string) {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  }

  const options = () => screen.queryAllByRole('textbox', { name: /^Option \d$/ });

  async function fillRequired() {
    await choose('Section', 'Job Health Hazards');
    await typeIn(screen.getByRole('combobox', { name: 'Questionnaire' }), 'job health hazards');
    await typeIn(screen.getByRole('textbox', { name: 'Label' }), 'Which shifts do you work?');
  }

  describe('QuestionCreate (docs/product.md §5)', { timeout: 60_000 }, () => {
    it('starts Custom options with 2 empty ones, adds up to 6, blocks removal at 2 and refuses empty ones', async () => {
      const { create } = await renderCreate();
      await choose('Answer type', 'Custom options');
      expect(options()).toHaveLength(2);
      expect(options().map((field) => (field as HTMLInputElement).value)).toEqual(['', '']);
      expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
      const add = screen.getByRole('button', { name: 'Add option' });
      while (!(add as HTMLButtonElement).disabled) await userEvent.click(add);
      expect(options()).toHaveLength(CUSTOM_OPTIONS_MAX);
      expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeEnabled();
      await userEvent.click(screen.getByRole('button', { name: 'Remove option 3' }));
      expect(options()).toHaveLength(CUSTOM_OPTIONS_MAX - 1);
      expect(add).toBeEnabled();

      await fillRequired();
      const order = screen.getByRole('spinbutton', { name: 'Order' });
      await userEvent.clear(order);
      await typeIn(order, '0');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('The order must be a whole number of at least 1'),
      ).toBeVisible();
      const optionsBox = screen.getByRole('group', { name: 'Options' });
      expect(within(optionsBox).getAllByText('Required')).toHaveLength(CUSTOM_OPTIONS_MAX - 1);
      expect(create).not.toHaveBeenCalled();
    });

    it('writes the options of a Custom options question, and no unit', async () => {
      const { create } = await renderCreate();
      await choose('Category', 'Life');
      await fillRequired();
      await choose('Answer type', 'Custom options');
      await typeIn(options()[0] as HTMLElement, 'Day');
      await typeIn(options()[1] as HTMLElement, 'Night');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0]?.[1].data).toEqual({
        label: 'Which shifts do you work?',
        type: 'Custom options',
        category: 'Life',
        section: 'Job Health Hazards',
        questionnaire: 'Job Health Hazards',
        order: 1,
        invertedAnswers: false,
        clinicianQuestion: false,
        icon: 'life',
        answers: ['Day', 'Night'],
      });
    });

    it("says 'Error creating question' when the write fails", async () => {
      const { create } = await renderCreate();
      create.mockRejectedValueOnce(new Error('refused'));
      await fillRequired();
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(shownToasts()).toEqual([
          ['error', 'Error creating question', 'Please, try again later'],
        ]),
      );
    });

    it('does not hold a question back for options it no longer has', async () => {
      const { create } = await renderCreate();
      await fillRequired();
      await choose('Answer type', 'Custom options');
      await choose('Answer type', 'Number');
      await typeIn(screen.getByRole('textbox', { name: 'Unit' }), 'shifts');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0]?.[1].data).toMatchObject({
        type: 'Number',
        unit: 'shifts',
        answers: [],
      });
    });
  });
});

describe('QuestionEditDialog', () => {
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
    renderScreen(<QuestionEditDialog question={stored} onClose={onClose} />, {
      dataProvider: provider as KyndDataProvider,
      resource: 'questions',
    });
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
        expect(update.mock.calls[0]?.[1]).toMatchObject({
          data: { type: 'Text answer', unit: '' },
        });
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
});

// The organisation picker of the divisions and codes screens finds by typing: nothing is read
// until it opens, then each pause in the typing asks the server for the first matches of the
// industry's organisation names, one short page, and a match chosen becomes the screen's choice.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrganisationChoice } from '@/domain/organisationChoice';
import type { KyndDataProvider } from '@/providers/types';
import { OrganisationPicker, PICKER_MATCHES } from './OrganisationPicker';
import { fakeDataProvider, renderScreen } from './screenTestKit';

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

function renderPicker(choice: OrganisationChoice, options = [] as { id: string; name: string }[]) {
  const getList = serverLike();
  const setChoice = vi.fn();
  renderScreen(<OrganisationPicker state={{ choice, setChoice, options }} />, {
    dataProvider: fakeDataProvider({ getList: getList as unknown as KyndDataProvider['getList'] }),
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
    const { choicesAsked, setChoice } = renderPicker({ industry: 'Education', organisationId: '' });
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

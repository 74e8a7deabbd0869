// The article editor's parts in jsdom, in one file, so that jsdom and the screen kit load once for
// the folder (a second and a half a file on 2 cores).
import {
  render,
  render as renderBare,
  screen,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  AdminContext,
  type DataProvider,
  Form,
  ListContextProvider,
  type ListControllerResult,
  ResourceContextProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ArticleBlock } from '@/domain/types';
import { i18nProvider } from '@/resources/registry';
import { lightTheme } from '@/theme/theme';
import { ArticleBulkActions } from './ArticleBulkActions';
import { ArticleEditorToolbar } from './ArticleEditorToolbar';
import { ArticleInputs } from './ArticleInputs';
import { formValuesOf } from './articleForm';
import { ArticlePreview } from './ArticlePreview';

describe('ArticleEditorToolbar', () => {
  /** The toolbar in a form, with the app's catalogue, which words its texts. */
  const render = (toolbar: ReactElement) =>
    renderBare(
      <AdminContext i18nProvider={i18nProvider}>
        <Form>{toolbar}</Form>
      </AdminContext>,
    );

  describe('ArticleEditorToolbar', () => {
    it('shows the upload progress while saving, with Save disabled', () => {
      render(<ArticleEditorToolbar saving progress={0.4} onDeleted={() => undefined} />);
      expect(screen.getByText('Uploading images… 40%')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      );
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    });

    it('offers Save alone for a new article', () => {
      render(<ArticleEditorToolbar saving={false} progress={null} onDeleted={() => undefined} />);
      expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
      expect(screen.queryByRole('progressbar')).toBeNull();
    });
  });
});

describe('ArticleInputs', () => {
  describe('ArticleInputs', () => {
    it('renders the editor without a React warning (props that reach the DOM)', async () => {
      const errors: string[] = [];
      const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        errors.push(args.map(String).join(' '));
      });
      try {
        const provider = {
          getList: () => Promise.resolve({ data: [], total: 0 }),
        } as unknown as DataProvider;
        render(
          <AdminContext dataProvider={provider} i18nProvider={i18nProvider} theme={lightTheme}>
            {/* As in the Create and Edit views, whose resource names the fields. */}
            <ResourceContextProvider value="articles">
              <ArticleInputs />
            </ResourceContextProvider>
          </AdminContext>,
        );
        expect(await screen.findByRole('switch', { name: 'Public' })).not.toBeChecked();
        expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
        expect(screen.getByRole('textbox', { name: 'Hashtags' })).toBeInTheDocument();
      } finally {
        spy.mockRestore();
      }
      expect(errors).toEqual([]);
    });
  });
});

describe('ArticlePreview', () => {
  /** The preview in an editor form whose body is `body`. */
  function renderBody(body: ArticleBlock[]) {
    render(
      <AdminContext i18nProvider={i18nProvider} theme={lightTheme}>
        <ResourceContextProvider value="articles">
          <Form record={formValuesOf({ id: 'a', body })}>
            <ArticlePreview />
          </Form>
        </ResourceContextProvider>
      </AdminContext>,
    );
  }
  const blockNames = () =>
    within(screen.getByRole('list', { name: 'Article body', hidden: true }))
      .getAllByRole('group', { hidden: true })
      .map((group) => group.getAttribute('aria-label'));

  describe('ArticlePreview', () => {
    it('plays a video block in the embedded player, the slash of its id as the hash parameter', () => {
      renderBody([{ type: 'video', content: '336812660/5e2f6c1a9b' }]);
      expect(screen.getByTitle('Video 336812660/5e2f6c1a9b')).toHaveAttribute(
        'src',
        'https://player.vimeo.com/video/336812660?h=5e2f6c1a9b',
      );
    });

    it('embeds nothing for a video id the player does not know', () => {
      renderBody([{ type: 'video', content: 'https://evil.example/x' }]);
      expect(document.querySelector('iframe')).toBeNull();
      expect(screen.getByText(/Invalid video ID/)).toBeInTheDocument();
    });

    it('shows stored text in the article text format: its formatting, nothing that runs', () => {
      renderBody([
        {
          type: 'text',
          content: '<p><strong>Bold</strong> <b>plain</b></p><img src=x onerror=alert(1)>',
        },
      ]);
      const group = screen.getByRole('group', { name: 'Text 1' });
      expect(within(group).getByText('Bold').tagName).toBe('STRONG');
      expect(within(group).getByText(/plain/).tagName).toBe('P');
      expect(group.querySelector('img')).toBeNull();
    });

    it('shows plain text stored by an older writer as paragraphs and line breaks', () => {
      renderBody([{ type: 'text', content: 'First line\nsecond line\n\nNext <paragraph>' }]);
      const group = screen.getByRole('group', { name: 'Text 1' });
      expect(group.querySelectorAll('p')).toHaveLength(2);
      expect(group.querySelectorAll('br')).toHaveLength(1);
      expect(screen.getByText('Next <paragraph>')).toBeInTheDocument();
    });

    it('moves, edits and deletes through named buttons, and not past the top', async () => {
      const user = userEvent.setup();
      renderBody([
        { type: 'title', content: 'Protect your sleep' },
        { type: 'video', content: '336812660' },
      ]);
      const group = () => screen.getByRole('group', { name: 'Subtitle 1' });
      expect(group()).toHaveTextContent('Protect your sleep');
      expect(within(group()).getByRole('button', { name: 'Move up' })).toBeDisabled();
      await user.click(within(group()).getByRole('button', { name: 'Move down' }));
      expect(blockNames()).toEqual(['Video 1', 'Subtitle 2']);
      const moved = screen.getByRole('group', { name: 'Subtitle 2' });
      expect(within(moved).getByRole('button', { name: 'Move down' })).toBeDisabled();

      await user.click(within(moved).getByRole('button', { name: 'Edit item' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit subtitle' });
      expect(within(edit).getByRole('textbox', { name: 'Subtitle' })).toHaveValue(
        'Protect your sleep',
      );
      await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
      await waitForElementToBeRemoved(edit);

      await user.click(within(moved).getByRole('button', { name: 'Delete item' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete item?' });
      expect(blockNames()).toEqual(['Video 1', 'Subtitle 2']);
      await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      expect(blockNames()).toEqual(['Video 1']);
    });
  });
});

describe('ArticleBulkActions', () => {
  it('publishes only the hidden articles of the selection, dated now, after a confirmation', async () => {
    const updateMany = vi.fn(() => Promise.resolve({ data: ['hidden'] }));
    const onUnselectItems = vi.fn();
    const provider = { updateMany } as unknown as DataProvider;
    const articles = [
      { id: 'hidden', title: 'Sleep well', isActive: false },
      { id: 'public', title: 'Walk more', isActive: true },
    ];
    render(
      <AdminContext dataProvider={provider} i18nProvider={i18nProvider} theme={lightTheme}>
        <ListContextProvider
          value={
            {
              resource: 'articles',
              data: articles,
              selectedIds: ['hidden', 'public'],
              onUnselectItems,
            } as unknown as ListControllerResult
          }
        >
          <ArticleBulkActions />
        </ListContextProvider>
      </AdminContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish 1 hidden article?' });
    expect(within(dialog).getByText('They will show in the app from now on.')).toBeInTheDocument();
    const before = Date.now();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(updateMany).toHaveBeenCalledTimes(1));
    expect(updateMany).toHaveBeenCalledWith('articles', {
      ids: ['hidden'],
      data: { isActive: true, publishedAt: expect.any(Date) as Date },
    });
    const [, { data }] = updateMany.mock.calls[0] as unknown as [
      string,
      { data: { publishedAt: Date } },
    ];
    expect(data.publishedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await vi.waitFor(() => expect(onUnselectItems).toHaveBeenCalled());
  });

  it('offers no Publish when every selected article is public', () => {
    render(
      <AdminContext i18nProvider={i18nProvider} theme={lightTheme}>
        <ListContextProvider
          value={
            {
              resource: 'articles',
              data: [{ id: 'public', title: 'Walk more', isActive: true }],
              selectedIds: ['public'],
            } as unknown as ListControllerResult
          }
        >
          <ArticleBulkActions />
        </ListContextProvider>
      </AdminContext>,
    );
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Hide' })).toBeEnabled();
  });
});

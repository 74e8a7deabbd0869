import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nContextProvider } from 'react-admin';
import type { ArticleBlock } from '@/domain/types';
import { i18nProvider } from '@/resources/registry';
import { ArticlePreviewBlock } from './ArticlePreviewBlock';

function renderBlock(block: ArticleBlock, index = 0, count = 2) {
  const handlers = { onMove: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  render(
    <I18nContextProvider value={i18nProvider}>
      <ArticlePreviewBlock block={block} index={index} count={count} {...handlers} />
    </I18nContextProvider>,
  );
  return handlers;
}

describe('ArticlePreviewBlock', () => {
  it('plays a video block in the embedded player, the slash of its id as the hash parameter', () => {
    renderBlock({ type: 'video', content: '336812660/5e2f6c1a9b' });
    expect(screen.getByTitle('Video 336812660/5e2f6c1a9b')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/336812660?h=5e2f6c1a9b',
    );
  });

  it('embeds nothing for a video id the player does not know', () => {
    renderBlock({ type: 'video', content: 'https://evil.example/x' });
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/Invalid video ID/)).toBeInTheDocument();
  });

  it('shows stored text in the article text format: its formatting, nothing that runs', () => {
    renderBlock({
      type: 'text',
      content: '<p><strong>Bold</strong> <b>plain</b></p><img src=x onerror=alert(1)>',
    });
    expect(screen.getByText('Bold').tagName).toBe('STRONG');
    expect(screen.getByText(/plain/).tagName).toBe('P');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows plain text stored by an older writer as paragraphs and line breaks', () => {
    renderBlock({ type: 'text', content: 'First line\nsecond line\n\nNext <paragraph>' });
    const group = screen.getByRole('group', { name: 'Text 1' });
    expect(group.querySelectorAll('p')).toHaveLength(2);
    expect(group.querySelectorAll('br')).toHaveLength(1);
    expect(screen.getByText('Next <paragraph>')).toBeInTheDocument();
  });

  it('moves, edits and deletes through named buttons, and not past the top', async () => {
    const user = userEvent.setup();
    const handlers = renderBlock({ type: 'title', content: 'Protect your sleep' }, 0, 2);
    const group = screen.getByRole('group', { name: 'Subtitle 1' });
    expect(group).toHaveTextContent('Protect your sleep');
    expect(screen.getByRole('button', { name: 'Move up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move down' }));
    await user.click(screen.getByRole('button', { name: 'Edit item' }));
    await user.click(screen.getByRole('button', { name: 'Delete item' }));
    expect(handlers.onMove).toHaveBeenCalledWith(0, 1);
    expect(handlers.onEdit).toHaveBeenCalledWith(0);
    expect(handlers.onDelete).toHaveBeenCalledWith(0);
  });
});

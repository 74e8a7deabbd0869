import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/resources/registry';
import { ArticleEditorToolbar } from './ArticleEditorToolbar';

/** The toolbar with the app's catalogue, which words its texts. */
const render = (toolbar: ReactElement) =>
  renderBare(<I18nContextProvider value={i18nProvider}>{toolbar}</I18nContextProvider>);

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

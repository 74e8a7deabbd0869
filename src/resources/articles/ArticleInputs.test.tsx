import { render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { i18nProvider } from '@/resources/registry';
import { lightTheme } from '@/theme/theme';
import { ArticleInputs } from './ArticleInputs';

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
          <ArticleInputs />
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

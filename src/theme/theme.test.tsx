// The theme's names and react-admin's props in jsdom: one file, so that jsdom and the screen kit
// load once for the folder.
import Checkbox from '@mui/material/Checkbox';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import {
  AdminContext,
  DataTable,
  DateInput,
  Form,
  ListContextProvider,
  ResourceContextProvider,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { lightTheme } from './theme';

// A checkbox named the way react-admin's DataTable names its rows' (an `aria-label` prop) is named
// on its input, where screen readers look, and not on its outer span (where ARIA forbids it).
describe('checkboxName', () => {
  describe('the theme’s checkbox', () => {
    it('puts an aria-label on the input, not on the outer span', () => {
      const { container } = render(
        <ThemeProvider theme={createTheme(lightTheme)}>
          <Checkbox aria-label="Select this row" />
        </ThemeProvider>,
      );
      const box = screen.getByRole('checkbox', { name: 'Select this row' });
      expect(box.tagName).toBe('INPUT');
      expect(container.querySelector('span[aria-label]')).toBeNull();
    });

    it('keeps a name given to the input itself', () => {
      render(
        <ThemeProvider theme={createTheme(lightTheme)}>
          <Checkbox slotProps={{ input: { 'aria-label': 'Select Ana Smith' } }} />
        </ThemeProvider>,
      );
      expect(screen.getByRole('checkbox', { name: 'Select Ana Smith' }).tagName).toBe('INPUT');
    });
  });
});

// react-admin 5 still passes MUI's older props (`inputProps`, `InputLabelProps`), which MUI 9 no
// longer reads; the theme's roots (CheckboxRootElement, TextFieldRoot) keep them off the DOM, so
// React's development build has nothing to warn about, while the names and labels still work.
describe('reactAdminProps', () => {
  const i18nProvider = createI18nProvider({});

  function consoleErrors(): unknown[][] {
    const errors: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args);
    });
    return errors;
  }

  afterEach(() => vi.restoreAllMocks());

  describe("the theme's roots for react-admin's inputs", () => {
    it('let a DataTable with bulk actions name its select-all box without a React warning', () => {
      const errors = consoleErrors();
      const list = {
        data: [{ id: 1, code: 'A1' }],
        total: 1,
        selectedIds: [],
        isPending: false,
        isFetching: false,
        isLoading: false,
        resource: 'codes',
        sort: { field: 'code', order: 'ASC' as const },
        onSelect: () => undefined,
        onToggleItem: () => undefined,
        onUnselectItems: () => undefined,
        onSelectAll: () => undefined,
      };
      render(
        <AdminContext theme={lightTheme} i18nProvider={i18nProvider}>
          <ResourceContextProvider value="codes">
            <ListContextProvider value={list as never}>
              <DataTable rowClick={false}>
                <DataTable.Col source="code" />
              </DataTable>
            </ListContextProvider>
          </ResourceContextProvider>
        </AdminContext>,
      );
      expect(screen.getByRole('checkbox', { name: 'Select all' }).tagName).toBe('INPUT');
      expect(errors).toEqual([]);
    });

    it('let a date input keep its label above the field without a React warning', async () => {
      const errors = consoleErrors();
      render(
        <AdminContext theme={lightTheme} i18nProvider={i18nProvider}>
          <Form>
            <DateInput source="from" label="From" />
          </Form>
        </AdminContext>,
      );
      expect(await screen.findByLabelText('From')).toHaveAttribute('type', 'date');
      expect(errors).toEqual([]);
    });
  });
});

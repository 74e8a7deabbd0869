// react-admin 5 still passes MUI's older props (`inputProps`, `InputLabelProps`), which MUI 9 no
// longer reads; the theme's roots (CheckboxRootElement, TextFieldRoot) keep them off the DOM, so
// React's development build has nothing to warn about, while the names and labels still work.
import { render, screen } from '@testing-library/react';
import {
  AdminContext,
  DataTable,
  DateInput,
  Form,
  ListContextProvider,
  ResourceContextProvider,
} from 'react-admin';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { lightTheme } from './theme';

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

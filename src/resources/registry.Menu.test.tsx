import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { MenuPermissions } from '@/domain/menu';
import { Menu } from '@/layout/Menu';
import { MenuContext } from '@/layout/MenuContext';
import { i18nProvider, MENU } from '@/resources/registry';

const kyndAdmin: MenuPermissions = { role: 'Kynd Admin', customQuestionnaires: [] };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderMenu(path: string, onNavigate = vi.fn()) {
  render(
    <I18nContextProvider value={i18nProvider}>
      <MenuContext.Provider value={MENU}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <Menu permissions={kyndAdmin} onNavigate={onNavigate} />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </MenuContext.Provider>
    </I18nContextProvider>,
  );
  return onNavigate;
}

// Role queries over a full MUI menu are slow in jsdom on a busy machine.
describe('Menu', { timeout: 30_000 }, () => {
  it('keeps sections closed when the route is elsewhere and opens them on demand', async () => {
    renderMenu('/dashboard');
    const toggle = screen.getByRole('button', { name: 'Industries' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'All industries' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'All industries' })).toHaveAttribute(
      'href',
      '/industries/all',
    );
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles a section from the keyboard', async () => {
    renderMenu('/dashboard');
    const toggle = screen.getByRole('button', { name: 'Articles' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the section of the current route and highlights its item', () => {
    renderMenu('/notifications/initial');
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const current = screen.getByRole('link', { name: 'Initial messages' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Notifications sent' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens a section when navigation enters it and keeps hand-opened ones open', async () => {
    const onNavigate = renderMenu('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Articles' }));
    await userEvent.click(screen.getByRole('button', { name: 'Expand Users' }));
    await userEvent.click(screen.getByRole('link', { name: 'Manage clinicians' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/users/clinicians');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Manage clinicians' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Articles' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('lets the provider Users item navigate and expand separately', async () => {
    renderMenu('/dashboard/body');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Body' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Users' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/users');
    expect(screen.getByRole('button', { name: 'Collapse Users' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Create admin' })).toBeInTheDocument();
  });
});

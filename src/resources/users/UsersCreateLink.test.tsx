import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { Role } from '@/domain/types';
import { i18nProvider } from '@/resources/registry';
import { UsersCreateLink } from './UsersCreateLink';

const renderFor = (role: Role | undefined) =>
  render(
    <I18nContextProvider value={i18nProvider}>
      <MemoryRouter>
        <UsersCreateLink role={role} />
      </MemoryRouter>
    </I18nContextProvider>,
  );

describe('UsersCreateLink (docs/product.md §2, §6)', () => {
  it.each<Role>(['Kynd Admin', 'Org Admin'])(
    'leads a %s to Create user, named as it reads',
    (role) => {
      renderFor(role);
      const link = screen.getByRole('link', { name: 'Create user' });
      expect(link).toHaveAttribute('href', '/users/create');
      expect(link).toHaveAccessibleName(link.textContent ?? '');
    },
  );

  it.each<Role | undefined>(['Clinician', 'User', undefined])(
    'offers nothing to a role that cannot create users (%s)',
    (role) => {
      renderFor(role);
      expect(screen.queryByRole('link')).toBeNull();
    },
  );
});

import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/resources/registry';
import { LabelledSelect } from './LabelledSelect';

function renderSelect(value: string, options: { value: string; label: string }[]) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <LabelledSelect label="Industry" value={value} options={options} onChange={() => {}} />
    </AdminContext>,
  );
  return screen.getByRole('combobox', { name: 'Industry' });
}

describe('LabelledSelect', () => {
  it("shows an option whose value is '' as chosen (the Users list's 'All' industries)", () => {
    const select = renderSelect('', [
      { value: '', label: 'All' },
      { value: 'Retail', label: 'Retail' },
    ]);
    expect(select).toHaveTextContent('All');
  });

  it('shows nothing chosen for a value among no option', () => {
    const select = renderSelect('', [{ value: 'Retail', label: 'Retail' }]);
    expect(select.textContent?.trim() ?? '').toMatch(/^\u200b?$/);
  });
});

import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '@/i18n/englishMessages';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { LabelledSelect } from './LabelledSelect';

/** The shared catalogue (layout wording; no resource's own). */
const i18nProvider = createI18nProvider(englishMessages);

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

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { englishMessages } from '@/i18n/englishMessages';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { ExportCsvButton } from '@/dashboards/ExportCsvButton';

const downloads = vi.hoisted(() => [] as { fileName: string; csv: string }[]);

vi.mock('@/shared/export/csv', () => ({
  downloadCsv: (fileName: string, csv: string) => downloads.push({ fileName, csv }),
}));

const i18nProvider = createI18nProvider(englishMessages);

describe('ExportCsvButton', () => {
  it('builds the rows with the CSV code it loads on the click, and downloads them', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ExportCsvButton
          build={({ csvFileName }) => ({
            fileName: csvFileName('summary', 'Acme', new Date(2026, 0, 31)),
            rows: [
              ['Figure', 'Acme'],
              ['Kynd total score', 71.456],
            ],
          })}
        />
      </AdminContext>,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    // The CSV code is a dynamic import: its first load may take a while on a busy machine.
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 15_000 });
    expect(downloads[0]?.fileName).toMatch(/\.csv$/);
    expect(downloads[0]?.csv).toBe('Figure,Acme\r\nKynd total score,71.46\r\n');
  });
});

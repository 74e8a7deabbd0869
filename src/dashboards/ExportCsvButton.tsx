import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useNotify, useTranslate } from 'react-admin';
import type { CsvCell } from '@/domain/csv';

export interface ExportCsvButtonProps {
  /** Without it, the button is disabled. */
  build?: (csv: typeof import('@/domain/dashboardCsv')) => { fileName: string; rows: CsvCell[][] };
}

/** Beyond docs/product.md. The CSV code comes with the first click, not the first load. */
export function ExportCsvButton({ build }: ExportCsvButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const download = async () => {
    if (!build) return;
    try {
      const [dashboardCsv, { toCsv }, { downloadCsv }] = await Promise.all([
        import('@/domain/dashboardCsv'),
        import('@/domain/csv'),
        import('@/shared/export/csv'),
      ]);
      const { fileName, rows } = build(dashboardCsv);
      downloadCsv(fileName, toCsv(rows));
    } catch {
      // The code could not be loaded (the network dropped): the next click tries again.
      notify('app.common.try_again', { type: 'error' });
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void download()}
      disabled={!build}
    >
      {translate('app.dashboards.export_csv')}
    </Button>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import type { CsvCell } from '@/domain/dashboardCsv';
import { toCsv } from '@/domain/csv';
import { downloadCsv } from '@/shared/export/csv';

export interface ExportCsvButtonProps {
  /** Builds the rows when clicked, so that nothing is computed until it is wanted. */
  build: () => { fileName: string; rows: CsvCell[][] };
  disabled?: boolean;
}

/** Downloads what the screen shows as a CSV file (beyond docs/product.md). */
export function ExportCsvButton({ build, disabled = false }: ExportCsvButtonProps) {
  const translate = useTranslate();
  const download = () => {
    const { fileName, rows } = build();
    downloadCsv(fileName, toCsv(rows));
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={disabled}>
      {translate('app.dashboards.export_csv')}
    </Button>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

export interface ExportCsvButtonProps {
  /** Builds the file when clicked, so that nothing is computed until it is wanted. */
  build: () => { fileName: string; csv: string };
  disabled?: boolean;
}

/** Downloads what the screen shows as a CSV file (beyond docs/product.md). */
export function ExportCsvButton({ build, disabled = false }: ExportCsvButtonProps) {
  const translate = useTranslate();
  const download = () => {
    const { fileName, csv } = build();
    // A byte-order mark makes spreadsheet programs read the file as UTF-8.
    const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={disabled}>
      {translate('app.dashboards.export_csv')}
    </Button>
  );
}

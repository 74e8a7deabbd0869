import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { downloadCsv } from '@/shared/downloadCsv';

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
    downloadCsv(fileName, csv);
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={disabled}>
      {translate('app.dashboards.export_csv')}
    </Button>
  );
}

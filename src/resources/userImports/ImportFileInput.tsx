import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { importTemplateCsv } from '@/domain/userImportCsv';
import { downloadCsv } from '@/shared/export/csv';
import { FileChooserButton } from '@/shared/FileChooserButton';

/** Old .xls is offered too, so that choosing one says how to save it instead. */
const ACCEPTED = [
  '.csv',
  'text/csv',
  '.xlsx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls',
].join(',');

export function ImportFileInput({
  onFile,
  disabled,
}: {
  onFile: (file: File) => void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      <FileChooserButton
        variant="contained"
        startIcon={<UploadFileIcon />}
        label={translate('resources.userImports.choose_file')}
        accept={ACCEPTED}
        disabled={disabled}
        onFile={onFile}
      />
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => downloadCsv('kynd-users-import-template.csv', importTemplateCsv())}
      >
        {translate('resources.userImports.template')}
      </Button>
    </Stack>
  );
}

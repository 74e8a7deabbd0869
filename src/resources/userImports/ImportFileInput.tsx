import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { importTemplateCsv } from '@/domain/userImportCsv';
import { downloadCsv } from '@/shared/export/csv';

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
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      {/* A button that clicks the input, not a label around it: a label-button is not opened from
          the keyboard. */}
      <Button
        variant="contained"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {translate('resources.userImports.choose_file')}
      </Button>
      <input
        ref={input}
        type="file"
        aria-label={translate('resources.userImports.choose_file')}
        accept={ACCEPTED}
        hidden
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again after a change is read again.
          event.target.value = '';
          if (file) onFile(file);
        }}
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

import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import {
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  type ImportField,
  type ImportRow,
  type ImportRowCheck,
} from '@/domain/userImport';

export function ImportPreviewRow({
  line,
  row,
  check,
  onEdit,
  onDrop,
}: {
  line: number;
  row: ImportRow;
  check: ImportRowCheck | undefined;
  onEdit: (field: ImportField, value: string) => void;
  onDrop: () => void;
}) {
  const translate = useTranslate();
  const problem = check && 'problem' in check ? check.problem : undefined;
  return (
    <TableRow>
      <TableCell>{line}</TableCell>
      {IMPORT_FIELDS.map((field) => (
        <TableCell key={field}>
          {problem ? (
            <TextField
              size="small"
              value={row[field]}
              onChange={(event) => onEdit(field, event.target.value)}
              slotProps={{
                htmlInput: {
                  'aria-label': translate('resources.userImports.preview.cell', {
                    column: translate(`resources.userImports.columns.${field}`),
                    row: line,
                  }),
                },
              }}
            />
          ) : (
            row[field]
          )}
        </TableCell>
      ))}
      <TableCell sx={{ color: problem ? 'error.main' : 'success.main' }}>
        {translate(problem ? IMPORT_MESSAGES[problem] : 'resources.userImports.preview.ready')}
      </TableCell>
      <TableCell>
        <IconButton
          aria-label={translate('resources.userImports.preview.drop', { row: line })}
          onClick={onDrop}
        >
          <DeleteIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

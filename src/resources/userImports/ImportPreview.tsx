// By pages: a file may hold thousands of rows.
import DeleteIcon from '@mui/icons-material/Delete';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  type ImportField,
  type ImportRow,
  type ImportRowCheck,
} from '@/domain/userImport';

export interface PreviewRow {
  line: number;
  row: ImportRow;
}

const PAGE_SIZE = 50;

export function ImportPreview({
  fileName,
  rows,
  checks,
  onRows,
}: {
  fileName: string;
  rows: readonly PreviewRow[];
  checks: readonly ImportRowCheck[];
  onRows: (change: (rows: PreviewRow[]) => PreviewRow[]) => void;
}) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const entries = rows.map(({ line, row }, position) => {
    const check = checks[position];
    return { line, row, problem: check && 'problem' in check ? check.problem : undefined };
  });
  const problems = entries.filter((entry) => entry.problem).length;
  const shown = onlyProblems ? entries.filter((entry) => entry.problem) : entries;
  const showOnlyProblems = (_: unknown, checked: boolean) => {
    setOnlyProblems(checked);
    setPage(0);
  };
  const edit = (line: number, field: ImportField, value: string) =>
    onRows((entries) =>
      entries.map((entry) =>
        entry.line === line ? { ...entry, row: { ...entry.row, [field]: value } } : entry,
      ),
    );
  const lastPage = Math.max(0, Math.ceil(shown.length / PAGE_SIZE) - 1);
  const current = Math.min(page, lastPage);
  return (
    <>
      <FormControlLabel
        control={<Switch checked={onlyProblems} onChange={showOnlyProblems} />}
        label={translate('resources.userImports.preview.only_problems')}
      />
      <TableContainer>
        <Table size="small">
          <caption>
            {translate('resources.userImports.preview.caption', {
              file: fileName,
              valid: rows.length - problems,
              problems,
            })}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.userImports.preview.row')}</TableCell>
              {IMPORT_FIELDS.map((field) => (
                <TableCell key={field}>{translate(`resources.users.fields.${field}`)}</TableCell>
              ))}
              <TableCell>{translate('resources.userImports.preview.problem')}</TableCell>
              <TableCell>{translate('resources.userImports.preview.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown
              .slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE)
              .map(({ line, row, problem }) => (
                <TableRow key={line}>
                  <TableCell>{line}</TableCell>
                  {IMPORT_FIELDS.map((field) => (
                    <TableCell key={field}>
                      {problem ? (
                        <TextField
                          size="small"
                          value={row[field]}
                          onChange={(event) => edit(line, field, event.target.value)}
                          slotProps={{
                            htmlInput: {
                              'aria-label': translate('resources.userImports.preview.cell', {
                                column: translate(`resources.users.fields.${field}`),
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
                    {translate(
                      problem ? IMPORT_MESSAGES[problem] : 'resources.userImports.preview.ready',
                    )}
                  </TableCell>
                  <TableCell>
                    <IconButton
                      aria-label={translate('resources.userImports.preview.drop', { row: line })}
                      onClick={() =>
                        onRows((entries) => entries.filter((entry) => entry.line !== line))
                      }
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={shown.length}
        page={current}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_, next) => setPage(next)}
      />
    </>
  );
}

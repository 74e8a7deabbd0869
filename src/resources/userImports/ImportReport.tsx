import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ImportReportLine } from '@/domain/userImport';
import { IMPORT_REPORT_HEADERS, importReportCsv, reportLineWords } from '@/domain/userImportCsv';
import { downloadCsv } from '@/shared/export/csv';

export function ImportReport({
  lines,
  onAgain,
}: {
  lines: readonly ImportReportLine[];
  onAgain: () => void;
}) {
  const translate = useTranslate();
  const count = (outcome: ImportReportLine['outcome']) =>
    lines.filter((line) => line.outcome === outcome).length;
  const notCreated = lines.filter((line) => line.outcome !== 'created');
  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('resources.userImports.report.title')}
      </Typography>
      <Typography sx={{ my: 1 }}>
        {translate('resources.userImports.report.summary', {
          created: count('created'),
          refused: count('refused'),
          skipped: count('notImported'),
        })}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ my: 2 }}>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() =>
            downloadCsv('kynd-users-import-report.csv', importReportCsv(lines, translate))
          }
        >
          {translate('resources.userImports.report.download')}
        </Button>
        <Button variant="outlined" onClick={onAgain}>
          {translate('resources.userImports.report.again')}
        </Button>
      </Stack>
      {notCreated.length === 0 ? (
        <Typography>{translate('resources.userImports.report.none')}</Typography>
      ) : (
        <Table size="small">
          <caption>{translate('resources.userImports.report.caption')}</caption>
          <TableHead>
            <TableRow>
              {IMPORT_REPORT_HEADERS.map((header) => (
                <TableCell key={header}>{translate(header)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {notCreated.map((line) => {
              const words = reportLineWords(line, translate);
              return (
                <TableRow key={line.row}>
                  <TableCell>{line.row}</TableCell>
                  <TableCell>{line.firstName}</TableCell>
                  <TableCell>{line.lastName}</TableCell>
                  <TableCell>{line.email}</TableCell>
                  <TableCell>{words.outcome}</TableCell>
                  <TableCell>{words.reason}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

// Rows are checked here and again by the server (useImportUsers).
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { ASSIGNABLE_ROLES } from '@/domain/userAdministration';
import {
  IMPORT_MAX_ROWS,
  checkImportRows,
  importReportLines,
  rowsToSend,
  type ImportReportLine,
} from '@/domain/userImport';
import type { KyndPermissions } from '@/domain/session';
import {
  IMPORT_REPORT_HEADERS,
  importReportCsv,
  importTemplateCsv,
  reportLineCells,
} from '@/domain/userImportCsv';
import { downloadCsv } from '@/shared/export/csv';
import { FileChooserButton } from '@/shared/FileChooserButton';
import { OrganisationPicker } from '@/shared/OrganisationPicker';
import { DIVISIONS_META, useStoredOrganisationChoice } from '@/shared/useOrganisationChoice';
import { ImportPreview, type PreviewRow } from './ImportPreview';
import { readImportFile } from './readImportFile';
import { useImportUsers } from './useImportUsers';
import { ScreenHeading } from '@/shared/ScreenHeading';

const IMPORT_ORGANISATION = {
  storeKey: 'kynd.userImports.organisation',
  offered: { by: 'industry' },
  keptMeta: DIVISIONS_META,
  readsOwn: true,
} as const;

/** Old .xls is offered too, so that choosing one says how to save it instead. */
const ACCEPTED =
  '.csv,text/csv,.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function UserImport() {
  const translate = useTranslate();
  const { permissions } = usePermissions<KyndPermissions | null>();
  const choice = useStoredOrganisationChoice(IMPORT_ORGANISATION);
  const importer = useImportUsers();
  const [file, setFile] = useState<{ name: string; rows: PreviewRow[] } | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReportLine[] | null>(null);

  const divisions = choice.kept?.divisions;
  const rows = useMemo(() => (file?.rows ?? []).map((entry) => entry.row), [file]);
  const checks = useMemo(
    () =>
      checkImportRows(rows, {
        divisions: divisions ?? [],
        roles: permissions ? ASSIGNABLE_ROLES[permissions.role] : [],
      }),
    [rows, divisions, permissions],
  );
  const ready = rowsToSend(rows, checks);

  const readFile = async (chosen: File) => {
    setReport(null);
    const read = await readImportFile(chosen).catch(() => ({ unreadable: 'read_failed' }) as const);
    if ('unreadable' in read) {
      setFileProblem(translate(`resources.userImports.problems.${read.unreadable}`));
      setFile(null);
      return;
    }
    const { parsed } = read;
    const problem =
      parsed.missing.length > 0
        ? translate('resources.userImports.missing_columns', {
            columns: parsed.missing
              .map((field) => translate(`resources.users.fields.${field}`))
              .join(', '),
          })
        : parsed.rows.length === 0
          ? translate('resources.userImports.no_rows')
          : parsed.rows.length > IMPORT_MAX_ROWS
            ? translate('resources.userImports.too_many_rows', { smart_count: IMPORT_MAX_ROWS })
            : null;
    setFileProblem(problem);
    setFile(
      problem
        ? null
        : { name: chosen.name, rows: parsed.rows.map((row, index) => ({ line: index + 1, row })) },
    );
  };

  const setRows = (change: (rows: PreviewRow[]) => PreviewRow[]) =>
    setFile((current) => current && { ...current, rows: change(current.rows) });

  const runImport = () => {
    if (!file) return;
    importer.mutate(
      { organisationId: choice.organisationId, rows: ready },
      { onSuccess: (outcomes) => setReport(importReportLines(file.rows, checks, outcomes)) },
    );
  };

  const startAgain = () => {
    setReport(null);
    setFile(null);
    importer.reset();
  };

  const importing = importer.isPending;
  return (
    <>
      <ScreenHeading title="resources.userImports.name" />
      <Typography sx={{ mb: 2, maxWidth: 720 }}>
        {translate('resources.userImports.intro')}
      </Typography>
      {choice.chooses && !importing ? <OrganisationPicker state={choice} /> : null}
      {report ? (
        <Box sx={{ my: 2 }}>
          <Typography variant="h6" component="h2">
            {translate('resources.userImports.report.title')}
          </Typography>
          <Typography sx={{ my: 1 }}>
            {translate('resources.userImports.report.summary', {
              created: report.filter((line) => line.outcome === 'created').length,
              refused: report.filter((line) => line.outcome === 'refused').length,
              skipped: report.filter((line) => line.outcome === 'notImported').length,
            })}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ my: 2 }}>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              onClick={() =>
                downloadCsv('kynd-users-import-report.csv', importReportCsv(report, translate))
              }
            >
              {translate('resources.userImports.report.download')}
            </Button>
            <Button variant="outlined" onClick={startAgain}>
              {translate('resources.userImports.report.again')}
            </Button>
          </Stack>
          {report.every((line) => line.outcome === 'created') ? (
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
                {report
                  .filter((line) => line.outcome !== 'created')
                  .map((line) => (
                    <TableRow key={line.row}>
                      {reportLineCells(line, translate).map((cell, column) => (
                        <TableCell key={column}>{cell}</TableCell>
                      ))}
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          )}
        </Box>
      ) : importing && importer.progress ? (
        <Box sx={{ my: 2, maxWidth: 640 }}>
          <LinearProgress
            variant="determinate"
            value={(importer.progress.done / importer.progress.total) * 100}
            aria-label={translate('resources.userImports.progress.label')}
          />
          <Typography sx={{ my: 1 }} role="status">
            {translate('resources.userImports.progress.counts', {
              ...importer.progress,
              smart_count: importer.progress.total,
            })}
          </Typography>
          <Button variant="outlined" onClick={importer.cancel} disabled={importer.cancelling}>
            {translate('ra.action.cancel')}
          </Button>
        </Box>
      ) : choice.organisationId === '' ? (
        <Typography sx={{ mb: 2 }}>
          {translate('resources.userImports.choose_organisation')}
        </Typography>
      ) : (
        <>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
            <FileChooserButton
              variant="contained"
              startIcon={<UploadFileIcon />}
              label={translate('resources.userImports.choose_file')}
              accept={ACCEPTED}
              disabled={importing}
              onFile={(chosen) => void readFile(chosen)}
            />
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => downloadCsv('kynd-users-import-template.csv', importTemplateCsv())}
            >
              {translate('resources.userImports.template')}
            </Button>
          </Stack>
          {fileProblem ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {fileProblem}
            </Alert>
          ) : null}
          {file ? (
            <>
              <ImportPreview
                fileName={file.name}
                rows={file.rows}
                checks={checks}
                onRows={setRows}
              />
              <Button
                variant="contained"
                sx={{ mt: 2 }}
                disabled={ready.length === 0 || divisions === undefined || importing}
                onClick={runImport}
              >
                {translate('resources.userImports.import', { smart_count: ready.length })}
              </Button>
            </>
          ) : null}
        </>
      )}
    </>
  );
}

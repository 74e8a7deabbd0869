// Long exports can be cancelled between pages.
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useRef, useState } from 'react';
import {
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { toCsv } from '@/domain/csv';
import type { Progress } from '@/providers/types';
import { downloadCsv } from './csv';
import { exportRows, readAllPages, type ExportColumn } from './exportList';

export interface ExportListButtonProps<RecordType extends RaRecord> {
  columns: readonly ExportColumn<RecordType>[];
  fileName: string;
  /** Records per request; the default suits the app, tests make it small. */
  pageSize?: number;
}

export function ExportListButton<RecordType extends RaRecord = RaRecord>({
  columns,
  fileName,
  pageSize,
}: ExportListButtonProps<RecordType>) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { resource, filter, filterValues, sort, total, isPending } = useListContext<RecordType>();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<Progress>({ done: 0, total: 0 });
  const abort = useRef<AbortController | null>(null);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setProgress({ done: 0, total: total ?? 0 });
    try {
      const records = await readAllPages<RecordType>({
        dataProvider,
        resource,
        filter: { ...filterValues, ...filter },
        sort,
        pageSize,
        signal: controller.signal,
        onProgress: (done, counted) => setProgress({ done, total: counted }),
      });
      if (controller.signal.aborted) return;
      const rows = exportRows(columns, records, translate);
      downloadCsv(`${fileName}-${format(new Date(), 'yyyy-MM-dd')}.csv`, toCsv(rows));
    } catch {
      // A cancelled export fails with the signal's reason, and says nothing.
      if (!controller.signal.aborted) notify('app.export.error', { type: 'error' });
    } finally {
      abort.current = null;
      setRunning(false);
    }
  };

  const percent = progress.total > 0 ? Math.min(100, (progress.done / progress.total) * 100) : 0;
  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => void run()}
        disabled={isPending || running || total === 0}
      >
        {translate('ra.action.export')}
      </Button>
      <Dialog open={running}>
        <DialogTitle>{translate('app.export.progress_title')}</DialogTitle>
        <DialogContent sx={{ minWidth: 320 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={translate('app.export.progress_title')}
          />
          <Typography role="status" variant="body2" sx={{ mt: 1 }}>
            {translate('app.export.progress', {
              done: progress.done,
              smart_count: progress.total,
            })}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => abort.current?.abort()}>{translate('ra.action.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

// The sent notifications of one organisation (docs/product.md §2): sent date, measurement, risk level, title
// and body; 'No notifications yet' when there are none.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useListContext, type RaRecord } from 'react-admin';
import { formatSentAt, riskLevelText } from '@/domain/notifications';
import type { Notification } from '@/domain/types';

type NotificationRecord = Notification & RaRecord;

export function NotificationsTable({ organisationName }: { organisationName: string }) {
  const { data, isPending, error, refetch } = useListContext<NotificationRecord>();

  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading notifications" />
      </Box>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch()}>
            Retry
          </Button>
        }
      >
        Could not load the notifications. Please, try again later.
      </Alert>
    );
  }
  if (!data || data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        No notifications yet
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table aria-label={`Notifications sent to ${organisationName}`} size="small">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Sent date</TableCell>
            <TableCell scope="col">Measurement</TableCell>
            <TableCell scope="col">Risk level</TableCell>
            <TableCell scope="col">Title</TableCell>
            <TableCell scope="col">Body</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((notification) => (
            <TableRow key={notification.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {notification.createdAt instanceof Date
                  ? formatSentAt(notification.createdAt)
                  : '—'}
              </TableCell>
              <TableCell>{notification.measurement || '—'}</TableCell>
              <TableCell>{riskLevelText(notification.color)}</TableCell>
              <TableCell>{notification.title}</TableCell>
              <TableCell>{notification.body}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

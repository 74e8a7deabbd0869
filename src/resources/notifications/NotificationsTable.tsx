// The sent notifications of one organisation (docs/product.md §2): sent date, measurement, risk level, title
// and body; 'No notifications yet' when there are none.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { formatSentAt, riskLevelText } from '@/domain/notifications';
import type { Notification } from '@/domain/types';
import { ListBodyState } from '@/shared/ListBodyState';

type NotificationRecord = Notification & RaRecord;

// Whole keys, so that the catalogue test sees each one.
const COLUMNS = [
  'resources.notifications.columns.sentAt',
  'resources.notifications.columns.measurement',
  'resources.notifications.columns.riskLevel',
  'resources.notifications.columns.title',
  'resources.notifications.columns.body',
] as const;

export function NotificationsTable({ organisationName }: { organisationName: string }) {
  const { data = [] } = useListContext<NotificationRecord>();
  const translate = useTranslate();

  return (
    <ListBodyState
      label={translate('resources.notifications.list_label')}
      emptyText={translate('resources.notifications.empty')}
      errorText={translate('resources.notifications.list_failed')}
    >
      <TableContainer>
        <Table
          aria-label={translate('resources.notifications.table', {
            organisation: organisationName,
          })}
          size="small"
        >
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} scope="col">
                  {translate(column)}
                </TableCell>
              ))}
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
    </ListBodyState>
  );
}

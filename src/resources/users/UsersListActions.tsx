import Stack from '@mui/material/Stack';
import type { ListedUser } from '@/domain/userList';
import { ExportListButton } from '@/shared/export/ExportListButton';
import type { ExportColumn } from '@/shared/export/exportList';
import { UsersSortSelect } from './UsersSortSelect';

export function UsersListActions({
  exportColumns,
}: {
  exportColumns: readonly ExportColumn<ListedUser>[];
}) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <UsersSortSelect />
      <ExportListButton columns={exportColumns} fileName="kynd-users" />
    </Stack>
  );
}

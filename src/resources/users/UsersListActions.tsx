import Stack from '@mui/material/Stack';
import { UsersSortSelect } from './UsersSortSelect';

/** The Users list's top bar: its sort, and the export of what the filters select. */
export function UsersListActions() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <UsersSortSelect />
      {/* The Export button of the list (<ExportListButton />) goes here. */}
    </Stack>
  );
}

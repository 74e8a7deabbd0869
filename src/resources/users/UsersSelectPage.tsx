import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useListContext, useTranslate } from 'react-admin';
import { userActionsFor, type ListedUser, type Viewer } from '@/domain/userList';

// A selection on other pages stays.
export function UsersSelectPage({ viewer }: { viewer: Viewer }) {
  const translate = useTranslate();
  const { data, selectedIds, onSelect } = useListContext<ListedUser & { id: string }>();
  const selectable = (data ?? [])
    .filter((user) => userActionsFor(viewer, user).administer)
    .map((user) => user.id);
  const chosen = selectable.filter((id) => selectedIds.includes(id));
  const all = selectable.length > 0 && chosen.length === selectable.length;
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          disabled={selectable.length === 0}
          onChange={() =>
            onSelect(
              all
                ? selectedIds.filter((id) => !selectable.includes(String(id)))
                : [...new Set([...selectedIds, ...selectable])],
            )
          }
        />
      }
      label={translate('app.bulk.select_page')}
    />
  );
}

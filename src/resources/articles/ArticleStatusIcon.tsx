// The Status column (docs/product.md §2): a public or hidden icon, named for screen readers.
import { Tooltip } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import HiddenIcon from '@mui/icons-material/VisibilityOff';

export function ArticleStatusIcon({ isActive }: { isActive: boolean }) {
  const label = isActive ? 'Public' : 'Hidden';
  const Icon = isActive ? PublicIcon : HiddenIcon;
  return (
    <Tooltip title={label} describeChild>
      <Icon titleAccess={label} color={isActive ? 'success' : 'disabled'} />
    </Tooltip>
  );
}

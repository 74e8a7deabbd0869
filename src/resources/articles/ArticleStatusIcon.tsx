import { Tooltip } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import HiddenIcon from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';

export function ArticleStatusIcon({ isActive }: { isActive: boolean }) {
  const translate = useTranslate();
  const label = translate(
    isActive ? 'resources.articles.preview.public' : 'resources.articles.preview.hidden',
  );
  const Icon = isActive ? PublicIcon : HiddenIcon;
  return (
    <Tooltip title={label} describeChild>
      <Icon titleAccess={label} color={isActive ? 'success' : 'disabled'} />
    </Tooltip>
  );
}

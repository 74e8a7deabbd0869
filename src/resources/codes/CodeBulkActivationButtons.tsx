import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useListContext, useTranslate } from 'react-admin';
import { BulkUpdateConfirmButton } from '@/shared/BulkUpdateConfirmButton';

export function CodeBulkActivationButtons() {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const count = { smart_count: selectedIds.length };
  return (
    <>
      {(['activate', 'deactivate'] as const).map((action) => (
        <BulkUpdateConfirmButton
          key={action}
          label={`resources.codes.actions.${action}`}
          icon={action === 'activate' ? <ToggleOnIcon /> : <ToggleOffIcon />}
          data={{ isActive: action === 'activate' }}
          confirmTitle={translate(`resources.codes.bulk.${action}_title`, count)}
          confirmContent="resources.codes.bulk.content"
          errorMessage="resources.codes.notifications.activation_error"
        />
      ))}
    </>
  );
}

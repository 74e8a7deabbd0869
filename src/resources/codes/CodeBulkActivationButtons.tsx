import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useListContext, useTranslate } from 'react-admin';
import { BulkUpdateConfirmButton } from '@/shared/BulkUpdateConfirmButton';

const ERROR = 'resources.codes.notifications.activation_error';

export function CodeBulkActivationButtons() {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const count = { smart_count: selectedIds.length };
  return (
    <>
      <BulkUpdateConfirmButton
        label="resources.codes.actions.activate"
        icon={<ToggleOnIcon />}
        data={{ isActive: true }}
        confirmTitle={translate('resources.codes.bulk.activate_title', count)}
        confirmContent="resources.codes.bulk.content"
        errorMessage={ERROR}
      />
      <BulkUpdateConfirmButton
        label="resources.codes.actions.deactivate"
        icon={<ToggleOffIcon />}
        data={{ isActive: false }}
        confirmTitle={translate('resources.codes.bulk.deactivate_title', count)}
        confirmContent="resources.codes.bulk.content"
        errorMessage={ERROR}
      />
    </>
  );
}

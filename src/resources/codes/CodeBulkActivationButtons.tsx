// The codes list's bulk actions: activate or deactivate the selected codes (the Activation switch of
// docs/product.md §2 for many rows), each after a confirmation. The provider commits them in batches.
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { BulkUpdateButton, useListContext, useNotify, useTranslate } from 'react-admin';

export function CodeBulkActivationButtons() {
  const notify = useNotify();
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const onError = () => notify('resources.codes.notifications.activation_error', { type: 'error' });
  const count = { smart_count: selectedIds.length };
  return (
    <>
      <BulkUpdateButton
        label="resources.codes.actions.activate"
        icon={<ToggleOnIcon />}
        data={{ isActive: true }}
        mutationMode="pessimistic"
        confirmTitle={translate('resources.codes.bulk.activate_title', count)}
        confirmContent="resources.codes.bulk.content"
        mutationOptions={{ onError }}
      />
      <BulkUpdateButton
        label="resources.codes.actions.deactivate"
        icon={<ToggleOffIcon />}
        data={{ isActive: false }}
        mutationMode="pessimistic"
        confirmTitle={translate('resources.codes.bulk.deactivate_title', count)}
        confirmContent="resources.codes.bulk.content"
        mutationOptions={{ onError }}
      />
    </>
  );
}

// The division is the code's own `divisionName`, which the server renames with its division: the
// page reads its codes and nothing else.
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { DataTable, useListContext, useNotify, useTranslate, useUpdate } from 'react-admin';
import { usageText } from '@/domain/codes';
import type { Code } from '@/domain/types';
import { RowHeaderColumn } from '@/shared/RowHeaderColumn';
import { RowNumberField } from '@/shared/RowNumberField';
import { BulkUpdateConfirmButton } from '@/shared/BulkUpdateConfirmButton';

export function CodeTable() {
  const notify = useNotify();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdate<Code>();
  const count = { smart_count: useListContext().selectedIds.length };

  const toggle = (code: Code) =>
    update(
      'codes',
      { id: code.id, data: { isActive: !code.isActive }, previousData: code },
      {
        onError: () => notify('resources.codes.notifications.activation_error', { type: 'error' }),
      },
    );

  return (
    <DataTable<Code>
      aria-label={translate('resources.codes.titles.list')}
      rowClick={false}
      bulkActionButtons={
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
      }
    >
      <DataTable.Col label="app.common.row_number">
        <RowNumberField />
      </DataTable.Col>
      <RowHeaderColumn<Code> source="code" label="resources.codes.fields.code" />
      <DataTable.Col<Code> source="divisionName" label="resources.codes.fields.divisionName" />
      <DataTable.Col<Code>
        source="currentUsage"
        label="resources.codes.fields.currentUsage"
        render={usageText}
      />
      <DataTable.Col<Code>
        label="resources.codes.fields.isActive"
        render={(code) => (
          <FormControlLabel
            control={
              <Switch
                checked={code.isActive === true}
                disabled={isPending}
                onChange={() => void toggle(code)}
              />
            }
            label={translate('resources.codes.list.active')}
          />
        )}
      />
    </DataTable>
  );
}

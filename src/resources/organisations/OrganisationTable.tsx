// Only the name sorts: the other columns are lists or counts no index serves.
import { DataTable, usePermissions, useTranslate } from 'react-admin';
import { readsAuditTrail } from '@/domain/audit';
import type { Organisation } from '@/domain/types';
import type { KyndPermissions } from '@/providers/authProvider';
import { RowHeaderColumn } from '@/shared/RowHeaderColumn';
import { RowNumberField } from '@/shared/RowNumberField';
import type { SummarisedCode } from '@/domain/codeSummaries';
import { CodesCell } from './CodesCell';
import { employeesOf } from './employeesOf';
import { HistoryCell } from './HistoryCell';
import { ManagersCell } from './ManagersCell';
import { QuestionnairesCell } from './QuestionnairesCell';
import { StatusCell } from './StatusCell';

export function OrganisationTable({
  codes,
  editing,
  edits,
  invalid,
  onEdit,
  canManage,
}: {
  /** None for a caller who may not read codes (src/domain/codes.ts readsCodes): no Codes column. */
  codes: { list: readonly SummarisedCode[]; status: 'pending' | 'error' | 'success' } | undefined;
  editing: boolean;
  edits: Record<string, string>;
  invalid: readonly string[];
  onEdit: (codeId: string, value: string) => void;
  canManage: boolean;
}) {
  const translate = useTranslate();
  const { permissions } = usePermissions<KyndPermissions | null>();
  return (
    <DataTable<Organisation>
      aria-label={translate('resources.organisations.titles.list')}
      rowClick={false}
      bulkActionButtons={false}
    >
      <DataTable.Col label="app.common.row_number" disableSort>
        <RowNumberField />
      </DataTable.Col>
      <RowHeaderColumn<Organisation> source="name" label="resources.organisations.fields.name" />
      <DataTable.Col<Organisation>
        label="resources.organisations.fields.managers"
        disableSort
        render={(organisation) => (
          <ManagersCell organisation={organisation} canManage={canManage} />
        )}
      />
      {codes ? (
        <DataTable.Col<Organisation>
          label="resources.organisations.fields.codes"
          disableSort
          render={(organisation) => (
            <CodesCell
              codes={codes.list.filter((code) => code.organisationId === organisation.id)}
              status={codes.status}
              editing={editing}
              edits={edits}
              invalid={invalid}
              onEdit={onEdit}
            />
          )}
        />
      ) : null}
      <DataTable.Col<Organisation>
        label="resources.organisations.fields.employees"
        disableSort
        render={(organisation) => employeesOf(organisation)}
      />
      <DataTable.Col<Organisation>
        label="resources.organisations.fields.isActive"
        disableSort
        render={(organisation) => <StatusCell organisation={organisation} canManage={canManage} />}
      />
      <DataTable.Col<Organisation>
        label="resources.organisations.fields.customQuestionnaires"
        disableSort
        render={(organisation) => (
          <QuestionnairesCell organisation={organisation} canManage={canManage} />
        )}
      />
      {permissions && readsAuditTrail(permissions) ? (
        <DataTable.Col<Organisation>
          label="resources.organisations.fields.history"
          disableSort
          render={(organisation) => <HistoryCell organisation={organisation} />}
        />
      ) : null}
    </DataTable>
  );
}

// docs/product.md §2 Organisations table: #, Name, Managers, Codes, #Employees, Status, Custom Questionnaires.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useListContext, useTranslate } from 'react-admin';
import type { Code, Organisation } from '@/domain/types';
import { CodesCell } from './CodesCell';
import { ManagersCell } from './ManagersCell';
import { QuestionnairesCell } from './QuestionnairesCell';
import { StatusCell } from './StatusCell';

const COLUMNS = [
  'app.common.row_number',
  'resources.organisations.fields.name',
  'resources.organisations.fields.managers',
  'resources.organisations.fields.codes',
  'resources.organisations.fields.employees',
  'resources.organisations.fields.isActive',
  'resources.organisations.fields.customQuestionnaires',
] as const;

export function OrganisationTable({
  codes,
  codesStatus,
  editing,
  edits,
  invalid,
  onEdit,
  canManage,
}: {
  codes: Code[] | undefined;
  codesStatus: 'loading' | 'error' | 'ready';
  editing: boolean;
  edits: Record<string, string>;
  invalid: readonly string[];
  onEdit: (codeId: string, value: string) => void;
  /** The caller may change organisations (provider scope); others see them read-only. */
  canManage: boolean;
}) {
  const translate = useTranslate();
  const { data, page, perPage } = useListContext<Organisation>();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('resources.organisations.titles.list')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((organisation, index) => (
            <TableRow key={organisation.id} hover>
              <TableCell>{(page - 1) * perPage + index + 1}</TableCell>
              <TableCell component="th" scope="row">
                {organisation.name}
              </TableCell>
              <TableCell>
                <ManagersCell organisation={organisation} canManage={canManage} />
              </TableCell>
              <TableCell>
                <CodesCell
                  codes={codes?.filter((code) => code.organisationId === organisation.id)}
                  status={codesStatus}
                  editing={editing}
                  edits={edits}
                  invalid={invalid}
                  onEdit={onEdit}
                />
              </TableCell>
              <TableCell>{organisation.employees?.length ?? 0}</TableCell>
              <TableCell>
                <StatusCell organisation={organisation} canManage={canManage} />
              </TableCell>
              <TableCell>
                <QuestionnairesCell organisation={organisation} canManage={canManage} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// docs/product.md §2 codes table: #, Code, Division, Usage (current / maximum), Activation. The division is
// named as the organisation names it now (a renamed division shows its new name).
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useGetOne, useListContext, useNotify, useTranslate, useUpdate } from 'react-admin';
import { usageText } from '@/domain/codes';
import { divisionNameOf } from '@/domain/divisions';
import type { Code, Organisation } from '@/domain/types';
import { ListBodyState } from '@/shared/ListBodyState';

const COLUMNS = [
  'app.common.row_number',
  'resources.codes.fields.code',
  'resources.codes.fields.divisionName',
  'resources.codes.fields.currentUsage',
  'resources.codes.fields.isActive',
] as const;

export function CodeTable({ organisationId }: { organisationId: string }) {
  const notify = useNotify();
  const translate = useTranslate();
  const { data, page, perPage } = useListContext<Code>();
  const organisation = useGetOne<Organisation>('organisations', { id: organisationId });
  const [update, { isPending }] = useUpdate<Code>();

  const toggle = (code: Code) =>
    update(
      'codes',
      { id: code.id, data: { isActive: !code.isActive }, previousData: code },
      {
        onError: () => notify('resources.codes.notifications.activation_error', { type: 'error' }),
      },
    );

  return (
    <ListBodyState
      label="resources.codes.list.items"
      emptyText="resources.codes.list.empty"
      errorText="resources.codes.list.error"
    >
      <TableContainer>
        <Table size="small" aria-label={translate('resources.codes.titles.list')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(column)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((code, index) => (
              <TableRow key={code.id} hover>
                <TableCell>{(page - 1) * perPage + index + 1}</TableCell>
                <TableCell component="th" scope="row">
                  {code.code}
                </TableCell>
                <TableCell>
                  {divisionNameOf(organisation.data?.divisions, code.divisionId, code.divisionName)}
                </TableCell>
                <TableCell>{usageText(code)}</TableCell>
                <TableCell>
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
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ListBodyState>
  );
}

// The divisions table: #, Name, Description, Codes, and Edit ('Default division' cannot be edited,
// docs/product.md §4).
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { isDefaultDivision } from '@/domain/divisions';
import type { Division } from '@/domain/types';
import { ListBodyState } from '@/shared/ListBodyState';
import { DivisionEditDialog } from './DivisionEditDialog';

const COLUMNS = [
  'app.common.row_number',
  'resources.divisions.fields.name',
  'resources.divisions.fields.description',
  'resources.divisions.fields.codes',
  'ra.action.edit',
] as const;

export function DivisionTable({ organisationId }: { organisationId: string }) {
  const translate = useTranslate();
  const { data, page, perPage } = useListContext<Division & { organisationId: string }>();
  const [editing, setEditing] = useState<Division | null>(null);
  return (
    <ListBodyState
      label="resources.divisions.list.items"
      emptyText="resources.divisions.list.empty"
      errorText="resources.divisions.list.error"
    >
      <TableContainer>
        <Table size="small" aria-label={translate('resources.divisions.titles.list')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(column)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((division, index) => (
              <TableRow key={division.id} hover>
                <TableCell>{(page - 1) * perPage + index + 1}</TableCell>
                <TableCell component="th" scope="row">
                  {division.name}
                </TableCell>
                <TableCell>{division.description ?? ''}</TableCell>
                <TableCell>
                  {(division.codes ?? []).map((code) => code.code).join(', ') || (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {translate('resources.divisions.list.no_codes')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {isDefaultDivision(division) ? (
                    <Typography variant="body2" color="text.secondary">
                      {translate('resources.divisions.list.not_editable')}
                    </Typography>
                  ) : (
                    <Button size="small" onClick={() => setEditing(division)}>
                      {translate('ra.action.edit')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editing ? (
        <DivisionEditDialog
          division={editing}
          organisationId={organisationId}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ListBodyState>
  );
}

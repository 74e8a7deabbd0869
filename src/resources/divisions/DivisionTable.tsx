// The provider sorts the divisions in memory, so any column sorts without an index; the codes come
// from the code summary, for those who may read them.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import { isDefaultDivision } from '@/domain/divisions';
import { RowHeaderColumn } from '@/shared/RowHeaderColumn';
import { RowNumberField } from '@/shared/RowNumberField';
import { useCodeSummaries } from '@/shared/useCodeSummaries';
import type { DivisionRecord } from './data';
import { DivisionEditDialog } from './DivisionEditDialog';

export function DivisionTable({ organisationId }: { organisationId: string }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<DivisionRecord | null>(null);
  const { data = [] } = useListContext<DivisionRecord>();
  const codes = useCodeSummaries(
    [organisationId],
    data.map((division) => division.id),
  );
  const codesOf = (division: DivisionRecord) =>
    (codes.data ?? []).filter((code) => code.divisionId === division.id).map((code) => code.code);
  return (
    <>
      <DataTable<DivisionRecord>
        aria-label={translate('resources.divisions.titles.list')}
        rowClick={false}
        bulkActionButtons={false}
      >
        <DataTable.Col label="app.common.row_number">
          <RowNumberField />
        </DataTable.Col>
        <RowHeaderColumn<DivisionRecord> source="name" label="resources.divisions.fields.name" />
        <DataTable.Col source="description" label="resources.divisions.fields.description" />
        {codes.shown ? (
          <DataTable.Col<DivisionRecord>
            label="resources.divisions.fields.codes"
            render={(division) =>
              codes.status !== 'success'
                ? null
                : codesOf(division).join(', ') || (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {translate('resources.divisions.list.no_codes')}
                    </Typography>
                  )
            }
          />
        ) : null}
        <DataTable.Col<DivisionRecord>
          label="ra.action.edit"
          render={(division) =>
            isDefaultDivision(division) ? (
              <Typography variant="body2" color="text.secondary">
                {translate('resources.divisions.list.not_editable')}
              </Typography>
            ) : (
              <Button size="small" onClick={() => setEditing(division)}>
                {translate('ra.action.edit')}
              </Button>
            )
          }
        />
      </DataTable>
      {editing ? <DivisionEditDialog division={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

import { Box, Link, Stack, Typography } from '@mui/material';
import { DataTable, DateInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AUDIT_KINDS, auditActionText, auditChangeLines } from '@/domain/audit';
import { formatDateTime } from '@/domain/wording';
import { activityByActorPath, activityPathFor } from '@/shared/activityPath';
import { ListBodyState } from '@/shared/ListBodyState';
import { ActorInput } from './ActorInput';
import { activityExportColumns, type ActivityRecord } from './exportColumns';
import { ListScreen } from '@/shared/ListScreen';

// Filters, sort and page are kept in the URL, so that a target's history is a link.
const KIND_CHOICES = AUDIT_KINDS.map((kind) => ({
  id: kind,
  name: `resources.activity.kinds.${kind}`,
}));

const filter = (source: string) => ({
  source,
  label: `resources.activity.filters.${source}`,
  alwaysOn: true,
});

const FILTERS = [
  <ActorInput key="actorUid" {...filter('actorUid')} />,
  <TextInput key="targetId" {...filter('targetId')} />,
  <SelectInput key="kind" {...filter('kind')} choices={KIND_CHOICES} />,
  <DateInput key="from" {...filter('from')} />,
  <DateInput key="to" {...filter('to')} />,
];

export function ActivityList() {
  const translate = useTranslate();
  return (
    <ListScreen<ActivityRecord>
      heading="resources.activity.title"
      exportColumns={activityExportColumns}
      fileName="kynd-activity"
      resource="activity"
      filters={FILTERS}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
    >
      <ListBodyState
        label="resources.activity.items"
        emptyText="resources.activity.empty"
        errorText="resources.activity.list_error"
      >
        <DataTable<ActivityRecord>
          aria-label={translate('resources.activity.list')}
          bulkActionButtons={false}
          rowClick={false}
        >
          {/* Always newest first (data.ts descendingOnly): the header toggles nothing. */}
          <DataTable.Col
            source="at"
            label="resources.activity.columns.at"
            disableSort
            render={(record) => formatDateTime(record.at)}
          />
          <DataTable.Col
            label="resources.activity.columns.actor"
            render={(record) => {
              const name = record.actor.name || record.actor.uid;
              const title = translate('resources.activity.actions.by_actor', { name });
              return historyLink(activityByActorPath(record.actor.uid), title, name);
            }}
          />
          <DataTable.Col source="actor.role" label="resources.activity.columns.role" disableSort />
          <DataTable.Col
            label="resources.activity.columns.action"
            render={(record) => (
              <Stack>
                <span>{auditActionText(record as ActivityRecord, translate)}</span>
                <Typography variant="caption" color="text.secondary">
                  {translate('resources.activity.via', { via: record.via })}
                </Typography>
              </Stack>
            )}
          />
          <DataTable.Col
            label="resources.activity.columns.target"
            render={({ target }) => {
              if (!target.id) return target.label;
              const label = target.label || target.id;
              const title = translate('resources.activity.actions.of_target', { label });
              return historyLink(activityPathFor(target.id), title, label);
            }}
          />
          <DataTable.Col<ActivityRecord>
            label="resources.activity.columns.changes"
            render={(record) => <ActivityChanges record={record} />}
          />
        </DataTable>
      </ListBodyState>
    </ListScreen>
  );
}

const historyLink = (to: string, title: string, text: string) => (
  <Link component={RouterLink} to={to} title={title}>
    {text}
  </Link>
);

function ActivityChanges({ record }: { record: ActivityRecord }) {
  const translate = useTranslate();
  const lines = auditChangeLines(record.before ?? {}, record.after ?? {}, translate);
  if (lines.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {lines.map((line) => (
        <Typography key={line} component="li" variant="body2" sx={{ wordBreak: 'break-word' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

import { auditActionText, auditChangeLines, type AuditEntry } from '@/domain/audit';
import type { ExportColumn } from '@/shared/export/exportList';

const KEYS = 'resources.activity';

export type ActivityRecord = AuditEntry & { id: string };

export const activityExportColumns: readonly ExportColumn<ActivityRecord>[] = [
  { label: `${KEYS}.columns.at`, value: (entry) => entry.at },
  { label: `${KEYS}.columns.actor`, value: (entry) => entry.actor.name || entry.actor.uid },
  { label: `${KEYS}.columns.role`, value: (entry) => entry.actor.role },
  { label: `${KEYS}.columns.action`, value: auditActionText },
  { label: `${KEYS}.columns.target`, value: (entry) => entry.target.label || entry.target.id },
  {
    label: `${KEYS}.columns.changes`,
    value: (entry, translate) => auditChangeLines(entry.before ?? {}, entry.after ?? {}, translate),
  },
];

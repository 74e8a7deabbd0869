import { auditActionText, auditChangeLines, type AuditEntry } from '@/domain/audit';
import type { ExportColumn } from '@/shared/export/exportList';

export const activityExportColumns: readonly ExportColumn<AuditEntry & { id: string }>[] = [
  { label: 'resources.activity.columns.at', value: (entry) => entry.at },
  {
    label: 'resources.activity.columns.actor',
    value: (entry) => entry.actor.name || entry.actor.uid,
  },
  { label: 'resources.activity.columns.role', value: (entry) => entry.actor.role },
  {
    label: 'resources.activity.columns.action',
    value: (entry, translate) => auditActionText(entry, translate),
  },
  {
    label: 'resources.activity.columns.target',
    value: (entry) => entry.target.label || entry.target.id,
  },
  {
    label: 'resources.activity.columns.changes',
    value: (entry, translate) => auditChangeLines(entry.before ?? {}, entry.after ?? {}, translate),
  },
];

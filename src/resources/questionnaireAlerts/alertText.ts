import { format } from 'date-fns';
import type { AlertStatus } from '@/config/constants';
import type { AlertPerson } from '@/domain/types';

export function formatAlertDate(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '—';
  return format(date, 'dd MMM yyyy, HH:mm');
}

export function personName(person: Partial<AlertPerson> | undefined, unknown: string): string {
  return `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim() || unknown;
}

export const STATUS_COLOUR: Record<AlertStatus, 'error' | 'warning' | 'success'> = {
  Open: 'error',
  'In Progress': 'warning',
  Resolved: 'success',
};

import { format } from 'date-fns';

/** react-admin's translate, for the domain's functions that word a file the browser writes. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The screens' date and time ('05 Mar 2026, 09:07'); '—' for no date. */
export function formatDateTime(date: unknown): string {
  return date instanceof Date && !Number.isNaN(date.getTime())
    ? format(date, 'dd MMM yyyy, HH:mm')
    : '—';
}

import type { TranslateFunction } from 'react-admin';
import type { AlertStatus } from '@/config/constants';
import { personName as fullName } from '@/domain/audit';
import type { AlertPerson } from '@/domain/types';
import { formatDateTime } from '@/domain/wording';

export const formatAlertDate = (value: unknown): string =>
  formatDateTime(typeof value === 'string' ? new Date(value) : value);

export const personName = (
  person: Partial<AlertPerson> | undefined,
  translate: TranslateFunction,
): string => fullName(person ?? {}) || translate('resources.questionnaireAlerts.unknown_user');

export const STATUS_COLOUR: Record<AlertStatus, 'error' | 'warning' | 'success'> = {
  Open: 'error',
  'In Progress': 'warning',
  Resolved: 'success',
};

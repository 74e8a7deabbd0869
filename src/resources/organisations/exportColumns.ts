import { normaliseQuestionnaires } from '@/config/constants';
import { questionnaireLabel } from '@/domain/organisations';
import type { Organisation } from '@/domain/types';
import type { ExportColumn } from '@/shared/export/exportList';

const KEYS = 'resources.organisations';

export const organisationExportColumns: readonly ExportColumn<Organisation>[] = [
  { label: `${KEYS}.fields.name`, value: (organisation) => organisation.name },
  {
    label: `${KEYS}.fields.managers`,
    value: (organisation) => (organisation.managers ?? []).map((manager) => manager.name),
  },
  { label: `${KEYS}.fields.employees`, value: (organisation) => organisation.employeeCount ?? 0 },
  { label: `${KEYS}.fields.isActive`, value: (organisation) => organisation.isActive === true },
  {
    label: `${KEYS}.fields.customQuestionnaires`,
    value: (organisation) =>
      normaliseQuestionnaires(organisation.customQuestionnaires).map(questionnaireLabel),
  },
];

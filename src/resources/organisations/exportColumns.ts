import { normaliseQuestionnaires, questionnaireLabel } from '@/domain/organisations';
import type { Organisation } from '@/domain/types';
import type { ExportColumn } from '@/shared/export/exportList';

export const organisationExportColumns: readonly ExportColumn<Organisation>[] = [
  { label: 'resources.organisations.fields.name', value: (organisation) => organisation.name },
  {
    label: 'resources.organisations.fields.managers',
    value: (organisation) => (organisation.managers ?? []).map((manager) => manager.name),
  },
  {
    label: 'resources.organisations.fields.employees',
    value: (organisation) => organisation.employeeCount ?? 0,
  },
  {
    label: 'resources.organisations.fields.isActive',
    value: (organisation) => organisation.isActive === true,
  },
  {
    label: 'resources.organisations.fields.customQuestionnaires',
    value: (organisation) =>
      normaliseQuestionnaires(organisation.customQuestionnaires).map(questionnaireLabel),
  },
];

import type { Industry, Organisation } from '@/domain/types';
import type { ExportColumn } from '@/shared/export/exportList';

export const industryExportColumns: readonly ExportColumn<Industry>[] = [
  { label: 'resources.industries.fields.name', value: (industry) => industry.name },
  { label: 'resources.industries.fields.createdAt', value: (industry) => industry.createdAt },
];

export const organisationIndustryExportColumns: readonly ExportColumn<Organisation>[] = [
  { label: 'resources.industries.organisations.name', value: (organisation) => organisation.name },
  { label: 'app.common.industry', value: (organisation) => organisation.industry },
];

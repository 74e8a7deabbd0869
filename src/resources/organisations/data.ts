import { ORGANISATIONS_COLLECTION } from '@/domain/collections';
import type { Presenter, ResourceDataSpec } from '@/providers/dataSpec';
import type { NewOrganisation } from '@/domain/organisations';
import { markTaken } from '@/shared/codeInUse';
import { createOrganisation, organisationMethods } from './methods';

const divisionsByName: Presenter = (record) => {
  if (!Array.isArray(record.divisions)) return record;
  const divisions = [...(record.divisions as { name?: unknown }[])].sort((a, b) =>
    String(a.name ?? '').localeCompare(String(b.name ?? ''), undefined, { sensitivity: 'base' }),
  );
  return { ...record, divisions };
};

export const data = {
  kind: 'collection',
  collection: ORGANISATIONS_COLLECTION,
  scopeField: '__id__',
  filters: {
    industry: { field: 'industry', op: '==' },
    isActive: { field: 'isActive', op: '==' },
    customQuestionnaire: { field: 'customQuestionnaires', op: 'array-contains' },
  },
  // The name sorts and searches through lowerName (kept by the server on every organisation,
  // src/domain/derivedFields.ts): whatever its case, and one set of indexes for both.
  sortable: ['lowerName', 'industry', 'createdAt'],
  sortAliases: { name: 'lowerName' },
  nameSearch: { name: 'lowerName' },
  defaultSort: { field: 'lowerName', order: 'ASC' },
  // The server-kept employee count stands for the employee ids, which grow with the organisation;
  // the codes are read apart, by those who manage them.
  listFields: ['name', 'managers', 'employeeCount', 'isActive', 'customQuestionnaires', 'industry'],
  createdAt: true,
  present: divisionsByName,
  provider: (store) => ({
    create: (_resource, { data }) =>
      createOrganisation(store, data as NewOrganisation).then(
        (created) => ({ data: created }),
        markTaken('code', 'resources.organisations.validation.access_code_in_use'),
      ),
  }),
  methods: organisationMethods,
} as const satisfies ResourceDataSpec;

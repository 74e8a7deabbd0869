// Keeps the derived fields of an organisations document whoever writes it: the lower-case name
// (src/domain/derivedFields.ts), which the organisation pickers search by prefix (docs/product.md
// §2), and the employee count (src/domain/organisationSummary.ts), which the Organisations list
// shows instead of reading every employee id. An organisation created, renamed or joined without
// them would never be found by typing, or show a wrong #Employees.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { organisationDerivedFields } from '@/domain/derivedFields';
import { organisationEmployeeCount } from '@/domain/organisationSummary';
import { keepDerivedFields, plainData } from '../derivedFields';
import { triggerOptions } from '../options';

export const onOrganisationWritten = onDocumentWritten(
  { ...triggerOptions, document: 'organisations/{organisationId}' },
  async (event) => {
    const after = event.data?.after;
    const data = plainData(after);
    if (!after || !data) return;
    await keepDerivedFields(after, {
      ...organisationDerivedFields(data),
      ...organisationEmployeeCount(data),
    });
  },
);

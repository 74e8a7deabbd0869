// Keeps the lower-case name of an organisations document (src/domain/derivedFields.ts) whoever
// writes it: the organisation pickers search it by prefix (docs/product.md §2), and an
// organisation created or renamed without it would never be found by typing.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { organisationDerivedFields } from '@/domain/derivedFields';
import { keepDerivedFields, plainData } from '../derivedFields';
import { triggerOptions } from '../options';

export const onOrganisationWritten = onDocumentWritten(
  { ...triggerOptions, document: 'organisations/{organisationId}' },
  async (event) => {
    const after = event.data?.after;
    const data = plainData(after);
    if (!after || !data) return;
    await keepDerivedFields(after, organisationDerivedFields(data));
  },
);

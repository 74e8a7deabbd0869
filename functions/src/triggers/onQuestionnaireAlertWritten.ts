// Keeps the name-search field of a questionnaireAlerts document (src/domain/derivedFields.ts) when
// any client writes it: the mobile app writes alerts with the fields of docs/product.md §3 only,
// and the Hearing Vision Alerts search (docs/product.md §5, contains on first plus last name)
// queries userNameFragments. Keeps its actionsSummary too (each panel's count of actions and
// latest action), which a page of alerts reads instead of the whole history.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { alertActionFields, alertDerivedFields } from '@/domain/derivedFields';
import { keepDerivedFields, plainData } from '../derivedFields';
import { triggerOptions } from '../options';

export const onQuestionnaireAlertWritten = onDocumentWritten(
  { ...triggerOptions, document: 'questionnaireAlerts/{alertId}' },
  async (event) => {
    const after = event.data?.after;
    const data = plainData(after);
    if (!after || !data) return;
    await keepDerivedFields(after, { ...alertDerivedFields(data), ...alertActionFields(data) });
  },
);

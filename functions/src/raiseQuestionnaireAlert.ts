// docs/app-contract.md hearing and vision: a questionnaire whose answers call for a follow-up
// raises an alert for the signed-in user in their own organisation. The server writes it, from
// the user's own documents, so that nobody raises an alert for someone else, with a status other
// than Open, or with actions; and it writes the name pieces the Hearing Vision Alerts search
// queries (domain/alerts alertNameFragments, the same as the demo seed). One alert per user and
// organisation (domain/appContract appAlertId): a second flag joins it, a flag already open
// changes nothing.
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableContracts } from '@/domain/callables';
import { ALERT_QUESTIONNAIRE_KEYS } from '@/config/constants';
import { appAlertId, newQuestionnaireAlert, raisedAlertChange } from '@/domain/appContract';
import { isAlertQuestionnaire } from '@/domain/alerts';
import { personName } from '@/domain/audit';
import { normaliseRole } from '@/domain/claims';
import { db } from './admin';
import { newAuditRef, recordAudit } from './audit';
import { requireAppUser } from './appUser';
import { callableOptions } from './options';
import { requireRecord } from './validation';

type Contract = CallableContracts['raiseQuestionnaireAlert'];

export const raiseQuestionnaireAlert = onCall<Contract['request'], Promise<Contract['response']>>(
  callableOptions,
  async (request) => {
    const { uid } = await requireAppUser(request);
    const data = requireRecord(request.data, 'Request');
    const questionnaire = data.questionnaire;
    if (!isAlertQuestionnaire(questionnaire)) {
      throw new HttpsError('invalid-argument', 'questionnaire must be hearing or vision.');
    }
    const firestore = db();
    const auditRef = newAuditRef(firestore);
    return firestore.runTransaction(async (transaction) => {
      // Read again inside the transaction: the organisation the alert goes to is the user's now.
      const user = (await transaction.get(firestore.collection('users').doc(uid))).data() ?? {};
      const organisationId = String(user.organisation?.id ?? '-');
      const organisation = await transaction.get(
        firestore.collection('organisations').doc(organisationId),
      );
      const offered: unknown = organisation.get('customQuestionnaires');
      if (!Array.isArray(offered) || !offered.includes(ALERT_QUESTIONNAIRE_KEYS[questionnaire])) {
        throw new HttpsError(
          'failed-precondition',
          `Your organisation does not offer the ${questionnaire} questionnaire.`,
        );
      }
      const alertId = appAlertId(organisationId, uid);
      const alertRef = firestore.collection('questionnaireAlerts').doc(alertId);
      const existing = await transaction.get(alertRef);
      // No before/after: which questionnaire flagged is personal health data.
      const raised = () =>
        recordAudit(
          transaction,
          auditRef,
          { uid, name: personName(user), role: normaliseRole(user.role) },
          {
            action: 'raisedAlert',
            target: { kind: 'alerts', id: alertId, label: personName(user) },
            organisationId,
            via: 'raiseQuestionnaireAlert',
          },
        );
      if (!existing.exists) {
        const alert = newQuestionnaireAlert(uid, user, questionnaire, new Date());
        transaction.create(alertRef, { ...alert, createdAt: Timestamp.now() });
        raised();
        return { alertId, changed: true };
      }
      const change = raisedAlertChange(existing.data() ?? {}, questionnaire);
      if (change) {
        transaction.update(alertRef, change);
        raised();
      }
      return { alertId, changed: change !== null };
    });
  },
);

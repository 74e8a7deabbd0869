// The deployed callables (docs/product.md §7), one per file.
export { scheduleOrgScoreCalculation } from './scheduleOrgScoreCalculation';
export { changeUserCustomClaim } from './changeUserCustomClaim';
export { checkIfUserIsMigrated } from './checkIfUserIsMigrated';
export { getUserByPhone } from './getUserByPhone';
export { deleteUserPersonalData } from './deleteUserPersonalData';
export { setNewPassword } from './setNewPassword';
export { verifyEmailAvailability } from './verifyEmailAvailability';
export { sendNotification } from './sendNotification';
export { registerUsersNotifications } from './registerUsersNotifications';
export { updateOrgScoresIndustry } from './updateOrgScoresIndustry';
export { searchScores } from './searchScores';
// User administration: the one path for role, status and organisation changes.
export { createUser } from './createUser';
export { updateUser } from './updateUser';
export { importUsers } from './importUsers';
export { bulkUpdateUsers } from './bulkUpdateUsers';
// The mobile app's doors (docs/app-contract.md).
export { signUpWithCode } from './signUpWithCode';
export { submitResults } from './submitResults';
export { raiseQuestionnaireAlert } from './raiseQuestionnaireAlert';
// Firestore triggers: the fields the screens read beyond what other clients write
// (src/domain/derivedFields.ts), kept whoever writes the documents.
export { onUserWritten } from './triggers/onUserWritten';
export { onQuestionnaireAlertWritten } from './triggers/onQuestionnaireAlertWritten';
export { onOrganisationWritten } from './triggers/onOrganisationWritten';
export { onCodeWritten } from './triggers/onCodeWritten';
export { onScoreRecalculationWritten } from './triggers/onScoreRecalculationWritten';
export { onIndustryWritten } from './triggers/onIndustryWritten';
// The nightly reconciliation of the score counters.
export { reconcileScores } from './reconcileScores';
// The audit trail of the screens' own writes (docs/security.md "Audit trail"); the callables
// write their entries themselves.
export {
  auditUserWrites,
  auditCodeWrites,
  auditOrganisationWrites,
  auditOrganisationNotificationWrites,
  auditQuestionWrites,
  auditIndustryWrites,
  auditArticleWrites,
  auditInitialMessageWrites,
  auditAlertActionWrites,
} from './triggers/onAuditedDocumentWritten';

export const ORGANISATIONS_COLLECTION = 'organisations';
export const USERS_COLLECTION = 'users';
export const USER_DIRECTORY_COLLECTION = 'userDirectory';
/** Server only: the users documents holding each e-mail (src/domain/userEmails.ts). */
export const USER_EMAILS_COLLECTION = 'userEmails';
export const CODES_COLLECTION = 'codes';
export const INDUSTRIES_COLLECTION = 'industries';
export const QUESTIONNAIRE_ALERTS_COLLECTION = 'questionnaireAlerts';
export const ARTICLES_COLLECTION = 'articles';
export const USER_IMPORTS_COLLECTION = 'userImports';
/** Read only by those who manage the organisation's codes. */
export const CODE_SUMMARIES_COLLECTION = 'codeSummaries';

// Where docs/product.md §3 keeps the documents that more than one part reads or writes: a
// resource's data spec (src/resources/*/data.ts) names its collection, and the provider's own
// reads and named operations find the same documents here.
export const ORGANISATIONS_COLLECTION = 'organisations';
export const USERS_COLLECTION = 'users';
/** What others may see of each user, kept by the server (src/domain/userDirectory.ts). */
export const USER_DIRECTORY_COLLECTION = 'userDirectory';
export const CODES_COLLECTION = 'codes';
export const INDUSTRIES_COLLECTION = 'industries';
export const QUESTIONNAIRE_ALERTS_COLLECTION = 'questionnaireAlerts';
export const ARTICLES_COLLECTION = 'articles';
/** The server-written imports (docs/product.md §5 Import users), each with a `rows` sub-collection. */
export const USER_IMPORTS_COLLECTION = 'userImports';
/**
 * What the administrators' screens show of an organisation's codes, one document per organisation
 * (src/domain/codeSummaries.ts), read only by those who manage its codes.
 */
export const CODE_SUMMARIES_COLLECTION = 'codeSummaries';

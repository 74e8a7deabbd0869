// The rules matrix of docs/roles.md, "Role × collection × operation": role × collection × operation → allow or deny, one row per
// target. Read each cell as the set of operations allowed: g get, l list, c create, u update,
// d delete; '-' in a position means denied. Organisation data is tested on organisation A (the
// caller's own, or the clinician's allowed one) and B (someone else's).
export const ROLES = ['signedOut', 'user', 'clinician', 'orgAdmin', 'kyndAdmin', 'staff'] as const;
export type RoleName = (typeof ROLES)[number];

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const TARGETS = [
  'organisations (A)',
  'organisations (B)',
  'notifications (A)',
  'notifications (B)',
  'scores (A)',
  'scores (B)',
  'withheldScores (A)',
  'organisationsScoresHistories (A)',
  'organisationsScoresHistories (B)',
  'withheldOrganisationsScoresHistories (A)',
  'industryScores',
  'industrySummaries',
  'withheldIndustryScores',
  'withheldIndustrySummaries',
  'providerSummaries',
  'users (A)',
  'users (B)',
  'userDirectory (A)',
  'userDirectory (B)',
  'codes (A)',
  'codes (B)',
  'codeSummaries (A)',
  'codeSummaries (B)',
  'questionnaireAlerts (A)',
  'questionnaireAlerts (B)',
  'industries',
  'questions',
  'articles',
  'initialMessages',
  'sentPushNotifications',
  'rateLimits',
  'userEmails',
  'scoreContributions',
  'scoreCounters (A)',
  'scoreRecalculations',
  'auditLog (A)',
  'auditLog (B)',
  'auditLog (provider)',
] as const;
export type Target = (typeof TARGETS)[number];

type Cell = string;
// docs/product.md §6: staff have the provider's read scope and none of its writes; users are created,
// deleted, moved and (de)activated only by the callables; alerts come from the server; an Org
// Admin writes its divisions, codes and alert actions, nothing else.
// prettier-ignore
//                                            signedOut user     clinician orgAdmin kyndAdmin staff
const TABLE: Record<Target, [Cell, Cell, Cell, Cell, Cell, Cell]> = {
  'organisations (A)':                       ['-----', 'g----', 'gl---', 'gl-u-', 'glcu-', 'gl---'],
  'organisations (B)':                       ['-----', '-----', '-----', '-----', 'glcu-', 'gl---'],
  'notifications (A)':                       ['-----', '-----', 'gl---', 'gl---', 'glc-d', 'gl---'],
  'notifications (B)':                       ['-----', '-----', '-----', '-----', 'glc-d', 'gl---'],
  'scores (A)':                              ['-----', '-----', 'gl---', 'gl---', 'gl---', 'gl---'],
  'scores (B)':                              ['-----', '-----', '-----', '-----', 'gl---', 'gl---'],
  // docs/product.md §5 Statistics visibility: the figures of too few users reach the Kynd Admin
  // alone, not the staff's read scope (src/domain/withheldFigures.ts).
  'withheldScores (A)':                      ['-----', '-----', '-----', '-----', 'gl---', '-----'],
  'organisationsScoresHistories (A)':        ['-----', '-----', 'gl---', 'gl---', 'gl---', 'gl---'],
  'organisationsScoresHistories (B)':        ['-----', '-----', '-----', '-----', 'gl---', 'gl---'],
  'withheldOrganisationsScoresHistories (A)':['-----', '-----', '-----', '-----', 'gl---', '-----'],
  'industryScores':                          ['-----', '-----', 'gl---', 'gl---', 'gl---', 'gl---'],
  'industrySummaries':                       ['-----', '-----', '-----', '-----', 'gl---', 'gl---'],
  'withheldIndustryScores':                  ['-----', '-----', '-----', '-----', 'gl---', '-----'],
  'withheldIndustrySummaries':               ['-----', '-----', '-----', '-----', 'gl---', '-----'],
  'providerSummaries':                       ['-----', '-----', '-----', '-----', 'gl---', 'gl---'],
  // docs/roles.md "What each role receives": a person's own record is read by them and the
  // provider; their organisation's administrators and clinicians read the directory entry.
  'users (A)':                               ['-----', '-----', '-----', '-----', 'gl-u-', 'gl---'],
  'users (B)':                               ['-----', '-----', '-----', '-----', 'gl-u-', 'gl---'],
  'userDirectory (A)':                       ['-----', '-----', 'gl---', 'gl---', 'gl---', 'gl---'],
  'userDirectory (B)':                       ['-----', '-----', '-----', '-----', 'gl---', 'gl---'],
  // docs/roles.md: codes reach only those who manage them (never a User or a Clinician).
  'codes (A)':                               ['-----', '-----', '-----', 'glcu-', 'glcud', 'gl---'],
  'codes (B)':                               ['-----', '-----', '-----', '-----', 'glcud', 'gl---'],
  'codeSummaries (A)':                       ['-----', '-----', '-----', 'gl---', 'gl---', 'gl---'],
  'codeSummaries (B)':                       ['-----', '-----', '-----', '-----', 'gl---', 'gl---'],
  'questionnaireAlerts (A)':                 ['-----', '-----', 'gl---', 'gl-u-', 'gl-u-', 'gl---'],
  'questionnaireAlerts (B)':                 ['-----', '-----', '-----', '-----', 'gl-u-', 'gl---'],
  'industries':                              ['-----', 'gl---', 'gl---', 'gl---', 'glcud', 'gl---'],
  'questions':                               ['-----', 'gl---', 'gl---', 'gl---', 'glcud', 'gl---'],
  'articles':                                ['-----', 'gl---', 'gl---', 'gl---', 'glcud', 'gl---'],
  'initialMessages':                         ['-----', 'gl---', 'gl---', 'gl---', 'glcud', 'gl---'],
  'sentPushNotifications':                   ['-----', '-----', '-----', '-----', '-----', '-----'],
  'rateLimits':                              ['-----', '-----', '-----', '-----', '-----', '-----'],
  // Who holds each e-mail: the creations' check, never a client's (src/domain/userEmails.ts).
  'userEmails':                              ['-----', '-----', '-----', '-----', '-----', '-----'],
  // What each user adds to the figures: the server's alone (src/domain/scoreContributions.ts).
  'scoreContributions':                      ['-----', '-----', '-----', '-----', '-----', '-----'],
  'scoreCounters (A)':                       ['-----', '-----', '-----', '-----', '-----', '-----'],
  // The calculations' marker: a client that could request one, or name its scopes, runs up the bill.
  'scoreRecalculations':                     ['-----', '-----', '-----', '-----', '-----', '-----'],
  // docs/security.md "Audit trail": read in the data's scope, written by the functions only.
  'auditLog (A)':                            ['-----', '-----', '-----', 'gl---', 'gl---', 'gl---'],
  'auditLog (B)':                            ['-----', '-----', '-----', '-----', 'gl---', 'gl---'],
  'auditLog (provider)':                     ['-----', '-----', '-----', '-----', 'gl---', 'gl---'],
};

const LETTER: Record<Operation, string> = {
  get: 'g',
  list: 'l',
  create: 'c',
  update: 'u',
  delete: 'd',
};

export function expected(target: Target, role: RoleName, operation: Operation): 'allow' | 'deny' {
  const cell = TABLE[target][ROLES.indexOf(role)];
  const position = OPERATIONS.indexOf(operation);
  if (cell.length !== OPERATIONS.length) throw new Error(`Malformed cell ${target} / ${role}`);
  return cell[position] === LETTER[operation] ? 'allow' : 'deny';
}

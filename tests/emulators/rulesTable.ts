// The rules matrix of issue 3: role × collection × operation → allow or deny, one row per target.
// Read each cell as the set of operations allowed: g get, l list, c create, u update, d delete;
// '-' in a position means denied. Organisation data is tested on organisation A (the
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
  'organisationsScoresHistories (A)',
  'organisationsScoresHistories (B)',
  'industryScores',
  'users (A)',
  'users (B)',
  'codes (A)',
  'codes (B)',
  'questionnaireAlerts (A)',
  'questionnaireAlerts (B)',
  'industries',
  'questions',
  'articles',
  'initialMessages',
  'sentPushNotifications',
] as const;
export type Target = (typeof TARGETS)[number];

type Cell = string;
// prettier-ignore
//                                            signedOut user     clinician orgAdmin kyndAdmin staff
const TABLE: Record<Target, [Cell, Cell, Cell, Cell, Cell, Cell]> = {
  'organisations (A)':                       ['-----', 'g----', 'gl---', 'gl-u-', 'glcud', 'glcud'],
  'organisations (B)':                       ['-----', '-----', '-----', '-----', 'glcud', 'glcud'],
  'notifications (A)':                       ['-----', '-----', 'gl---', 'glc--', 'glcud', 'glcud'],
  'notifications (B)':                       ['-----', '-----', '-----', '-----', 'glcud', 'glcud'],
  'organisationsScoresHistories (A)':        ['-----', '-----', 'gl---', 'gl---', 'gl---', 'gl---'],
  'organisationsScoresHistories (B)':        ['-----', '-----', '-----', '-----', 'gl---', 'gl---'],
  'industryScores':                          ['-----', '-----', 'gl---', 'gl---', 'gl---', 'gl---'],
  'users (A)':                               ['-----', '-----', 'gl---', 'glcu-', 'glcud', 'glcud'],
  'users (B)':                               ['-----', '-----', '-----', '-----', 'glcud', 'glcud'],
  'codes (A)':                               ['-----', '-----', 'gl---', 'glcu-', 'glcud', 'glcud'],
  'codes (B)':                               ['-----', '-----', '-----', '-----', 'glcud', 'glcud'],
  'questionnaireAlerts (A)':                 ['-----', '-----', 'gl---', 'gl-u-', 'glcud', 'glcud'],
  'questionnaireAlerts (B)':                 ['-----', '-----', '-----', '-----', 'glcud', 'glcud'],
  'industries':                              ['-----', 'gl---', 'gl---', 'gl---', 'glcud', 'glcud'],
  'questions':                               ['-----', 'gl---', 'gl---', 'gl---', 'glcud', 'glcud'],
  'articles':                                ['-----', 'gl---', 'gl---', 'gl---', 'glcud', 'glcud'],
  'initialMessages':                         ['-----', 'gl---', 'gl---', 'gl---', 'glcud', 'glcud'],
  'sentPushNotifications':                   ['-----', '-----', '-----', '-----', '-----', '-----'],
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

// The rules the alert tests run against: firestore.rules as it is today, with its
// `match /questionnaireAlerts/{…} { … }` block replaced by questionnaireAlerts.rules.fragment.
// The fragment is written against helpers of the rules being rewritten (callerData(),
// isKyndAdmin(), isProviderReader(), …); any of them the current file lacks is given a minimal
// definition here, so that the tests run today and keep running once the new file has them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const read = (relative: string) =>
  readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8');

export const currentRules = () => read('../../firestore.rules');
export const alertRulesFragment = () => read('./questionnaireAlerts.rules.fragment');

/** Stand-ins for the helpers the fragment uses, each added only when the file lacks it. */
const MINIMAL_HELPERS: Record<string, string> = {
  signedIn: `function signedIn() {
      return request.auth != null;
    }`,
  callerData: `function callerData() {
      return get(/databases/$(database)/documents/users/$(request.auth.uid)).data;
    }`,
  isKyndAdmin: `function isKyndAdmin() {
      return signedIn() && callerData().get('role', 'User') == 'Kynd Admin'
        && callerData().get('isActive', false) == true;
    }`,
  isOrgAdminOf: `function isOrgAdminOf(organisationId) {
      return signedIn() && callerData().get('role', 'User') == 'Org Admin'
        && callerData().get('isActive', false) == true
        && callerData().get('organisation', {}).get('id', '') == organisationId;
    }`,
  // Staff status comes from the Auth account; the emulator's test tokens carry it as a claim.
  isProviderReader: `function isProviderReader() {
      return isKyndAdmin()
        || (signedIn() && request.auth.token.get('staff', false) == true
            && callerData().get('isActive', false) == true);
    }`,
};

/** Index just past the brace that closes the one opened at `open` (comments and strings skipped). */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '/' && text[index + 1] === '/') {
      index = text.indexOf('\n', index);
      if (index === -1) break;
      continue;
    }
    if (char === "'" || char === '"') {
      const end = text.indexOf(char, index + 1);
      if (end === -1) break;
      index = end;
      continue;
    }
    if (char === '{') depth += 1;
    if (char === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  throw new Error('Unbalanced braces in firestore.rules');
}

export function spliceAlertRules(rules: string, fragment: string): string {
  const block = /^[ \t]*match\s+\/questionnaireAlerts\/\{\w+\}\s*\{/m.exec(rules);
  if (!block) throw new Error('firestore.rules has no match /questionnaireAlerts/{…} block');
  const end = closingBrace(rules, block.index + block[0].length - 1);
  let spliced = `${rules.slice(0, block.index)}${fragment.trimEnd()}${rules.slice(end)}`;

  const missing = Object.entries(MINIMAL_HELPERS)
    .filter(([name]) => !new RegExp(`function\\s+${name}\\s*\\(`).test(rules))
    .map(([, definition]) => `    ${definition}\n`);
  if (missing.length > 0) {
    const root = /match\s+\/databases\/\{database\}\/documents\s*\{[^\n]*\n/.exec(spliced);
    if (!root) throw new Error('firestore.rules has no match /databases/{database}/documents');
    const at = root.index + root[0].length;
    spliced = `${spliced.slice(0, at)}${missing.join('')}${spliced.slice(at)}`;
  }
  return spliced;
}

/** firestore.rules with the alert fragment in place of its alerts block. */
export function rulesWithAlertFragment(): string {
  return spliceAlertRules(currentRules(), alertRulesFragment());
}

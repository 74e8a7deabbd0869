// Until the score documents' rules are merged into firestore.rules (they are written apart, in
// tests/emulators/scores.rules.fragment, while the rules are being rewritten), the tests, the e2e
// stack and the bench run with the fragment spliced into the current rules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RULES = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
const FRAGMENT = fileURLToPath(new URL('../emulators/scores.rules.fragment', import.meta.url));

/** firestore.rules with the score documents' block, unless the rules already have one. */
export function rulesWithScores(rules = readFileSync(RULES, 'utf8')): string {
  if (rules.includes('/scores/{scopeId}')) return rules;
  const fragment = readFileSync(FRAGMENT, 'utf8');
  // The last two closing braces close `match /databases/{database}/documents` and the service.
  const service = rules.lastIndexOf('}');
  const documents = rules.lastIndexOf('}', service - 1);
  if (service < 0 || documents < 0) throw new Error('firestore.rules: no closing braces found');
  return `${rules.slice(0, documents)}\n${fragment}${rules.slice(documents)}`;
}

/** Loads the rules with the score documents' block into the emulator for one project. */
export async function applyRulesWithScores(firestoreUrl: string, projectId: string): Promise<void> {
  const response = await fetch(`${firestoreUrl}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      rules: { files: [{ name: 'firestore.rules', content: rulesWithScores() }] },
    }),
  });
  if (!response.ok) {
    throw new Error(`Loading the rules failed (${response.status}): ${await response.text()}`);
  }
}

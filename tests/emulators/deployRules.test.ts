// firestore.rules as `npm run deploy` ships them must parse: the Firestore emulator parses rules
// as the rules service does and answers a file that does not parse with an error. (It accepts a
// call of an undefined function, which fails only when evaluated: the rules tests evaluate every
// allow.) A project of its own, so that no other test's rules change.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { currentStack } from '../helpers/stack';

const PROJECT_ID = 'demo-kynd-deploy-rules';
const firebaseJson = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../firebase.json', import.meta.url)), 'utf8'),
) as { firestore: { rules: string } };
const rules = readFileSync(
  fileURLToPath(new URL(`../../${firebaseJson.firestore.rules}`, import.meta.url)),
  'utf8',
);

async function load(content: string): Promise<{ status: number; text: string }> {
  const response = await fetch(
    `${currentStack().urls.firestore}/emulator/v1/projects/${PROJECT_ID}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    },
  );
  return { status: response.status, text: await response.text() };
}

describe('firestore.rules (firebase.json)', () => {
  it('parses', async () => {
    const loaded = await load(rules);
    expect(loaded.text).not.toMatch(/error/i);
    expect(loaded.status).toBe(200);
  });

  it('would be refused if it did not parse', async () => {
    const broken = rules.replace(/allow get: if /, 'allow get: if ((');
    expect(broken).not.toBe(rules);
    const loaded = await load(broken);
    expect(loaded.status).toBeGreaterThanOrEqual(400);
  });
});

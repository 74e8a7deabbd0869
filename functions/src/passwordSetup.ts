// The e-mail with which an imported user sets their own password (docs/product.md §5 Import
// users): Firebase Auth's own password-reset e-mail, sent through the Identity Toolkit REST
// endpoint (the Admin SDK only makes links, it does not send them). The Auth emulator records it
// instead of sending it: GET /emulator/v1/projects/{project}/oobCodes.
import { applicationDefault } from 'firebase-admin/app';

function projectId(): string {
  const config = process.env.FIREBASE_CONFIG;
  const fromConfig = config ? (JSON.parse(config) as { projectId?: unknown }).projectId : undefined;
  const id = typeof fromConfig === 'string' ? fromConfig : process.env.GCLOUD_PROJECT;
  if (!id) throw new Error('No project id in FIREBASE_CONFIG or GCLOUD_PROJECT');
  return id;
}

export async function sendPasswordSetupEmail(email: string): Promise<void> {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  // The emulator takes the 'owner' token as admin; production, the functions' service account.
  const token = emulator ? 'owner' : (await applicationDefault().getAccessToken()).access_token;
  const response = await fetch(`${base}/v1/projects/${projectId()}/accounts:sendOobCode`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestType: 'PASSWORD_RESET', email }),
  });
  if (!response.ok) {
    throw new Error(`sendOobCode answered ${response.status}: ${await response.text()}`);
  }
}

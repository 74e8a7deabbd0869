// The code of a refusal: a data provider refusal ('already-exists', 'permission-denied', …), a
// Firebase SDK error ('auth/wrong-password', 'storage/object-not-found', …), read by shape so
// that screens need not import the provider. Screens choose their docs/product.md §8 toast by it.
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

// The code of a data provider refusal ('already-exists', 'resource-exhausted', …): screens choose
// their docs/product.md §8 toast by it.
export function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

// Typed text against the bounds the database keeps (FIELD_LIMITS, enforced by firestore.rules):
// a form says so before saving, instead of a save refused with a generic error toast (issue 15).
// Lengths are counted in UTF-16 code units, never fewer than the characters the rules count, so
// text accepted here is never refused there for its length.

/** '<Label> can have at most <limit> characters'. */
export function tooLongMessage(label: string, limit: number): string {
  return `${label} can have at most ${limit} characters`;
}

export function isTooLong(value: string | null | undefined, limit: number): boolean {
  return (value ?? '').length > limit;
}

/** A react-admin validator: the message when the text is longer than `limit`, else undefined. */
export function maxText(label: string, limit: number): (value: unknown) => string | undefined {
  return (value) =>
    typeof value === 'string' && isTooLong(value.trim(), limit)
      ? tooLongMessage(label, limit)
      : undefined;
}

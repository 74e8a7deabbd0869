// The building blocks of the entity schemas (this folder) and the one reader the forms use.
// A schema holds each bound once (FIELD_LIMITS, the numbers firestore.rules repeats); the forms and
// the callables (functions/src/validation.ts) read the same schema and word the refusal their own
// way: the forms as docs/product.md §5 words it, the callables as an invalid-argument message.
//
// Lengths are counted in UTF-16 code units after trimming, never fewer than the characters the rules
// count, so text accepted here is never refused there for its length.
import { z } from 'zod';

/** Optional text, trimmed, of at most `limit` characters. */
export const text = (limit: number) => z.string().trim().max(limit);

/** Text that must be filled in, trimmed, of at most `limit` characters. */
export const requiredText = (limit: number) => z.string().trim().min(1).max(limit);

/** '<Label> can have at most <limit> characters'. */
export function tooLongMessage(label: string, limit: number): string {
  return `${label} can have at most ${limit} characters`;
}

/** The bound a too_big issue reports (strings, arrays, numbers), when `issues` has one. */
export function tooBigLimit(issues: readonly z.core.$ZodIssue[]): number | undefined {
  const issue = issues.find((candidate) => candidate.code === 'too_big');
  return issue?.code === 'too_big' ? Number(issue.maximum) : undefined;
}

/**
 * The form's message when `value` is longer than `field` allows, else undefined. Emptiness is the
 * form's own check (each form words it differently), so only the length is read here.
 */
export function tooLongProblem(
  field: z.core.$ZodType,
  value: unknown,
  label: string,
): string | undefined {
  const parsed = z.safeParse(field, typeof value === 'string' ? value : '');
  const limit = parsed.success ? undefined : tooBigLimit(parsed.error.issues);
  return limit === undefined ? undefined : tooLongMessage(label, limit);
}

/**
 * The first field of `values`, in the order of `labels`, that is longer than the schema allows, with
 * the form's message naming it by `labels`.
 */
export function firstTooLong<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  values: Partial<Record<keyof Shape, unknown>>,
  labels: Partial<Record<keyof Shape, string>>,
): { field: keyof Shape & string; message: string } | undefined {
  for (const [field, label] of Object.entries(labels) as [keyof Shape & string, string][]) {
    const message = tooLongProblem(schema.shape[field], values[field], label);
    if (message) return { field, message };
  }
  return undefined;
}

/** A react-admin validator: the message when the text is longer than `field` allows. */
export function maxText(
  label: string,
  field: z.core.$ZodType,
): (value: unknown) => string | undefined {
  return (value) => (typeof value === 'string' ? tooLongProblem(field, value, label) : undefined);
}

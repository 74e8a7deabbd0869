// A schema holds each bound once (FIELD_LIMITS, the numbers firestore.rules repeats); the forms and
// the callables read the same schema and word the refusal their own way. Lengths are counted in
// UTF-16 code units after trimming, never fewer than the characters the rules count.
import { z } from 'zod';

export const text = (limit: number) => z.string().trim().max(limit);

export const requiredText = (limit: number) => z.string().trim().min(1).max(limit);

export function tooLongMessage(label: string, limit: number): string {
  return `${label} can have at most ${limit} characters`;
}

export function tooBigLimit(issues: readonly z.core.$ZodIssue[]): number | undefined {
  const issue = issues.find((candidate) => candidate.code === 'too_big');
  return issue?.code === 'too_big' ? Number(issue.maximum) : undefined;
}

export const refusal = (field: string, message: string) => ({
  message,
  errors: { [field]: message },
});

export function firstTooLong<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  values: Partial<Record<keyof Shape, unknown>>,
  problems: Partial<Record<keyof Shape, string>>,
): { message: string; errors: Record<string, string> } | undefined {
  for (const [field, problem] of Object.entries(problems) as [keyof Shape & string, string][]) {
    if (isTooLong(schema.shape[field], values[field])) return refusal(field, problem);
  }
  return undefined;
}

/** Only an over-long value: a missing or empty one is each form's own check, worded its way. */
export function isTooLong(field: z.core.$ZodType, value: unknown): boolean {
  const parsed = z.safeParse(field, value);
  return !parsed.success && tooBigLimit(parsed.error.issues) !== undefined;
}

export function maxText(problem: string, field: z.core.$ZodType) {
  return (value: unknown): string | undefined => (isTooLong(field, value) ? problem : undefined);
}

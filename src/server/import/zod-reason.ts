import type { z } from 'zod';

/** A zod failure as "field.path: message" (the first few issues, joined by "; ") for a reject line. */
export function zodReason(error: z.ZodError, max = 3): string {
  const shown = error.issues.slice(0, max).map((issue) => `${issue.path.length ? issue.path.join('.') : '(record)'}: ${issue.message}`);
  const more = error.issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
}

import { z } from 'zod';

/** What the SEC EDGAR importers share: how a filer is named in the register. */

/** EDGAR filers are registered as jurisdiction 'us' under their CIK. */
export const SEC_JURISDICTION = 'us';

/** A CIK as EDGAR writes it in file names and URLs: ten digits, zero-padded (0000320193). */
export function cik10(cik: number): string {
  return String(cik).padStart(10, '0');
}

/** A CIK as the files give it: a positive whole number, sometimes as a digit string. */
export const cikSchema = z
  .union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .refine((n) => n > 0 && n < 1e10, 'a CIK is 1 to 10 digits');

import { z } from 'zod';

/** Request bodies of the account calls (spec section 7), validated before any work is done. */
export const loginBody = z.object({
  account: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
  /** Dial code of a phone account ('0086', '001'); not needed for an e-mail or a '+…' number. */
  areaCode: z.string().regex(/^(?:00|\+)?\d{1,4}$/).optional(),
}).meta({ id: 'LoginBody' });

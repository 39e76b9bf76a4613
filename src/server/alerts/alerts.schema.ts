import { z } from 'zod';

/** A member's choice of alert e-mails: each import's changes at once, one digest a day, or none. */
export const ALERT_MODES = ['immediate', 'digest', 'off'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

/** The unsubscribe link's query (the signed token of unsubscribe-token.ts). */
export const unsubscribeQuery = z
  .object({ token: z.string().min(1).max(200) })
  .strict()
  .meta({ id: 'UnsubscribeQuery' });

/** The one-click POST (RFC 8058): the token in the link's query, this exact body. */
export const oneClickBody = z
  .object({ 'List-Unsubscribe': z.literal('One-Click') })
  .strict()
  .meta({ id: 'OneClickBody' });

export const unsubscribedAnswer = z.object({ mode: z.literal('off'), message: z.string() }).meta({ id: 'Unsubscribed' });

/**
 * What a member may report about a broker: one fixed list, so that reports can be counted by kind
 * and every label is in the catalogues (`exposure.category.<key>`). The order is the form's order.
 */
export const COMPLAINT_CATEGORIES = [
  'withdrawal_refused',
  'slippage_manipulation',
  'account_frozen',
  'fraud_scam',
  'unlicensed_activity',
  'misleading_promotion',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export function isComplaintCategory(value: string): value is ComplaintCategory {
  return (COMPLAINT_CATEGORIES as readonly string[]).includes(value);
}

/** The lengths a report's texts must have: enough to say what happened, bounded for the page. */
export const COMPLAINT_TEXT = {
  descriptionMin: 30,
  descriptionMax: 5000,
  reasonMin: 5,
  reasonMax: 1000,
  replyMin: 10,
  replyMax: 3000,
} as const;

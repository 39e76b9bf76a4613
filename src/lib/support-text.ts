/**
 * The lengths of the service line's texts, shared by the forms (maxlength/minlength) and the server's checks:
 * a message in a support thread (the member's or a staff answer), and the reason staff give for a VIP grant or end.
 */
export const SUPPORT_TEXT = {
  messageMin: 2,
  messageMax: 4000,
  reasonMin: 5,
  reasonMax: 1000,
} as const;

/** The months staff may grant at once (a staff grant is a gesture or a correction, not a sale). */
export const STAFF_GRANT_MONTHS = { min: 1, max: 36 } as const;

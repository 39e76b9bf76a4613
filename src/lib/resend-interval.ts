/**
 * Seconds between two codes sent to one phone or address. The server refuses a second code within
 * this window (server/accounts/limits.ts), and the login overlay and the security page count it down
 * before offering a resend: both read it here so they cannot disagree.
 */
export const RESEND_SECONDS = 60;

/**
 * How far the pages count other people of the same name. Counting every namesake costs one index
 * entry each, and common names grow with the register: in the 1,000,000-company demo world an officer
 * on a company page has 96 namesakes on average (weighted by how often each name is met; "John Smith"
 * 2,648), ten times as many at 10,000,000, and many thousands for real registers of 300 million. Past
 * this many a page says "more than" and the count stops there: the reader learns as much, and a
 * page's cost stays flat as the register grows (issue 22).
 */
export const SAME_NAME_COUNT_CAP = 100;

/** The count as a page shows it: exact up to the cap, else the cap with `more` set. */
export function sameNameShown(others: number): { count: number; more: boolean } {
  return others > SAME_NAME_COUNT_CAP ? { count: SAME_NAME_COUNT_CAP, more: true } : { count: others, more: false };
}

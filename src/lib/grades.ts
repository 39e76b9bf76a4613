/**
 * The spec's score rules (section 5): a 0–10 score as a grade and as five stars in halves.
 * Grades: above 8.54 AAA; 8 and up AA; 7 and up A; 6 and up B; 4.56 and up C; above 0 up to 4.55 D;
 * otherwise (0 or less) E. Stars: the score plus 1, capped at 10, out of 10, shown as five stars in halves.
 */
export type Grade = 'AAA' | 'AA' | 'A' | 'B' | 'C' | 'D' | 'E';

export function gradeOf(score: number): Grade {
  if (score > 8.54) return 'AAA';
  if (score >= 8) return 'AA';
  if (score >= 7) return 'A';
  if (score >= 6) return 'B';
  if (score >= 4.56) return 'C';
  if (score > 0) return 'D';
  return 'E';
}

/** Stars out of five, in halves (0, 0.5 … 5). */
export function starsOf(score: number): number {
  const outOfTen = Math.min(10, Math.max(0, score) + 1);
  return Math.floor(outOfTen) / 2;
}

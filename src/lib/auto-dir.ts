/**
 * The dir attribute for a register's text shown in a page of either direction: 'auto' when the text
 * has a letter, so "22 Bay Street, Kansas City" in an Arabic page is laid out by its own first letter
 * instead of being reordered; nothing for numbers and dates alone, which keep the page's direction.
 */
export function autoDir(value: unknown): 'auto' | undefined {
  return typeof value === 'string' && /\p{L}/u.test(value) ? 'auto' : undefined;
}

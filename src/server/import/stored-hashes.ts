/**
 * What a writer that only returns totals (writeCompanies, writePeople) did to one record, told from
 * the stored content hashes read before and after it ran (storedHashes in
 * repositories/content-hashes.repository.ts), without repeating how the writer hashes.
 */
export function observed(
  id: string,
  before: Map<string, string>,
  after: Map<string, string>,
): 'inserted' | 'updated' | 'unchanged' | 'missing' {
  if (!after.has(id)) return 'missing';
  if (!before.has(id)) return 'inserted';
  return before.get(id) === after.get(id) ? 'unchanged' : 'updated';
}

import { hash } from 'node:crypto';

/**
 * A UUID derived from a record's natural key (name-based, RFC 4122 version 5 layout over SHA-1), so
 * the same company from the same register always gets the same id: re-imports update in place and
 * ids in links stay valid across rebuilds and engines.
 */
export function stableId(...parts: Array<string | number>): string {
  // One-shot hash(): no Hash object per call (a first load computes two hashes a record).
  const h = hash('sha1', parts.join('\u001f'), 'buffer');
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

/** Hash of a record's imported content: equal hashes mean a re-import changes nothing. */
export function contentHash(value: unknown): string {
  return hash('sha1', JSON.stringify(value), 'base64url');
}

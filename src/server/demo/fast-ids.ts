import { hash } from 'node:crypto';

/**
 * The same ids and hashes as src/server/import/stable-id.ts (stableId, contentHash), computed with
 * Node's one-shot crypto.hash into a hex string, which costs about a third of createHash().digest()
 * into a Buffer. The seeder makes ten of these per company; tests check both give equal results.
 */

export function fastStableId(...parts: Array<string | number>): string {
  const x = hash('sha1', parts.join('\u001f'), 'hex');
  // RFC 4122 version 5 layout: version nibble 5, variant bits 10.
  const variant = ((parseInt(x[16], 16) & 0x3) | 0x8).toString(16);
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-5${x.slice(13, 16)}-${variant}${x.slice(17, 20)}-${x.slice(20, 32)}`;
}

export function fastContentHash(value: unknown): string {
  return hash('sha1', JSON.stringify(value), 'base64url');
}

/**
 * The evidence a report may carry: images (PNG, JPEG, WebP) and PDF documents, told apart by their
 * first bytes, never by the name or the type the browser claimed (a script renamed .png is text).
 */
export const EVIDENCE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The type the content is, from its signature, or undefined when it is none of the four. */
export function sniffEvidenceType(bytes: Uint8Array): EvidenceType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  // PDF readers accept the header within the first 1024 bytes; we ask for it at the start, as writers put it.
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  return undefined;
}

export const isImageType = (type: string): boolean => type.startsWith('image/');

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const SPECIAL = /[&<>"']/g;
// Characters XML 1.0 does not allow at all, not even as references: dropped rather than written.
const INVALID = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text safe inside an XML element or attribute value. */
export function escapeXml(text: string): string {
  return text.replace(INVALID, '').replace(SPECIAL, (c) => ENTITIES[c]);
}

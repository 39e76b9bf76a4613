/**
 * schema.org JSON-LD for detail pages, serialised safely for a <script type="application/ld+json">
 * (a '<' in a name must not be able to close the script element).
 */
export type JsonLd = Record<string, unknown>;

export function jsonLdScript(graph: JsonLd[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's breadcrumb trail: home, then each named step with its URL. */
export function breadcrumbList(steps: Array<{ name: string; url: string }>): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((s, i) => ({ '@type': 'ListItem', position: i + 1, name: s.name, item: s.url })),
  };
}

/** Drops empty values so the markup carries only what the register holds. */
export function compact<T extends JsonLd>(o: T): T {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

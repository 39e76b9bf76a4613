import { hostMatches, hostnameOf } from './host.ts';

/** The two brand variants share their copy; each has its own name, logo and colours. */
export type Brand = 'atlas' | 'lens';
export type BrandGroup = 1 | 2 | 3 | 4;

/** Host suffix to brand group (spec section 9). BRAND_HOSTS (suffix=group,…) overrides it per deployment. */
const DEFAULT_HOST_GROUPS: ReadonlyArray<[string, BrandGroup]> = [
  ['corpatlas.com', 1],
  ['corpatlas.cc', 2],
  ['bizlens.com', 3],
  ['bizlens.cc', 4],
];

/** Parses BRAND_HOSTS; bad entries are skipped so that a typo cannot take the site down. */
export function parseBrandHosts(value: string | undefined): Array<[string, BrandGroup]> {
  if (!value) return [...DEFAULT_HOST_GROUPS];
  return value.split(',').flatMap((pair) => {
    const [suffix, group] = pair.split('=').map((s) => s.trim().toLowerCase());
    const g = Number(group);
    return suffix && [1, 2, 3, 4].includes(g) ? [[suffix, g as BrandGroup]] : [];
  });
}

/** The brand group of a host: the first matching suffix, else group 1. */
export function brandGroupOf(host: string, table: ReadonlyArray<[string, BrandGroup]> = DEFAULT_HOST_GROUPS): BrandGroup {
  const h = hostnameOf(host);
  for (const [suffix, group] of table) if (hostMatches(h, suffix)) return group;
  return 1;
}

/** Groups 1 and 2 carry the first brand, 3 and 4 the second. */
export function brandOfGroup(group: BrandGroup): Brand {
  return group <= 2 ? 'atlas' : 'lens';
}

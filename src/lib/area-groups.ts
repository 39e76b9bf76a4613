/**
 * Jurisdiction area groups of spec section 3, in OpenCorporates-style codes, for the search filters.
 * 'global' means no jurisdiction filter.
 */
export const HOT_JURISDICTIONS = ['global', 'gb', 'jp', 'de', 'hk', 'sg', 'us_ny', 'fr', 'ca_qc'] as const;

const US_STATES = ['al', 'ak', 'az', 'ar', 'ca', 'co', 'ct', 'de', 'dc', 'fl', 'ga', 'hi', 'id', 'il', 'in', 'ia', 'ks', 'ky', 'la', 'me', 'md', 'ma', 'mi', 'mn', 'ms', 'mo', 'mt', 'ne', 'nv', 'nh', 'nj', 'nm', 'ny', 'nc', 'nd', 'oh', 'ok', 'or', 'pa', 'ri', 'sc', 'sd', 'tn', 'tx', 'ut', 'vt', 'va', 'wa', 'wv', 'wi', 'wy'];
const CA_PROVINCES = ['ab', 'bc', 'mb', 'nb', 'nl', 'ns', 'nt', 'nu', 'on', 'pe', 'qc', 'sk', 'yt'];

export const AREA_GROUPS = {
  hot: [...HOT_JURISDICTIONS],
  asia: ['cn', 'hk', 'mo', 'tw', 'jp', 'kr', 'sg', 'my', 'th', 'vn', 'id', 'ph', 'in', 'pk', 'bd', 'lk', 'np', 'mm', 'kh', 'la', 'bn', 'mn', 'kz', 'uz', 'ae', 'sa', 'qa', 'bh', 'kw', 'om', 'il', 'jo', 'lb', 'tr', 'ge', 'am', 'az'],
  europe: ['gb', 'ie', 'de', 'fr', 'nl', 'be', 'lu', 'ch', 'at', 'it', 'es', 'pt', 'dk', 'se', 'no', 'fi', 'is', 'pl', 'cz', 'sk', 'hu', 'ro', 'bg', 'gr', 'cy', 'mt', 'si', 'hr', 'rs', 'ba', 'me', 'mk', 'al', 'ee', 'lv', 'lt', 'ua', 'md', 'by', 'ru', 'li', 'mc', 'gg', 'je', 'im', 'gi'],
  oceania: ['au', 'nz', 'fj', 'pg', 'ws', 'to', 'vu', 'sb'],
  north_america: ['us', ...US_STATES.map((s) => `us_${s}`), 'ca', ...CA_PROVINCES.map((p) => `ca_${p}`), 'mx', 'pr', 'bm', 'ky', 'bs', 'pa', 'cr', 'gt', 'jm', 'tt', 'bb', 'do', 'vg'],
  south_america: ['br', 'ar', 'cl', 'co', 'pe', 'ec', 'uy', 'py', 'bo', 've', 'gy', 'sr'],
  africa: ['za', 'ng', 'ke', 'eg', 'ma', 'tn', 'dz', 'gh', 'et', 'tz', 'ug', 'rw', 'sn', 'ci', 'cm', 'mu', 'sc', 'bw', 'na', 'zm', 'zw', 'mz', 'ao'],
} as const;

export type AreaGroup = keyof typeof AREA_GROUPS;

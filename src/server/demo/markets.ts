/**
 * Stock exchanges where a company of a country lists, with the shape of their stock codes ('#' and
 * '%' digits, '@' letters, as in company numbers). Companies of countries without one list abroad.
 */
export interface Market {
  exchange: string;
  code: string;
}

export const MARKETS: Record<string, Market[]> = {
  US: [
    { exchange: 'NASDAQ', code: '@@@@' },
    { exchange: 'NYSE', code: '@@@' },
  ],
  GB: [
    { exchange: 'London Stock Exchange', code: '@@@@' },
    { exchange: 'AIM', code: '@@@' },
  ],
  DE: [
    { exchange: 'Xetra', code: '@@@' },
    { exchange: 'Börse Frankfurt', code: '@@@' },
  ],
  FR: [{ exchange: 'Euronext Paris', code: '@@' }],
  NL: [{ exchange: 'Euronext Amsterdam', code: '@@@@' }],
  BE: [{ exchange: 'Euronext Brussels', code: '@@@@' }],
  PT: [{ exchange: 'Euronext Lisbon', code: '@@@' }],
  IE: [{ exchange: 'Euronext Dublin', code: '@@@' }],
  IT: [{ exchange: 'Borsa Italiana', code: '@@@' }],
  ES: [{ exchange: 'BME Spanish Exchanges', code: '@@@' }],
  CH: [{ exchange: 'SIX Swiss Exchange', code: '@@@@' }],
  AT: [{ exchange: 'Wiener Börse', code: '@@@' }],
  SE: [{ exchange: 'Nasdaq Stockholm', code: '@@@@ @' }],
  DK: [{ exchange: 'Nasdaq Copenhagen', code: '@@@@' }],
  FI: [{ exchange: 'Nasdaq Helsinki', code: '@@@@@' }],
  NO: [{ exchange: 'Oslo Børs', code: '@@@' }],
  PL: [{ exchange: 'Warsaw Stock Exchange', code: '@@@' }],
  GR: [{ exchange: 'Athens Stock Exchange', code: '@@@@' }],
  TR: [{ exchange: 'Borsa İstanbul', code: '@@@@@' }],
  RU: [{ exchange: 'Moscow Exchange', code: '@@@@' }],
  CN: [
    { exchange: 'Shanghai Stock Exchange', code: '60####' },
    { exchange: 'Shenzhen Stock Exchange', code: '00####' },
    { exchange: 'Shenzhen Stock Exchange (ChiNext)', code: '30####' },
    { exchange: 'Shanghai Stock Exchange (STAR)', code: '688###' },
  ],
  HK: [{ exchange: 'Hong Kong Stock Exchange', code: '0####' }],
  TW: [{ exchange: 'Taiwan Stock Exchange', code: '####' }],
  JP: [{ exchange: 'Tokyo Stock Exchange', code: '####' }],
  KR: [{ exchange: 'Korea Exchange', code: '######' }],
  IN: [
    { exchange: 'National Stock Exchange of India', code: '@@@@@@' },
    { exchange: 'BSE', code: '5#####' },
  ],
  SG: [{ exchange: 'Singapore Exchange', code: '@%%' }],
  MY: [{ exchange: 'Bursa Malaysia', code: '####' }],
  ID: [{ exchange: 'Indonesia Stock Exchange', code: '@@@@' }],
  TH: [{ exchange: 'Stock Exchange of Thailand', code: '@@@@' }],
  PH: [{ exchange: 'Philippine Stock Exchange', code: '@@@' }],
  VN: [{ exchange: 'Ho Chi Minh Stock Exchange', code: '@@@' }],
  AU: [{ exchange: 'ASX', code: '@@@' }],
  NZ: [{ exchange: 'NZX', code: '@@@' }],
  CA: [
    { exchange: 'Toronto Stock Exchange', code: '@@@' },
    { exchange: 'TSX Venture Exchange', code: '@@@' },
  ],
  MX: [{ exchange: 'Bolsa Mexicana de Valores', code: '@@@@@' }],
  BR: [{ exchange: 'B3', code: '@@@@3' }],
  AR: [{ exchange: 'Bolsas y Mercados Argentinos', code: '@@@@' }],
  CL: [{ exchange: 'Bolsa de Santiago', code: '@@@@@' }],
  CO: [{ exchange: 'Bolsa de Valores de Colombia', code: '@@@@@' }],
  PE: [{ exchange: 'Bolsa de Valores de Lima', code: '@@@@' }],
  SA: [{ exchange: 'Saudi Exchange (Tadawul)', code: '####' }],
  AE: [
    { exchange: 'Dubai Financial Market', code: '@@@@' },
    { exchange: 'Abu Dhabi Securities Exchange', code: '@@@@' },
  ],
  QA: [{ exchange: 'Qatar Stock Exchange', code: '@@@@' }],
  KW: [{ exchange: 'Boursa Kuwait', code: '@@@@' }],
  EG: [{ exchange: 'Egyptian Exchange', code: '@@@@' }],
  IL: [{ exchange: 'Tel Aviv Stock Exchange', code: '@@@@' }],
  ZA: [{ exchange: 'Johannesburg Stock Exchange', code: '@@@' }],
  NG: [{ exchange: 'Nigerian Exchange', code: '@@@@@' }],
  KE: [{ exchange: 'Nairobi Securities Exchange', code: '@@@@' }],
  MA: [{ exchange: 'Bourse de Casablanca', code: '@@@' }],
  PK: [{ exchange: 'Pakistan Stock Exchange', code: '@@@@' }],
  LK: [{ exchange: 'Colombo Stock Exchange', code: '@@@@.N0000' }],
  BD: [{ exchange: 'Dhaka Stock Exchange', code: '@@@@@@' }],
  KZ: [{ exchange: 'Kazakhstan Stock Exchange', code: '@@@@' }],
  UA: [{ exchange: 'PFTS', code: '@@@@' }],
  HU: [{ exchange: 'Budapest Stock Exchange', code: '@@@@' }],
  CZ: [{ exchange: 'Prague Stock Exchange', code: '@@@@' }],
  RO: [{ exchange: 'Bucharest Stock Exchange', code: '@@@' }],
  LU: [{ exchange: 'Luxembourg Stock Exchange', code: '@@@' }],
};

/** Where companies of countries without an exchange of their own list. */
export const FOREIGN_MARKETS: Market[] = [MARKETS.US[0], MARKETS.GB[0], MARKETS.HK[0], MARKETS.SG[0]];

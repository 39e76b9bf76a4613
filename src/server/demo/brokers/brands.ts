import type { Rng } from '../prng.ts';

/**
 * Trading brands of the demo brokers, in the style of the forex, CFD and crypto trade: two words, a
 * compound ("TitanFX") or a word and a trade word ("Harbour Markets"), and in the home market's own
 * script where that is how brands are written there (Chinese in Hong Kong, Taiwan and the mainland,
 * Japanese in Japan, Arabic in the Gulf, Thai in Thailand). Every brand carries a Latin form: domains,
 * trading-server names and the legal names of offshore entities are Latin even for a brand that is
 * not. All names are made up; a clash with a real firm would be chance.
 */

export type BrandScript = 'Latin' | 'Han' | 'Japanese' | 'Arabic' | 'Thai';

export interface Brand {
  /** As the broker writes it at home. */
  name: string;
  /** The Latin form (domains, server names, English legal names). */
  latin: string;
  /** Lower-case letters and digits of the Latin form, for domains and server names: 'harbourmarkets'. */
  slug: string;
  script: BrandScript;
}

const HEADS = [
  'Apex',
  'Vertex',
  'Harbour',
  'Nova',
  'Titan',
  'Zenith',
  'Orion',
  'Atlas',
  'Pioneer',
  'Falcon',
  'Crown',
  'Pacific',
  'Sterling',
  'Libra',
  'Quantum',
  'Alpha',
  'Swift',
  'Eagle',
  'Golden',
  'Silver',
  'Royal',
  'Infinity',
  'Nexus',
  'Aurora',
  'Meridian',
  'Summit',
  'Horizon',
  'Blue Ocean',
  'Redwood',
  'Ironbridge',
  'Northstar',
  'Lighthouse',
  'Keystone',
  'Bluefin',
  'Cobalt',
  'Crystal',
  'Delta',
  'Everest',
  'Fortune',
  'Granite',
  'Helix',
  'Ivory',
  'Jade',
  'Kestrel',
  'Lynx',
  'Magnum',
  'Neptune',
  'Oak',
  'Pinnacle',
  'Quest',
  'Raven',
  'Sapphire',
  'Tiger',
  'Unity',
  'Vantage',
  'Westbridge',
  'Xenon',
  'Yield',
  'Zephyr',
  'Amber',
  'Bridgeway',
  'Cedar',
  'Dragon',
  'Emerald',
  'Fidelis',
  'Gemini',
  'Hawk',
  'Invicta',
  'Kingsway',
  'Lion',
  'Monarch',
  'Noble',
  'Olympus',
  'Phoenix',
  'Regal',
  'Solaris',
  'Trident',
  'Ultra',
  'Valor',
  'Wolf',
  'Axis',
  'Beacon',
  'Citadel',
  'Dynasty',
  'Ember',
  'Frontier',
  'Glacier',
  'Harvest',
  'Insight',
  'Jupiter',
  'Krypton',
  'Legacy',
  'Mosaic',
  'Nimbus',
  'Onyx',
  'Prism',
  'Radiant',
  'Spectrum',
  'Tempest',
  'Umbra',
  'Vector',
  'Windsor',
  'Argent',
  'Bullion',
  'Clearwater',
  'Dune',
  'Elevate',
  'Flux',
  'Grand',
  'Halo',
  'Icon',
  'Kairos',
  'Lumen',
  'Mercury',
  'Nordic',
  'Optima',
  'Pulse',
  'Rocket',
  'Sigma',
  'Tradewind',
  'Velocity',
  'Wave',
  'Zen',
  'Arrow',
  'Blackstone',
  'Coral',
  'Drake',
] as const;
const TAILS = [
  'Markets',
  'FX',
  'Trade',
  'Capital',
  'Prime',
  'Securities',
  'Investments',
  'Finance',
  'Brokers',
  'Forex',
  'CFD',
  'Global',
  'Trading',
  'Invest',
  'Wealth',
  'Futures',
  'Crypto',
  'Pro',
  'Financial',
  'Exchange',
  'Assets',
  'Group',
] as const;
/** Tails that are written joined to the head ("TitanFX", "NovaTrade"). */
const JOINED = new Set(['FX', 'Trade', 'Invest', 'Pro', 'Prime']);

/** Chinese words: [characters, pinyin without tones]. */
const HAN_HEADS: ReadonlyArray<readonly [string, string]> = [
  ['金盛', 'Jinsheng'],
  ['鼎汇', 'Dinghui'],
  ['恒信', 'Hengxin'],
  ['宏达', 'Hongda'],
  ['华富', 'Huafu'],
  ['永丰', 'Yongfeng'],
  ['汇丰达', 'Huifengda'],
  ['嘉盛', 'Jiasheng'],
  ['富利', 'Fuli'],
  ['瑞银达', 'Ruiyinda'],
  ['长城', 'Changcheng'],
  ['东方汇', 'Dongfanghui'],
  ['金道', 'Jindao'],
  ['领峰', 'Lingfeng'],
  ['宝盈', 'Baoying'],
  ['盈信', 'Yingxin'],
  ['鑫汇', 'Xinhui'],
  ['新华通', 'Xinhuatong'],
  ['天汇', 'Tianhui'],
  ['中汇', 'Zhonghui'],
  ['安达', 'Anda'],
  ['利丰', 'Lifeng'],
  ['万通', 'Wantong'],
  ['德丰', 'Defeng'],
];
const HAN_TAILS: ReadonlyArray<readonly [string, string]> = [
  ['金融', 'Financial'],
  ['国际', 'International'],
  ['环球', 'Global'],
  ['贵金属', 'Precious Metals'],
  ['证券', 'Securities'],
  ['期货', 'Futures'],
  ['投资', 'Investment'],
  ['外汇', 'FX'],
  ['资本', 'Capital'],
];
const JA_HEADS: ReadonlyArray<readonly [string, string]> = [
  ['ひかり', 'Hikari'],
  ['さくら', 'Sakura'],
  ['あおば', 'Aoba'],
  ['みなと', 'Minato'],
  ['大和', 'Yamato'],
  ['東洋', 'Toyo'],
  ['未来', 'Mirai'],
  ['丸三', 'Marusan'],
  ['富士', 'Fuji'],
  ['朝日', 'Asahi'],
  ['北斗', 'Hokuto'],
  ['若葉', 'Wakaba'],
  ['光陽', 'Koyo'],
  ['瑞穂', 'Mizuho'],
  ['東海', 'Tokai'],
  ['銀河', 'Ginga'],
];
const JA_TAILS: ReadonlyArray<readonly [string, string]> = [
  ['証券', 'Securities'],
  ['FX', 'FX'],
  ['トレード', 'Trade'],
  ['フィナンシャル', 'Financial'],
  ['インベストメント', 'Investment'],
  ['商品先物', 'Futures'],
  ['キャピタル', 'Capital'],
];
const AR_HEADS: ReadonlyArray<readonly [string, string]> = [
  ['الخليج', 'Al Khaleej'],
  ['الأمانة', 'Al Amana'],
  ['النخبة', 'Al Nukhba'],
  ['الرواد', 'Al Rowad'],
  ['الفجر', 'Al Fajr'],
  ['الصقر', 'Al Saqr'],
  ['الثقة', 'Al Thiqa'],
  ['الوطنية', 'Al Wataniya'],
  ['الريادة', 'Al Riyada'],
  ['الأفق', 'Al Ofoq'],
  ['السنبلة', 'Al Sunbula'],
  ['الواحة', 'Al Waha'],
];
const AR_TAILS: ReadonlyArray<readonly [string, string]> = [
  ['للوساطة المالية', 'Financial Brokerage'],
  ['كابيتال', 'Capital'],
  ['للاستثمار', 'Investment'],
  ['للأوراق المالية', 'Securities'],
  ['ماركتس', 'Markets'],
  ['للتداول', 'Trading'],
];
const TH_HEADS: ReadonlyArray<readonly [string, string]> = [
  ['สยาม', 'Siam'],
  ['ไทย', 'Thai'],
  ['กรุงเทพ', 'Krungthep'],
  ['เอเชีย', 'Asia'],
  ['ทองคำ', 'Thongkham'],
  ['รุ่งเรือง', 'Rungruang'],
  ['มหานคร', 'Mahanakhon'],
  ['ศรีสยาม', 'Srisiam'],
  ['เจริญ', 'Charoen'],
];
const TH_TAILS: ReadonlyArray<readonly [string, string]> = [
  ['เทรด', 'Trade'],
  ['ฟอเร็กซ์', 'Forex'],
  ['หลักทรัพย์', 'Securities'],
  ['แคปปิตอล', 'Capital'],
  ['อินเวสต์', 'Invest'],
];

export function slugOf(latin: string): string {
  return latin.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** A Latin brand: "Harbour Markets", "TitanFX", "Blue Ocean Capital". */
function latinBrand(rng: Rng): Brand {
  const head = rng.pick(HEADS);
  const tail = rng.pick(TAILS);
  const name = JOINED.has(tail) && !head.includes(' ') && rng.chance(0.6) ? `${head}${tail}` : `${head} ${tail}`;
  return { name, latin: name, slug: slugOf(name), script: 'Latin' };
}

function scripted(
  rng: Rng,
  heads: ReadonlyArray<readonly [string, string]>,
  tails: ReadonlyArray<readonly [string, string]>,
  script: BrandScript,
  gap: string,
): Brand {
  const [h, hl] = rng.pick(heads);
  const [t, tl] = rng.pick(tails);
  const latin = `${hl} ${tl}`;
  return { name: `${h}${gap}${t}`, latin, slug: slugOf(latin), script };
}

/** The script a brand from `country` is most likely written in, with the share of brands written in it. */
export function homeScript(country: string): { script: BrandScript; share: number } {
  if (country === 'CN' || country === 'TW') return { script: 'Han', share: 0.85 };
  if (country === 'HK' || country === 'MO') return { script: 'Han', share: 0.45 };
  if (country === 'JP') return { script: 'Japanese', share: 0.7 };
  if (['AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'JO', 'EG'].includes(country)) return { script: 'Arabic', share: 0.35 };
  if (country === 'TH') return { script: 'Thai', share: 0.6 };
  return { script: 'Latin', share: 1 };
}

/** A brand for a broker at home in `country`. */
export function drawBrand(rng: Rng, country: string): Brand {
  const home = homeScript(country);
  const script = home.script !== 'Latin' && rng.chance(home.share) ? home.script : 'Latin';
  switch (script) {
    case 'Han':
      return scripted(rng, HAN_HEADS, HAN_TAILS, 'Han', '');
    case 'Japanese':
      return scripted(rng, JA_HEADS, JA_TAILS, 'Japanese', '');
    case 'Arabic':
      return scripted(rng, AR_HEADS, AR_TAILS, 'Arabic', ' ');
    case 'Thai':
      return scripted(rng, TH_HEADS, TH_TAILS, 'Thai', '');
    default:
      return latinBrand(rng);
  }
}

/**
 * A name that imitates `original` (what a clone calls itself): the same words with a trade word
 * added, swapped or a letter doubled, so a hurried reader takes one for the other.
 */
export function imitate(rng: Rng, original: Brand): Brand {
  const base = original.latin;
  const variants = [
    `${base} Pro`,
    `${base} Global`,
    `${base} Ltd`,
    `${base.replace(/s\b/, '')}`,
    `${base.replace(/ /g, '')}`,
    `${base} Trade`,
    `${base} Invest`,
    `${base.replace(/([aeiou])/, '$1$1')}`,
  ].filter((v) => v !== base);
  const latin = rng.pick(variants);
  return { name: latin, latin, slug: slugOf(latin), script: 'Latin' };
}

import { fillPattern } from './formats.ts';
import type { City, Jurisdiction } from './jurisdiction-types.ts';
import { CULTURES, type Culture } from './names/index.ts';
import type { Rng } from './prng.ts';

/**
 * Addresses in the local format of each register: number before or after the street, postal code
 * before or after the city, Chinese and Japanese from the largest unit down, floors and rooms where
 * that is how offices are found (Hong Kong, Singapore). A company with a Latin-script name in a
 * non-Latin country gets the Latin spelling of the same street and city.
 */

export interface Address {
  full: string;
  postal: string | null;
  city: City;
}

/**
 * The address of a company or person of `culture` in jurisdiction `j`, in `city` when given. A
 * culture that is not one of the register's own (a foreign branch, an expatriate) is written the
 * register's way.
 */
export function address(rng: Rng, j: Jurisdiction, culture: Culture, cities: City[], at?: City): Address {
  const city = at ?? rng.pick(cities);
  const postalPattern = city.postal ?? j.postal;
  const postal = postalPattern ? fillPattern(postalPattern, rng) : null;
  const own = j.variants.some((v) => v.culture === culture.id) ? culture : CULTURES[j.variants[0].culture];
  const latin = own.script === 'Latin';
  // A Latin-script company in a country that writes another script uses that script's street names, spelt in Latin.
  const scripted = j.variants.map((v) => CULTURES[v.culture]).find((c) => c.script !== 'Latin');
  const source = latin && scripted ? scripted : own;
  const streetWord = rng.pick(source.streets);
  const street = latin ? streetWord[1] : streetWord[0];
  const place = latin && scripted ? city.latin : city.native;
  const n = rng.chance(0.7) ? rng.between(1, 120) : rng.between(121, 2400);
  const floor = rng.between(1, 40);
  const room = rng.between(1, 30);
  const pc = postal ?? '';
  const join = (...parts: Array<string | false | null | undefined>) => parts.filter(Boolean).join(', ');
  let full: string;
  switch (j.address) {
    case 'gb':
      full = join(
        rng.chance(0.25) &&
          rng.pick([`Unit ${room}`, `Suite ${room}`, `${floor > 9 ? 3 : floor}${ordinal(floor > 9 ? 3 : floor)} Floor`, `Flat ${room}`]),
        `${n} ${street}`,
        place,
        postal,
      );
      break;
    case 'us':
      full = join(`${n} ${street}`, rng.chance(0.35) && `Suite ${floor * 100 + room}`, place, `${stateOf(j)} ${pc}`.trim());
      break;
    case 'ca':
      full = join(`${n} ${street}`, rng.chance(0.3) && `Suite ${floor * 100 + room}`, `${place} ${provinceOf(j, pc)} ${pc}`.trim());
      break;
    case 'au':
      full = join(rng.chance(0.4) && `Level ${floor}`, `${n} ${street}`, `${place} ${pc}`.trim());
      break;
    case 'hk': {
      const where = j.country === 'MO' ? (latin ? 'Macau' : '澳門') : latin ? 'Hong Kong' : '香港';
      full = latin
        ? join(`Room ${floor}${String(room).padStart(2, '0')}`, `${floor}/F`, `${n} ${street}`, place, where)
        : `${where}${place}${street}${n}號${floor}樓${floor}${String(room).padStart(2, '0')}室`;
      break;
    }
    case 'fr':
      full = join(`${n} ${street}`, `${pc} ${place}`.trim());
      break;
    case 'hu':
      full = join(`${pc} ${place}`.trim(), `${street} ${n}.`);
      break;
    case 'br':
      full = join(`${street}, ${n}`, rng.chance(0.4) && `Sala ${floor * 100 + room}`, place, pc && `CEP ${pc}`);
      break;
    case 'zh': {
      const trad = own.id !== 'zh-Hans';
      if (latin) {
        full = join(`No. ${n} ${street}`, place, pc);
        break;
      }
      full = `${place}${street}${n}${trad ? '號' : '号'}${rng.chance(0.6) ? `${floor}${trad ? '樓' : '层'}${rng.chance(0.5) ? `${floor}${String(room).padStart(2, '0')}室` : ''}` : ''}`;
      break;
    }
    case 'ja':
      full = `〒${pc} ${place}${street}${rng.between(1, 9)}-${rng.between(1, 30)}-${rng.between(1, 20)}${rng.chance(0.4) ? ` ${floor}階` : ''}`;
      break;
    case 'ko':
      full = `(${pc}) ${place} ${street} ${n}${rng.chance(0.5) ? `, ${floor}층` : ''}`;
      break;
    case 'ru': {
      if (latin) {
        full = join(`${n} ${street}`, place, pc);
        break;
      }
      const house = own.id === 'uk' ? 'буд.' : 'д.';
      full = join(pc, place, street, `${house} ${n}`, rng.chance(0.4) && `${own.id === 'uk' ? 'офіс' : 'офис'} ${floor * 10 + room}`);
      break;
    }
    case 'ar':
      full = latin
        ? join(`Office ${floor}${String(room).padStart(2, '0')}`, `${n} ${street}`, place, pc)
        : [`مكتب ${floor}${String(room).padStart(2, '0')}`, `${street} ${n}`, place, pc].filter(Boolean).join('، ');
      break;
    case 'th':
      full = `${n} ${street} ${place} ${pc}`.trim();
      break;
    case 'in':
      full = join(`${n}`, street, `${place}${pc ? ` - ${pc}` : ''}`);
      break;
    case 'he':
      full = join(`${street} ${n}`, `${place} ${pc}`.trim());
      break;
    case 'vi':
      full = join(`Số ${n} ${street}`, place);
      break;
    case 'sea': {
      if (j.country === 'SG')
        full = join(`${n} ${street}`, `#${String(floor).padStart(2, '0')}-${String(room).padStart(2, '0')}`, `Singapore ${pc}`);
      else if (j.country === 'ID') full = join(`${street} No. ${n}`, `${place} ${pc}`.trim());
      else full = join(`${n}`, street, `${pc} ${place}`.trim());
      break;
    }
    default:
      full = join(`${street} ${n}`, `${pc} ${place}`.trim());
  }
  return { full, postal, city };
}

function ordinal(n: number): string {
  return n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
}

function stateOf(j: Jurisdiction): string {
  return j.code.startsWith('us_') ? j.code.slice(3).toUpperCase() : j.country;
}

/** Province of a Canadian address: from the register, or for the federal one from the postal code's letter. */
function provinceOf(j: Jurisdiction, postal: string): string {
  if (j.code !== 'ca') return j.code.slice(3).toUpperCase();
  const byLetter: Record<string, string> = { K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON', H: 'QC', J: 'QC', G: 'QC', V: 'BC', T: 'AB' };
  return byLetter[postal[0]] ?? 'ON';
}

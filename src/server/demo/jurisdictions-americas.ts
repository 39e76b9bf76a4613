import { cities, f, type Jurisdiction, type Variant } from './jurisdiction-types.ts';

/**
 * Jurisdictions of the Americas. The United States and Canada register companies by state and
 * province, as OpenCorporates codes them (us_de, ca_qc); Delaware, California, New York, Florida and
 * Texas hold far more companies than the rest.
 */

const US_FORMS = [
  f('… LLC', 'Domestic Limited Liability Company', 45), f('… Inc.', 'Domestic Business Corporation', 28, undefined, 'p'), f('… Corp.', 'Domestic Business Corporation', 8, undefined, 'p'),
  f('… Corporation', 'Domestic Business Corporation', 6, undefined, 'p'), f('… L.P.', 'Domestic Limited Partnership', 3, undefined, 'l'), f('… LLP', 'Domestic Limited Liability Partnership', 2, undefined, 'l'),
  f('… Co.', 'Domestic Business Corporation', 3), f('… Foundation', 'Domestic Nonprofit Corporation', 3, undefined, 'n'), f('… Holdings, LLC', 'Domestic Limited Liability Company', 2),
];
const US_VARIANTS: Variant[] = [{ culture: 'en', share: 0.93, forms: US_FORMS }, { culture: 'es', share: 0.07, forms: US_FORMS }];

/** [code, weight, number pattern, 'City:::zip|…'] for each state and DC. */
const STATES: Array<[string, number, string, string]> = [
  ['al', 2, '000-###-###', 'Birmingham:::352%%|Montgomery:::361%%|Huntsville:::358%%'],
  ['ak', 1, '10#######', 'Anchorage:::995%%|Juneau:::998%%'],
  ['az', 4, '2#######', 'Phoenix:::850%%|Tucson:::857%%|Scottsdale:::852%%'],
  ['ar', 1, '81#######', 'Little Rock:::722%%|Fayetteville:::727%%'],
  ['ca', 25, 'C#######', 'Los Angeles:::900%%|San Francisco:::941%%|San Diego:::921%%|San Jose:::951%%|Palo Alto:::943%%|Irvine:::926%%|Sacramento:::958%%|Oakland:::946%%'],
  ['co', 4, '20%%#######', 'Denver:::802%%|Boulder:::803%%|Colorado Springs:::809%%'],
  ['ct', 2, '0#######', 'Hartford:::061%%|Stamford:::069%%|New Haven:::065%%'],
  ['de', 35, '#######', 'Wilmington:::198%%|Dover:::199%%|Newark:::197%%'],
  ['dc', 2, '######', 'Washington:::200%%'],
  ['fl', 14, 'L%%000######', 'Miami:::331%%|Orlando:::328%%|Tampa:::336%%|Jacksonville:::322%%|Fort Lauderdale:::333%%'],
  ['ga', 5, '%%#######', 'Atlanta:::303%%|Savannah:::314%%|Augusta:::309%%'],
  ['hi', 1, '######', 'Honolulu:::968%%'],
  ['id', 1, '0#######', 'Boise:::837%%'],
  ['il', 7, '0#######', 'Chicago:::606%%|Springfield:::627%%|Naperville:::605%%'],
  ['in', 3, '20%%#######', 'Indianapolis:::462%%|Fort Wayne:::468%%'],
  ['ia', 1, '#######', 'Des Moines:::503%%|Cedar Rapids:::524%%'],
  ['ks', 1, '#######', 'Wichita:::672%%|Topeka:::666%%'],
  ['ky', 2, '0#######', 'Louisville:::402%%|Lexington:::405%%'],
  ['la', 2, '#######@', 'New Orleans:::701%%|Baton Rouge:::708%%'],
  ['me', 1, '20%%#######', 'Portland:::041%%'],
  ['md', 3, 'D#######', 'Baltimore:::212%%|Bethesda:::208%%'],
  ['ma', 5, '00#######', 'Boston:::021%%|Cambridge:::021%%|Worcester:::016%%'],
  ['mi', 4, '80#######', 'Detroit:::482%%|Grand Rapids:::495%%|Ann Arbor:::481%%'],
  ['mn', 3, '#######-%', 'Minneapolis:::554%%|Saint Paul:::551%%'],
  ['ms', 1, '#######', 'Jackson:::392%%'],
  ['mo', 3, 'LC#######', 'Kansas City:::641%%|St. Louis:::631%%'],
  ['mt', 1, 'D#######', 'Billings:::591%%'],
  ['ne', 1, '#######', 'Omaha:::681%%'],
  ['nv', 6, 'E#########', 'Las Vegas:::891%%|Reno:::895%%|Carson City:::897%%'],
  ['nh', 1, '#######', 'Manchester:::031%%'],
  ['nj', 5, '0#########', 'Newark:::071%%|Jersey City:::073%%|Princeton:::085%%'],
  ['nm', 1, '#######', 'Albuquerque:::871%%|Santa Fe:::875%%'],
  ['ny', 22, '#######', 'New York:::100%%|Brooklyn:::112%%|Buffalo:::142%%|Rochester:::146%%|Albany:::122%%'],
  ['nc', 4, '#######', 'Charlotte:::282%%|Raleigh:::276%%|Durham:::277%%'],
  ['nd', 1, '#######', 'Fargo:::581%%'],
  ['oh', 4, '#######', 'Columbus:::432%%|Cleveland:::441%%|Cincinnati:::452%%'],
  ['ok', 1, '#########', 'Oklahoma City:::731%%|Tulsa:::741%%'],
  ['or', 2, '#######-%%', 'Portland:::972%%|Eugene:::974%%'],
  ['pa', 5, '#######', 'Philadelphia:::191%%|Pittsburgh:::152%%|Harrisburg:::171%%'],
  ['ri', 1, '00#######', 'Providence:::029%%'],
  ['sc', 2, '#######', 'Charleston:::294%%|Columbia:::292%%'],
  ['sd', 1, 'DL#######', 'Sioux Falls:::571%%'],
  ['tn', 3, '00#######', 'Nashville:::372%%|Memphis:::381%%|Knoxville:::379%%'],
  ['tx', 14, '080#######', 'Houston:::770%%|Dallas:::752%%|Austin:::787%%|San Antonio:::782%%|Fort Worth:::761%%'],
  ['ut', 2, '#######-0160', 'Salt Lake City:::841%%|Provo:::846%%'],
  ['vt', 1, '0#######', 'Burlington:::054%%'],
  ['va', 4, 'S#######', 'Richmond:::232%%|Arlington:::222%%|Virginia Beach:::234%%'],
  ['wa', 5, '60#######', 'Seattle:::981%%|Bellevue:::980%%|Spokane:::992%%'],
  ['wv', 1, '#######', 'Charleston:::253%%'],
  ['wi', 2, '@#######', 'Milwaukee:::532%%|Madison:::537%%'],
  ['wy', 3, '20%%-00#######', 'Cheyenne:::820%%|Sheridan:::828%%'],
];

const CA_EN = [f('… Inc.', 'Corporation', 50, undefined, 'p'), f('… Ltd.', 'Corporation', 30), f('… Corp.', 'Corporation', 10, undefined, 'p'), f('… Limited', 'Corporation', 10)];
const CA_FR = [f('… Inc.', 'Société par actions', 50, undefined, 'p'), f('… Ltée', 'Société par actions', 25), f('… Limitée', 'Société par actions', 15), f('… S.E.N.C.', 'Société en nom collectif', 5, undefined, 'l'), f('… S.E.C.', 'Société en commandite', 5, undefined, 'l')];

/** [code, weight, number pattern, English share, 'City:::postal|…'] for each province and territory, and the federal register. */
const PROVINCES: Array<[string, number, string, number, string]> = [
  ['ca', 5, '#######', 0.75, 'Ottawa:::K1P %@%|Toronto:::M5V %@%|Montréal:Montreal::H3B %@%|Vancouver:::V6C %@%|Calgary:::T2P %@%'],
  ['ca_on', 10, '00#######', 0.97, 'Toronto:::M5@ %@%|Ottawa:::K1@ %@%|Mississauga:::L5@ %@%|Hamilton:::L8@ %@%|London:::N6@ %@%|Kitchener:::N2@ %@%|Markham:::L3R %@%'],
  ['ca_qc', 6, '11########', 0.2, 'Montréal:Montreal::H%@ %@%|Québec:Quebec City::G1@ %@%|Laval:::H7@ %@%|Gatineau:::J8@ %@%|Sherbrooke:::J1@ %@%'],
  ['ca_bc', 6, 'BC#######', 1, 'Vancouver:::V6@ %@%|Victoria:::V8W %@%|Surrey:::V3@ %@%|Burnaby:::V5@ %@%|Kelowna:::V1Y %@%'],
  ['ca_ab', 4, '20########', 1, 'Calgary:::T2@ %@%|Edmonton:::T5@ %@%|Red Deer:::T4N %@%'],
  ['ca_mb', 1, '#######', 0.95, 'Winnipeg:::R3@ %@%|Brandon:::R7A %@%'],
  ['ca_sk', 1, '10#######', 1, 'Regina:::S4P %@%|Saskatoon:::S7K %@%'],
  ['ca_ns', 1, '3#######', 1, 'Halifax:::B3H %@%|Sydney:::B1P %@%'],
  ['ca_nb', 1, '6#####', 0.7, 'Moncton:::E1C %@%|Saint John:::E2L %@%|Fredericton:::E3B %@%'],
  ['ca_nl', 1, '#####', 1, 'St. John\'s:::A1C %@%|Corner Brook:::A2H %@%'],
  ['ca_pe', 1, '#####', 1, 'Charlottetown:::C1A %@%|Summerside:::C1N %@%'],
  ['ca_nt', 1, '######', 1, 'Yellowknife:::X1A %@%'],
  ['ca_yt', 1, '######', 1, 'Whitehorse:::Y1A %@%'],
  ['ca_nu', 1, '######', 1, 'Iqaluit:::X0A %@%'],
];

const ES = (forms: ReturnType<typeof f>[]): Variant[] => [{ culture: 'es', share: 1, forms }];
const CARIB = [f('… Limited', 'Company Limited by Shares', 80), f('… Ltd.', 'Company Limited by Shares', 20)];

export const AMERICAS: Jurisdiction[] = [
  ...STATES.map(([state, weight, number, list]): Jurisdiction => ({
    code: `us_${state}`, country: 'US', weight, currency: 'USD', scheme: 'naics_2017', variants: US_VARIANTS, number, postal: '%%%%%',
    roles: 'us', statuses: 'us', address: 'us', business: '%%-%%%%%%%', cities: cities(list), tld: 'com',
  })),
  {
    code: 'pr', country: 'PR', weight: 1, currency: 'USD', scheme: 'naics_2017', number: '######-%%%', postal: '009%%', roles: 'us', statuses: 'us', address: 'us', business: '66-%%%%%%%',
    variants: [{ culture: 'es', share: 0.7, forms: US_FORMS }, { culture: 'en', share: 0.3, forms: US_FORMS }], cities: cities('San Juan:::009%%|Ponce:::007%%|Bayamón:::009%%|Mayagüez:::006%%'),
  },
  ...PROVINCES.map(([code, weight, number, englishShare, list]): Jurisdiction => ({
    code, country: 'CA', weight, currency: 'CAD', scheme: 'naics_2017', number, postal: '@%@ %@%', roles: 'ca', statuses: 'ca', address: 'ca', business: '%%%%%%%%%RC0001',
    variants: englishShare >= 1 ? [{ culture: 'en', share: 1, forms: CA_EN }] : [{ culture: 'en', share: englishShare, forms: CA_EN }, { culture: 'fr', share: 1 - englishShare, forms: CA_FR }],
    cities: cities(list), alt: code === 'ca_qc' ? { culture: 'en', share: 0.25 } : undefined,
  })),
  {
    code: 'mx', country: 'MX', weight: 12, currency: 'MXN', scheme: 'naics_2017', number: 'N-20%%######', postal: '%%%%%', roles: 'civil', statuses: 'es', address: 'eu', business: '@@@%%%%%%@@%',
    variants: ES([f('… S.A. de C.V.', 'Sociedad Anónima de Capital Variable', 55, undefined, 'p'), f('… S. de R.L. de C.V.', 'Sociedad de Responsabilidad Limitada de Capital Variable', 25), f('… S.A.P.I. de C.V.', 'Sociedad Anónima Promotora de Inversión de Capital Variable', 8), f('… S.C.', 'Sociedad Civil', 7), f('… A.C.', 'Asociación Civil', 5, undefined, 'n')]),
    cities: cities('Ciudad de México:Mexico City::06%%%|Guadalajara:::44%%%|Monterrey:::64%%%|Puebla:::72%%%|Tijuana:::22%%%|León:::37%%%|Querétaro:::76%%%|Mérida:::97%%%|Cancún:::77%%%'),
  },
  { code: 'gt', country: 'GT', weight: 1, currency: 'GTQ', scheme: 'isic_rev4', variants: ES([f('… S.A.', 'Sociedad Anónima', 80, undefined, 'p'), f('… Sociedad Anónima', 'Sociedad Anónima', 20, undefined, 'p')]), number: '#######-%', postal: '010%%', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('Ciudad de Guatemala:Guatemala City::010%%|Quetzaltenango:::09001') },
  { code: 'sv', country: 'SV', weight: 1, currency: 'USD', scheme: 'isic_rev4', variants: ES([f('… S.A. de C.V.', 'Sociedad Anónima de Capital Variable', 80, undefined, 'p'), f('… Ltda. de C.V.', 'Sociedad de Responsabilidad Limitada de Capital Variable', 20)]), number: '%%%%-######-%%%-%', postal: '', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('San Salvador|Santa Ana|San Miguel') },
  { code: 'hn', country: 'HN', weight: 1, currency: 'HNL', scheme: 'isic_rev4', variants: ES([f('… S. de R.L.', 'Sociedad de Responsabilidad Limitada', 60), f('… S.A.', 'Sociedad Anónima', 40, undefined, 'p')]), number: '0801%%%%######', postal: '%%%%%', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('Tegucigalpa:::11101|San Pedro Sula:::21101') },
  { code: 'ni', country: 'NI', weight: 1, currency: 'NIO', scheme: 'isic_rev4', variants: ES([f('… S.A.', 'Sociedad Anónima', 100, undefined, 'p')]), number: 'J0310000######', postal: '', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('Managua|León|Granada') },
  { code: 'cr', country: 'CR', weight: 1, currency: 'CRC', scheme: 'isic_rev4', variants: ES([f('… S.A.', 'Sociedad Anónima', 50, undefined, 'p'), f('… S.R.L.', 'Sociedad de Responsabilidad Limitada', 50)]), number: '3-101-######', postal: '%%%%%', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('San José:::10101|Heredia:::40101|Alajuela:::20101') },
  { code: 'pa', country: 'PA', weight: 2, currency: 'USD', scheme: 'isic_rev4', variants: ES([f('… S.A.', 'Sociedad Anónima', 70, undefined, 'p'), f('… Inc.', 'Sociedad Anónima', 15, undefined, 'p'), f('… Corp.', 'Sociedad Anónima', 15, undefined, 'p')]), number: '######', postal: '', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('Ciudad de Panamá:Panama City|Colón|David') },
  { code: 'do', country: 'DO', weight: 1, currency: 'DOP', scheme: 'isic_rev4', variants: ES([f('… S.R.L.', 'Sociedad de Responsabilidad Limitada', 60), f('… S.A.', 'Sociedad Anónima', 20, undefined, 'p'), f('… S.A.S.', 'Sociedad Anónima Simplificada', 20)]), number: '1-##-#####-%', postal: '%%%%%', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('Santo Domingo:::10%%%|Santiago de los Caballeros:::51000|Punta Cana:::23000') },
  { code: 'jm', country: 'JM', weight: 1, currency: 'JMD', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: CARIB }], number: '######', postal: '', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Kingston|Montego Bay|Spanish Town') },
  { code: 'tt', country: 'TT', weight: 1, currency: 'TTD', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: [f('… Limited', 'Company Limited by Shares', 100)] }], number: '@######(%%)', postal: '', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Port of Spain|San Fernando|Chaguanas') },
  { code: 'bb', country: 'BB', weight: 1, currency: 'BBD', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: [f('… Limited', 'Company Limited by Shares', 80), f('… Inc.', 'Company Limited by Shares', 20, undefined, 'p')] }], number: '######', postal: 'BB%%%%%', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Bridgetown|Speightstown|Holetown') },
  { code: 'bs', country: 'BS', weight: 1, currency: 'BSD', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: CARIB }], number: '######@', postal: '', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Nassau|Freeport') },
  { code: 'bz', country: 'BZ', weight: 1, currency: 'BZD', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: CARIB }], number: '######', postal: '', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Belize City|Belmopan|San Pedro') },
  { code: 'bm', country: 'BM', weight: 1, currency: 'BMD', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: [f('… Ltd.', 'Exempted Company', 70), f('… Limited', 'Local Company', 30)] }], number: '######', postal: 'HM %%', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Hamilton|St. George\'s') },
  { code: 'ky', country: 'KY', weight: 2, currency: 'KYD', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: [f('… Ltd.', 'Exempted Company', 50), f('… Limited', 'Exempted Company', 40), f('… LP', 'Exempted Limited Partnership', 10, undefined, 'l')] }], number: '######', postal: 'KY1-%%%%', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('George Town|West Bay') },
  { code: 'vg', country: 'VG', weight: 2, currency: 'USD', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: [f('… Limited', 'BVI Business Company', 60), f('… Ltd.', 'BVI Business Company', 30), f('… Inc.', 'BVI Business Company', 10)] }], number: '#######', postal: 'VG11%%', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Road Town') },
  { code: 'aw', country: 'AW', weight: 1, currency: 'AWG', scheme: 'isic_rev4', variants: [{ culture: 'nl', share: 1, forms: [f('… N.V.', 'Naamloze Vennootschap', 60, undefined, 'p'), f('… V.B.A.', 'Vennootschap met Beperkte Aansprakelijkheid', 40)] }], number: 'H######.0', postal: '', roles: 'civil', statuses: 'default', address: 'eu', cities: cities('Oranjestad|Noord|San Nicolas') },
  { code: 'cw', country: 'CW', weight: 1, currency: 'ANG', scheme: 'isic_rev4', variants: [{ culture: 'nl', share: 1, forms: [f('… B.V.', 'Besloten Vennootschap', 60), f('… N.V.', 'Naamloze Vennootschap', 40, undefined, 'p')] }], number: '######', postal: '', roles: 'civil', statuses: 'default', address: 'eu', cities: cities('Willemstad') },
  {
    code: 'co', country: 'CO', weight: 6, currency: 'COP', scheme: 'isic_rev4', number: '9##.###.###-%', postal: '%%%%%%', roles: 'civil', statuses: 'es', address: 'eu',
    variants: ES([f('… S.A.S.', 'Sociedad por Acciones Simplificada', 70), f('… S.A.', 'Sociedad Anónima', 10, undefined, 'p'), f('… Ltda.', 'Sociedad Limitada', 15), f('… S. en C.', 'Sociedad en Comandita', 5, undefined, 'l')]),
    cities: cities('Bogotá:::110%%%|Medellín:::050%%%|Cali:::760%%%|Barranquilla:::080%%%|Cartagena:::130%%%|Bucaramanga:::680%%%'),
  },
  { code: 've', country: 'VE', weight: 2, currency: 'VES', scheme: 'isic_rev4', variants: ES([f('… C.A.', 'Compañía Anónima', 80, undefined, 'p'), f('… S.R.L.', 'Sociedad de Responsabilidad Limitada', 20)]), number: 'J-########-%', postal: '%%%%', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('Caracas:::1010|Maracaibo:::4001|Valencia:::2001') },
  { code: 'ec', country: 'EC', weight: 2, currency: 'USD', scheme: 'isic_rev4', variants: ES([f('… S.A.', 'Sociedad Anónima', 50, undefined, 'p'), f('… Cía. Ltda.', 'Compañía Limitada', 40), f('… S.A.S.', 'Sociedad por Acciones Simplificada', 10)]), number: '179#######001', postal: '%%%%%%', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('Quito:::170%%%|Guayaquil:::090%%%|Cuenca:::010%%%') },
  { code: 'pe', country: 'PE', weight: 4, currency: 'PEN', scheme: 'isic_rev4', variants: ES([f('… S.A.C.', 'Sociedad Anónima Cerrada', 50), f('… S.A.', 'Sociedad Anónima', 10, undefined, 'p'), f('… E.I.R.L.', 'Empresa Individual de Responsabilidad Limitada', 25), f('… S.R.L.', 'Sociedad Comercial de Responsabilidad Limitada', 15)]), number: '20#########', postal: '%%%%%', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('Lima:::150%%|Arequipa:::04001|Trujillo:::13001|Cusco:::08001') },
  { code: 'bo', country: 'BO', weight: 1, currency: 'BOB', scheme: 'isic_rev4', variants: ES([f('… S.R.L.', 'Sociedad de Responsabilidad Limitada', 70), f('… S.A.', 'Sociedad Anónima', 30, undefined, 'p')]), number: '#######0%%', postal: '', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('La Paz|Santa Cruz de la Sierra|Cochabamba') },
  { code: 'py', country: 'PY', weight: 1, currency: 'PYG', scheme: 'isic_rev4', variants: ES([f('… S.A.', 'Sociedad Anónima', 60, undefined, 'p'), f('… S.R.L.', 'Sociedad de Responsabilidad Limitada', 40)]), number: '800#####-%', postal: '%%%%%%', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('Asunción:::001%%%|Ciudad del Este:::100%%%|Encarnación:::070%%%') },
  { code: 'uy', country: 'UY', weight: 1, currency: 'UYU', scheme: 'isic_rev4', variants: ES([f('… S.A.', 'Sociedad Anónima', 60, undefined, 'p'), f('… S.R.L.', 'Sociedad de Responsabilidad Limitada', 25), f('… S.A.S.', 'Sociedad por Acciones Simplificada', 15)]), number: '21#######01%', postal: '%%%%%', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('Montevideo:::11%%%|Punta del Este:::20100|Salto:::50000') },
  { code: 'cl', country: 'CL', weight: 5, currency: 'CLP', scheme: 'isic_rev4', variants: ES([f('… SpA', 'Sociedad por Acciones', 45), f('… Ltda.', 'Sociedad de Responsabilidad Limitada', 35), f('… S.A.', 'Sociedad Anónima', 15, undefined, 'p'), f('… E.I.R.L.', 'Empresa Individual de Responsabilidad Limitada', 5)]), number: '76.###.###-%', postal: '%%%%%%%', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('Santiago:::83%%%%%|Valparaíso:::23%%%%%|Concepción:::40%%%%%|Antofagasta:::12%%%%%|Viña del Mar:::25%%%%%') },
  { code: 'ar', country: 'AR', weight: 6, currency: 'ARS', scheme: 'isic_rev4', variants: ES([f('… S.A.', 'Sociedad Anónima', 40, undefined, 'p'), f('… S.R.L.', 'Sociedad de Responsabilidad Limitada', 45), f('… S.A.S.', 'Sociedad por Acciones Simplificada', 15)]), number: '30-########-%', postal: '@%%%%@@@', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('Buenos Aires:::C10%%@@@|Córdoba:::X50%%@@@|Rosario:::S20%%@@@|Mendoza:::M55%%@@@|La Plata:::B19%%@@@|Mar del Plata:::B76%%@@@') },
  {
    code: 'br', country: 'BR', weight: 30, currency: 'BRL', scheme: 'isic_rev4', number: '##.###.###/0001-%%', postal: '%%%%%-%%%', roles: 'civil', statuses: 'pt', address: 'br', business: '%%%.%%%.%%%.%%%',
    variants: [{ culture: 'pt', share: 1, forms: [f('… Ltda.', 'Sociedade Empresária Limitada', 55), f('… S.A.', 'Sociedade Anônima', 8, undefined, 'p'), f('… ME', 'Microempresa', 15), f('… EPP', 'Empresa de Pequeno Porte', 7), f('… SLU', 'Sociedade Limitada Unipessoal', 12), f('Associação …', 'Associação Privada', 3, undefined, 'n')] }],
    cities: cities('São Paulo - SP:São Paulo:São Paulo:01%%%-%%%|Rio de Janeiro - RJ:Rio de Janeiro:Rio:20%%%-%%%|Belo Horizonte - MG:Belo Horizonte:Minas:30%%%-%%%|Brasília - DF:Brasília:Brasília:70%%%-%%%|Salvador - BA:Salvador:Bahia:40%%%-%%%|Fortaleza - CE:Fortaleza:Fortaleza:60%%%-%%%|Curitiba - PR:Curitiba:Curitiba:80%%%-%%%|Recife - PE:Recife:Recife:50%%%-%%%|Porto Alegre - RS:Porto Alegre:Gaúcha:90%%%-%%%|Manaus - AM:Manaus:Manaus:69%%%-%%%|Campinas - SP:Campinas:Campinas:13%%%-%%%|Florianópolis - SC:Florianópolis:Floripa:88%%%-%%%'),
  },
];

/**
 * Industries of the demo world with their codes in the classification each register uses. The
 * words of a company's name are tied to one of these keys, so "Shenzhen … Technology" gets a software
 * code and "… Logistics" a freight one, in the register's own scheme.
 */

/** Code schemes, named as the importers and OpenCorporates name them. */
export type Scheme = 'uk_sic_2007' | 'nace_rev2' | 'naics_2017' | 'isic_rev4';

type Code = readonly [code: string, description: string];

export interface Industry {
  uk_sic_2007: Code;
  nace_rev2: Code;
  naics_2017: Code;
  isic_rev4: Code;
}

export const INDUSTRIES = {
  software: {
    uk_sic_2007: ['62012', 'Business and domestic software development'],
    nace_rev2: ['62.01', 'Computer programming activities'],
    naics_2017: ['541511', 'Custom Computer Programming Services'],
    isic_rev4: ['6201', 'Computer programming activities'],
  },
  it_services: {
    uk_sic_2007: ['62020', 'Information technology consultancy activities'],
    nace_rev2: ['62.02', 'Computer consultancy activities'],
    naics_2017: ['541512', 'Computer Systems Design Services'],
    isic_rev4: ['6202', 'Computer consultancy and computer facilities management activities'],
  },
  data: {
    uk_sic_2007: ['63110', 'Data processing, hosting and related activities'],
    nace_rev2: ['63.11', 'Data processing, hosting and related activities'],
    naics_2017: ['518210', 'Data Processing, Hosting, and Related Services'],
    isic_rev4: ['6311', 'Data processing, hosting and related activities'],
  },
  telecom: {
    uk_sic_2007: ['61900', 'Other telecommunications activities'],
    nace_rev2: ['61.90', 'Other telecommunications activities'],
    naics_2017: ['517919', 'All Other Telecommunications'],
    isic_rev4: ['6190', 'Other telecommunications activities'],
  },
  electronics: {
    uk_sic_2007: ['26400', 'Manufacture of consumer electronics'],
    nace_rev2: ['26.40', 'Manufacture of consumer electronics'],
    naics_2017: ['334310', 'Audio and Video Equipment Manufacturing'],
    isic_rev4: ['2640', 'Manufacture of consumer electronics'],
  },
  semiconductors: {
    uk_sic_2007: ['26110', 'Manufacture of electronic components'],
    nace_rev2: ['26.11', 'Manufacture of electronic components'],
    naics_2017: ['334413', 'Semiconductor and Related Device Manufacturing'],
    isic_rev4: ['2610', 'Manufacture of electronic components and boards'],
  },
  machinery: {
    uk_sic_2007: ['28290', 'Manufacture of other general-purpose machinery n.e.c.'],
    nace_rev2: ['28.29', 'Manufacture of other general-purpose machinery n.e.c.'],
    naics_2017: ['333249', 'Other Industrial Machinery Manufacturing'],
    isic_rev4: ['2819', 'Manufacture of other general-purpose machinery'],
  },
  automotive: {
    uk_sic_2007: ['29100', 'Manufacture of motor vehicles'],
    nace_rev2: ['29.10', 'Manufacture of motor vehicles'],
    naics_2017: ['336111', 'Automobile Manufacturing'],
    isic_rev4: ['2910', 'Manufacture of motor vehicles'],
  },
  auto_parts: {
    uk_sic_2007: ['29320', 'Manufacture of other parts and accessories for motor vehicles'],
    nace_rev2: ['29.32', 'Manufacture of other parts and accessories for motor vehicles'],
    naics_2017: ['336390', 'Other Motor Vehicle Parts Manufacturing'],
    isic_rev4: ['2930', 'Manufacture of parts and accessories for motor vehicles'],
  },
  steel: {
    uk_sic_2007: ['24100', 'Manufacture of basic iron and steel and of ferro-alloys'],
    nace_rev2: ['24.10', 'Manufacture of basic iron and steel and of ferro-alloys'],
    naics_2017: ['331110', 'Iron and Steel Mills and Ferroalloy Manufacturing'],
    isic_rev4: ['2410', 'Manufacture of basic iron and steel'],
  },
  chemicals: {
    uk_sic_2007: ['20590', 'Manufacture of other chemical products n.e.c.'],
    nace_rev2: ['20.59', 'Manufacture of other chemical products n.e.c.'],
    naics_2017: ['325998', 'All Other Miscellaneous Chemical Product and Preparation Manufacturing'],
    isic_rev4: ['2029', 'Manufacture of other chemical products n.e.c.'],
  },
  plastics: {
    uk_sic_2007: ['22290', 'Manufacture of other plastic products'],
    nace_rev2: ['22.29', 'Manufacture of other plastic products'],
    naics_2017: ['326199', 'All Other Plastics Product Manufacturing'],
    isic_rev4: ['2220', 'Manufacture of plastics products'],
  },
  pharma: {
    uk_sic_2007: ['21200', 'Manufacture of pharmaceutical preparations'],
    nace_rev2: ['21.20', 'Manufacture of pharmaceutical preparations'],
    naics_2017: ['325412', 'Pharmaceutical Preparation Manufacturing'],
    isic_rev4: ['2100', 'Manufacture of pharmaceuticals, medicinal chemical and botanical products'],
  },
  biotech: {
    uk_sic_2007: ['72110', 'Research and experimental development on biotechnology'],
    nace_rev2: ['72.11', 'Research and experimental development on biotechnology'],
    naics_2017: ['541714', 'Research and Development in Biotechnology (except Nanobiotechnology)'],
    isic_rev4: ['7210', 'Research and experimental development on natural sciences and engineering'],
  },
  medical: {
    uk_sic_2007: ['32500', 'Manufacture of medical and dental instruments and supplies'],
    nace_rev2: ['32.50', 'Manufacture of medical and dental instruments and supplies'],
    naics_2017: ['339112', 'Surgical and Medical Instrument Manufacturing'],
    isic_rev4: ['3250', 'Manufacture of medical and dental instruments and supplies'],
  },
  health_care: {
    uk_sic_2007: ['86220', 'Specialists medical practice activities'],
    nace_rev2: ['86.22', 'Specialist medical practice activities'],
    naics_2017: ['621111', 'Offices of Physicians (except Mental Health Specialists)'],
    isic_rev4: ['8620', 'Medical and dental practice activities'],
  },
  food: {
    uk_sic_2007: ['10890', 'Manufacture of other food products n.e.c.'],
    nace_rev2: ['10.89', 'Manufacture of other food products n.e.c.'],
    naics_2017: ['311999', 'All Other Miscellaneous Food Manufacturing'],
    isic_rev4: ['1079', 'Manufacture of other food products n.e.c.'],
  },
  beverages: {
    uk_sic_2007: ['11070', 'Manufacture of soft drinks; production of mineral waters and other bottled waters'],
    nace_rev2: ['11.07', 'Manufacture of soft drinks; production of mineral waters and other bottled waters'],
    naics_2017: ['312111', 'Soft Drink Manufacturing'],
    isic_rev4: ['1104', 'Manufacture of soft drinks; production of mineral waters and other bottled waters'],
  },
  textiles: {
    uk_sic_2007: ['13200', 'Weaving of textiles'],
    nace_rev2: ['13.20', 'Weaving of textiles'],
    naics_2017: ['313210', 'Broadwoven Fabric Mills'],
    isic_rev4: ['1312', 'Weaving of textiles'],
  },
  apparel: {
    uk_sic_2007: ['14190', 'Manufacture of other wearing apparel and accessories'],
    nace_rev2: ['14.19', 'Manufacture of other wearing apparel and accessories'],
    naics_2017: ['315990', 'Apparel Accessories and Other Apparel Manufacturing'],
    isic_rev4: ['1410', 'Manufacture of wearing apparel, except fur apparel'],
  },
  furniture: {
    uk_sic_2007: ['31090', 'Manufacture of other furniture'],
    nace_rev2: ['31.09', 'Manufacture of other furniture'],
    naics_2017: ['337122', 'Nonupholstered Wood Household Furniture Manufacturing'],
    isic_rev4: ['3100', 'Manufacture of furniture'],
  },
  cosmetics: {
    uk_sic_2007: ['20420', 'Manufacture of perfumes and toilet preparations'],
    nace_rev2: ['20.42', 'Manufacture of perfumes and toilet preparations'],
    naics_2017: ['325620', 'Toilet Preparation Manufacturing'],
    isic_rev4: ['2023', 'Manufacture of soap and detergents, cleaning and polishing preparations, perfumes and toilet preparations'],
  },
  jewellery: {
    uk_sic_2007: ['32120', 'Manufacture of jewellery and related articles'],
    nace_rev2: ['32.12', 'Manufacture of jewellery and related articles'],
    naics_2017: ['339910', 'Jewelry and Silverware Manufacturing'],
    isic_rev4: ['3211', 'Manufacture of jewellery and related articles'],
  },
  construction: {
    uk_sic_2007: ['41201', 'Construction of commercial buildings'],
    nace_rev2: ['41.20', 'Construction of residential and non-residential buildings'],
    naics_2017: ['236220', 'Commercial and Institutional Building Construction'],
    isic_rev4: ['4100', 'Construction of buildings'],
  },
  civil_works: {
    uk_sic_2007: ['42990', 'Construction of other civil engineering projects n.e.c.'],
    nace_rev2: ['42.99', 'Construction of other civil engineering projects n.e.c.'],
    naics_2017: ['237990', 'Other Heavy and Civil Engineering Construction'],
    isic_rev4: ['4290', 'Construction of other civil engineering projects'],
  },
  real_estate: {
    uk_sic_2007: ['68209', 'Other letting and operating of own or leased real estate'],
    nace_rev2: ['68.20', 'Rental and operating of own or leased real estate'],
    naics_2017: ['531120', 'Lessors of Nonresidential Buildings (except Miniwarehouses)'],
    isic_rev4: ['6810', 'Real estate activities with own or leased property'],
  },
  property_management: {
    uk_sic_2007: ['68320', 'Management of real estate on a fee or contract basis'],
    nace_rev2: ['68.32', 'Management of real estate on a fee or contract basis'],
    naics_2017: ['531311', 'Residential Property Managers'],
    isic_rev4: ['6820', 'Real estate activities on a fee or contract basis'],
  },
  engineering: {
    uk_sic_2007: ['71129', 'Other engineering activities'],
    nace_rev2: ['71.12', 'Engineering activities and related technical consultancy'],
    naics_2017: ['541330', 'Engineering Services'],
    isic_rev4: ['7110', 'Architectural and engineering activities and related technical consultancy'],
  },
  energy: {
    uk_sic_2007: ['35110', 'Production of electricity'],
    nace_rev2: ['35.11', 'Production of electricity'],
    naics_2017: ['221118', 'Other Electric Power Generation'],
    isic_rev4: ['3510', 'Electric power generation, transmission and distribution'],
  },
  renewables: {
    uk_sic_2007: ['35110', 'Production of electricity'],
    nace_rev2: ['35.11', 'Production of electricity'],
    naics_2017: ['221114', 'Solar Electric Power Generation'],
    isic_rev4: ['3510', 'Electric power generation, transmission and distribution'],
  },
  oil_gas: {
    uk_sic_2007: ['06100', 'Extraction of crude petroleum'],
    nace_rev2: ['06.10', 'Extraction of crude petroleum'],
    naics_2017: ['211120', 'Crude Petroleum Extraction'],
    isic_rev4: ['0610', 'Extraction of crude petroleum'],
  },
  gas: {
    uk_sic_2007: ['35220', 'Distribution of gaseous fuels through mains'],
    nace_rev2: ['35.22', 'Distribution of gaseous fuels through mains'],
    naics_2017: ['221210', 'Natural Gas Distribution'],
    isic_rev4: ['3520', 'Manufacture of gas; distribution of gaseous fuels through mains'],
  },
  mining: {
    uk_sic_2007: ['07290', 'Mining of other non-ferrous metal ores'],
    nace_rev2: ['07.29', 'Mining of other non-ferrous metal ores'],
    naics_2017: ['212299', 'All Other Metal Ore Mining'],
    isic_rev4: ['0729', 'Mining of other non-ferrous metal ores'],
  },
  logistics: {
    uk_sic_2007: ['52290', 'Other transportation support activities'],
    nace_rev2: ['52.29', 'Other transportation support activities'],
    naics_2017: ['488510', 'Freight Transportation Arrangement'],
    isic_rev4: ['5229', 'Other transportation support activities'],
  },
  trucking: {
    uk_sic_2007: ['49410', 'Freight transport by road'],
    nace_rev2: ['49.41', 'Freight transport by road'],
    naics_2017: ['484121', 'General Freight Trucking, Long-Distance, Truckload'],
    isic_rev4: ['4923', 'Freight transport by road'],
  },
  shipping: {
    uk_sic_2007: ['50200', 'Sea and coastal freight water transport'],
    nace_rev2: ['50.20', 'Sea and coastal freight water transport'],
    naics_2017: ['483111', 'Deep Sea Freight Transportation'],
    isic_rev4: ['5012', 'Sea and coastal freight water transport'],
  },
  aviation: {
    uk_sic_2007: ['51101', 'Scheduled passenger air transport'],
    nace_rev2: ['51.10', 'Passenger air transport'],
    naics_2017: ['481111', 'Scheduled Passenger Air Transportation'],
    isic_rev4: ['5110', 'Passenger air transport'],
  },
  trade: {
    uk_sic_2007: ['46900', 'Non-specialised wholesale trade'],
    nace_rev2: ['46.90', 'Non-specialised wholesale trade'],
    naics_2017: ['425120', 'Wholesale Trade Agents and Brokers'],
    isic_rev4: ['4690', 'Non-specialized wholesale trade'],
  },
  import_export: {
    uk_sic_2007: ['46190', 'Agents involved in the sale of a variety of goods'],
    nace_rev2: ['46.19', 'Agents involved in the sale of a variety of goods'],
    naics_2017: ['425120', 'Wholesale Trade Agents and Brokers'],
    isic_rev4: ['4610', 'Wholesale on a fee or contract basis'],
  },
  retail: {
    uk_sic_2007: ['47190', 'Other retail sale in non-specialised stores'],
    nace_rev2: ['47.19', 'Other retail sale in non-specialised stores'],
    naics_2017: ['452319', 'All Other General Merchandise Stores'],
    isic_rev4: ['4719', 'Other retail sale in non-specialized stores'],
  },
  ecommerce: {
    uk_sic_2007: ['47910', 'Retail sale via mail order houses or via Internet'],
    nace_rev2: ['47.91', 'Retail sale via mail order houses or via Internet'],
    naics_2017: ['454110', 'Electronic Shopping and Mail-Order Houses'],
    isic_rev4: ['4791', 'Retail sale via mail order houses or via Internet'],
  },
  hotels: {
    uk_sic_2007: ['55100', 'Hotels and similar accommodation'],
    nace_rev2: ['55.10', 'Hotels and similar accommodation'],
    naics_2017: ['721110', 'Hotels (except Casino Hotels) and Motels'],
    isic_rev4: ['5510', 'Short term accommodation activities'],
  },
  restaurants: {
    uk_sic_2007: ['56101', 'Licensed restaurants'],
    nace_rev2: ['56.10', 'Restaurants and mobile food service activities'],
    naics_2017: ['722511', 'Full-Service Restaurants'],
    isic_rev4: ['5610', 'Restaurants and mobile food service activities'],
  },
  media: {
    uk_sic_2007: ['59112', 'Video production activities'],
    nace_rev2: ['59.11', 'Motion picture, video and television programme production activities'],
    naics_2017: ['512110', 'Motion Picture and Video Production'],
    isic_rev4: ['5911', 'Motion picture, video and television programme production activities'],
  },
  publishing: {
    uk_sic_2007: ['58110', 'Book publishing'],
    nace_rev2: ['58.11', 'Book publishing'],
    naics_2017: ['511130', 'Book Publishers'],
    isic_rev4: ['5811', 'Book publishing'],
  },
  games: {
    uk_sic_2007: ['58210', 'Publishing of computer games'],
    nace_rev2: ['58.21', 'Publishing of computer games'],
    naics_2017: ['511210', 'Software Publishers'],
    isic_rev4: ['5820', 'Software publishing'],
  },
  advertising: {
    uk_sic_2007: ['73110', 'Advertising agencies'],
    nace_rev2: ['73.11', 'Advertising agencies'],
    naics_2017: ['541810', 'Advertising Agencies'],
    isic_rev4: ['7310', 'Advertising'],
  },
  consulting: {
    uk_sic_2007: ['70229', 'Management consultancy activities other than financial management'],
    nace_rev2: ['70.22', 'Business and other management consultancy activities'],
    naics_2017: ['541611', 'Administrative Management and General Management Consulting Services'],
    isic_rev4: ['7020', 'Management consultancy activities'],
  },
  accounting: {
    uk_sic_2007: ['69201', 'Accounting and auditing activities'],
    nace_rev2: ['69.20', 'Accounting, bookkeeping and auditing activities; tax consultancy'],
    naics_2017: ['541211', 'Offices of Certified Public Accountants'],
    isic_rev4: ['6920', 'Accounting, bookkeeping and auditing activities; tax consultancy'],
  },
  holding: {
    uk_sic_2007: ['64209', 'Activities of other holding companies n.e.c.'],
    nace_rev2: ['64.20', 'Activities of holding companies'],
    naics_2017: ['551112', 'Offices of Other Holding Companies'],
    isic_rev4: ['6420', 'Activities of holding companies'],
  },
  investment: {
    uk_sic_2007: ['66300', 'Fund management activities'],
    nace_rev2: ['66.30', 'Fund management activities'],
    naics_2017: ['523920', 'Portfolio Management'],
    isic_rev4: ['6630', 'Fund management activities'],
  },
  finance: {
    uk_sic_2007: ['64999', 'Financial intermediation not elsewhere classified'],
    nace_rev2: ['64.99', 'Other financial service activities, except insurance and pension funding n.e.c.'],
    naics_2017: ['522298', 'All Other Nondepository Credit Intermediation'],
    isic_rev4: ['6499', 'Other financial service activities, except insurance and pension funding activities, n.e.c.'],
  },
  insurance: {
    uk_sic_2007: ['65120', 'Non-life insurance'],
    nace_rev2: ['65.12', 'Non-life insurance'],
    naics_2017: ['524126', 'Direct Property and Casualty Insurance Carriers'],
    isic_rev4: ['6512', 'Non-life insurance'],
  },
  education: {
    uk_sic_2007: ['85590', 'Other education n.e.c.'],
    nace_rev2: ['85.59', 'Other education n.e.c.'],
    naics_2017: ['611699', 'All Other Miscellaneous Schools and Instruction'],
    isic_rev4: ['8549', 'Other education n.e.c.'],
  },
  agriculture: {
    uk_sic_2007: ['01110', 'Growing of cereals (except rice), leguminous crops and oil seeds'],
    nace_rev2: ['01.11', 'Growing of cereals (except rice), leguminous crops and oil seeds'],
    naics_2017: ['111199', 'All Other Grain Farming'],
    isic_rev4: ['0111', 'Growing of cereals (except rice), leguminous crops and oil seeds'],
  },
  security: {
    uk_sic_2007: ['80100', 'Private security activities'],
    nace_rev2: ['80.10', 'Private security activities'],
    naics_2017: ['561612', 'Security Guards and Patrol Services'],
    isic_rev4: ['8010', 'Private security activities'],
  },
  cleaning: {
    uk_sic_2007: ['81210', 'General cleaning of buildings'],
    nace_rev2: ['81.21', 'General cleaning of buildings'],
    naics_2017: ['561720', 'Janitorial Services'],
    isic_rev4: ['8121', 'General cleaning of buildings'],
  },
  printing: {
    uk_sic_2007: ['18129', 'Printing n.e.c.'],
    nace_rev2: ['18.12', 'Other printing'],
    naics_2017: ['323111', 'Commercial Printing (except Screen and Books)'],
    isic_rev4: ['1811', 'Printing'],
  },
  travel: {
    uk_sic_2007: ['79110', 'Travel agency activities'],
    nace_rev2: ['79.11', 'Travel agency activities'],
    naics_2017: ['561510', 'Travel Agencies'],
    isic_rev4: ['7911', 'Travel agency activities'],
  },
  waste: {
    uk_sic_2007: ['38110', 'Collection of non-hazardous waste'],
    nace_rev2: ['38.11', 'Collection of non-hazardous waste'],
    naics_2017: ['562111', 'Solid Waste Collection'],
    isic_rev4: ['3811', 'Collection of non-hazardous waste'],
  },
  recruitment: {
    uk_sic_2007: ['78109', 'Other activities of employment placement agencies'],
    nace_rev2: ['78.10', 'Activities of employment placement agencies'],
    naics_2017: ['561311', 'Employment Placement Agencies'],
    isic_rev4: ['7810', 'Activities of employment placement agencies'],
  },
} as const satisfies Record<string, Industry>;

export type IndustryKey = keyof typeof INDUSTRIES;

/** Industries a company often adds as a second activity, by its first (registers list up to four). */
export const RELATED: Partial<Record<IndustryKey, IndustryKey[]>> = {
  software: ['it_services', 'data', 'games'],
  it_services: ['software', 'consulting', 'data'],
  trade: ['import_export', 'retail', 'logistics'],
  import_export: ['trade', 'logistics'],
  construction: ['civil_works', 'real_estate', 'engineering'],
  real_estate: ['property_management', 'construction', 'holding'],
  holding: ['investment', 'real_estate', 'consulting'],
  investment: ['holding', 'finance'],
  electronics: ['semiconductors', 'trade'],
  logistics: ['trucking', 'shipping'],
  food: ['beverages', 'restaurants', 'trade'],
  energy: ['renewables', 'engineering'],
  pharma: ['biotech', 'medical'],
};

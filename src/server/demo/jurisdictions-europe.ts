import { cities, f, type Jurisdiction } from './jurisdiction-types.ts';

/** Jurisdictions of Europe, with their registers' legal forms, number formats and cities. */

const UK_FORMS = [
  f('… Limited', 'Private Limited Company', 55), f('… Ltd', 'Private Limited Company', 20), f('… PLC', 'Public Limited Company', 2, undefined, 'p'),
  f('… LLP', 'Limited Liability Partnership', 4, undefined, 'l'), f('… LP', 'Limited Partnership', 1, undefined, 'l'), f('… CIC', 'Community Interest Company', 1, undefined, 'n'),
];
const CROWN_FORMS = [f('… Limited', 'Company Limited by Shares', 80), f('… Ltd', 'Company Limited by Shares', 15), f('… LP', 'Limited Partnership', 5, undefined, 'l')];
const DE_FORMS = [
  f('… GmbH', 'Gesellschaft mit beschränkter Haftung', 60), f('… UG (haftungsbeschränkt)', 'Unternehmergesellschaft (haftungsbeschränkt)', 10),
  f('… AG', 'Aktiengesellschaft', 3, undefined, 'p'), f('… GmbH & Co. KG', 'Kommanditgesellschaft', 10, undefined, 'l'), f('… KG', 'Kommanditgesellschaft', 4, undefined, 'l'),
  f('… OHG', 'Offene Handelsgesellschaft', 2, undefined, 'l'), f('… e.K.', 'Eingetragener Kaufmann', 5), f('… e.V.', 'Eingetragener Verein', 2, undefined, 'n'),
  f('… gGmbH', 'Gemeinnützige Gesellschaft mit beschränkter Haftung', 1, undefined, 'n'), f('… SE', 'Societas Europaea', 1, undefined, 'p'),
];
const RU_FORMS = [
  f('ООО «…»', 'Общество с ограниченной ответственностью', 75, '… LLC'), f('АО «…»', 'Акционерное общество', 10, '… JSC'),
  f('ПАО «…»', 'Публичное акционерное общество', 2, '… PJSC', 'p'), f('ЗАО «…»', 'Закрытое акционерное общество', 3, '… CJSC'),
  f('АНО «…»', 'Автономная некоммерческая организация', 2, '… ANO', 'n'),
];

export const EUROPE: Jurisdiction[] = [
  {
    code: 'gb', country: 'GB', weight: 70, currency: 'GBP', scheme: 'uk_sic_2007', variants: [{ culture: 'en', share: 1, forms: UK_FORMS }],
    number: '########', postal: '@%% %@@', roles: 'uk', statuses: 'uk', address: 'gb', business: 'GB%%%%%%%%%', upper: 0.95,
    cities: cities('London:::EC%@ %@@|Manchester:::M% %@@|Birmingham:::B% %@@|Leeds:::LS% %@@|Glasgow:::G% %@@|Edinburgh:::EH% %@@|Bristol:::BS% %@@|Liverpool:::L% %@@|Cardiff:::CF%% %@@|Belfast:::BT% %@@|Sheffield:::S% %@@|Newcastle upon Tyne:::NE% %@@|Nottingham:::NG% %@@|Reading:::RG% %@@|Cambridge:::CB% %@@|Oxford:::OX% %@@|Leicester:::LE% %@@|Southampton:::SO%% %@@|Aberdeen:::AB%% %@@|Milton Keynes:::MK% %@@'),
  },
  { code: 'gg', country: 'GG', weight: 1, currency: 'GBP', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: CROWN_FORMS }], number: '######', postal: 'GY% %@@', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('St Peter Port|St Sampson') },
  { code: 'je', country: 'JE', weight: 1, currency: 'GBP', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: CROWN_FORMS }], number: '######', postal: 'JE% %@@', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('St Helier|St Brelade') },
  { code: 'im', country: 'IM', weight: 1, currency: 'GBP', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: CROWN_FORMS }], number: '######@', postal: 'IM% %@@', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Douglas|Ramsey') },
  { code: 'gi', country: 'GI', weight: 1, currency: 'GIP', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: CROWN_FORMS }], number: '######', postal: 'GX11 1AA', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Gibraltar') },
  {
    code: 'ie', country: 'IE', weight: 10, currency: 'EUR', scheme: 'nace_rev2', number: '######', postal: 'D0% @%@%', roles: 'uk', statuses: 'uk', address: 'gb', business: 'IE%%%%%%%@',
    variants: [{ culture: 'en', share: 1, forms: [
      f('… Limited', 'Private Company Limited by Shares', 50), f('… Designated Activity Company', 'Designated Activity Company', 8), f('… Public Limited Company', 'Public Limited Company', 2, undefined, 'p'),
      f('… Unlimited Company', 'Private Unlimited Company', 2), f('… CLG', 'Company Limited by Guarantee', 3, undefined, 'n'),
    ] }],
    cities: cities('Dublin:::D0% @%@%|Cork:::T12 @%@%|Galway:::H91 @%@%|Limerick:::V94 @%@%|Waterford:::X91 @%@%'),
  },
  {
    code: 'fr', country: 'FR', weight: 45, currency: 'EUR', scheme: 'nace_rev2', number: '#########', postal: '%%%%%', roles: 'civil', statuses: 'fr', address: 'fr', business: 'FR%%%%%%%%%%%',
    variants: [{ culture: 'fr', share: 1, forms: [
      f('… SAS', 'Société par actions simplifiée', 35), f('… SARL', 'Société à responsabilité limitée', 35), f('… SA', 'Société anonyme', 5, undefined, 'p'),
      f('… SASU', 'Société par actions simplifiée unipersonnelle', 12), f('… EURL', 'Entreprise unipersonnelle à responsabilité limitée', 8), f('… SCI', 'Société civile immobilière', 6),
      f('… SNC', 'Société en nom collectif', 2, undefined, 'l'), f('Association …', 'Association déclarée', 2, undefined, 'n'),
    ] }],
    cities: cities('Paris:::750%%|Lyon:::6900%|Marseille:::130%%|Toulouse:::310%%|Nice:::060%%|Nantes:::440%%|Strasbourg:::670%%|Montpellier:::340%%|Bordeaux:::330%%|Lille:::590%%|Rennes:::350%%|Reims:::511%%|Le Havre:::766%%|Grenoble:::380%%|Dijon:::210%%'),
  },
  {
    code: 'de', country: 'DE', weight: 50, currency: 'EUR', scheme: 'nace_rev2', number: 'HRB ######', postal: '%%%%%', roles: 'de', statuses: 'de', address: 'eu', business: 'DE%%%%%%%%%',
    variants: [{ culture: 'de', share: 1, forms: DE_FORMS }],
    cities: cities('Berlin:::10%%%|Hamburg:::20%%%|München:Munich::80%%%|Köln:Cologne::50%%%|Frankfurt am Main:Frankfurt:Frankfurter:60%%%|Stuttgart:::70%%%|Düsseldorf:::40%%%|Leipzig:::04%%%|Dortmund:::44%%%|Essen:::45%%%|Bremen:::28%%%|Dresden:::01%%%|Hannover:Hanover::30%%%|Nürnberg:Nuremberg::90%%%|Mannheim:::68%%%'),
  },
  {
    code: 'at', country: 'AT', weight: 8, currency: 'EUR', scheme: 'nace_rev2', number: 'FN ######~', postal: '%%%%', roles: 'de', statuses: 'de', address: 'eu', business: 'ATU%%%%%%%%',
    variants: [{ culture: 'de', share: 1, forms: [f('… GmbH', 'Gesellschaft mit beschränkter Haftung', 70), f('… AG', 'Aktiengesellschaft', 4, undefined, 'p'), f('… KG', 'Kommanditgesellschaft', 8, undefined, 'l'), f('… OG', 'Offene Gesellschaft', 5, undefined, 'l'), f('… e.U.', 'Eingetragenes Unternehmen', 6)] }],
    cities: cities('Wien:Vienna::1%%0|Graz:::80%%|Linz:::40%%|Salzburg:::50%%|Innsbruck:::60%%|Klagenfurt:::90%%'),
  },
  {
    code: 'ch', country: 'CH', weight: 12, currency: 'CHF', scheme: 'nace_rev2', number: 'CHE-###.###.###', postal: '%%%%', roles: 'de', statuses: 'de', address: 'eu', business: 'CHE-%%%.%%%.%%% MWST',
    variants: [
      { culture: 'de', share: 0.65, forms: [f('… AG', 'Aktiengesellschaft', 40, undefined, 'p'), f('… GmbH', 'Gesellschaft mit beschränkter Haftung', 55), f('… Genossenschaft', 'Genossenschaft', 3), f('Stiftung …', 'Stiftung', 2, undefined, 'n')], cities: cities('Zürich:Zurich::80%%|Basel:::40%%|Bern:::30%%|Luzern:Lucerne::60%%|St. Gallen:::90%%|Zug:::63%%|Winterthur:::84%%') },
      { culture: 'fr', share: 0.25, forms: [f('… SA', 'Société anonyme', 40, undefined, 'p'), f('… Sàrl', 'Société à responsabilité limitée', 55), f('Fondation …', 'Fondation', 5, undefined, 'n')], cities: cities('Genève:Geneva::12%%|Lausanne:::10%%|Neuchâtel:::20%%|Fribourg:::17%%') },
      { culture: 'it', share: 0.1, forms: [f('… SA', 'Società anonima', 45, undefined, 'p'), f('… Sagl', 'Società a garanzia limitata', 55)], cities: cities('Lugano:::69%%|Bellinzona:::65%%|Locarno:::66%%') },
    ],
    cities: cities('Zürich:Zurich::80%%'),
  },
  { code: 'li', country: 'LI', weight: 1, currency: 'CHF', scheme: 'nace_rev2', variants: [{ culture: 'de', share: 1, forms: [f('… AG', 'Aktiengesellschaft', 50, undefined, 'p'), f('… Anstalt', 'Anstalt', 30), f('… Stiftung', 'Stiftung', 20, undefined, 'n')] }], number: 'FL-0002.###.###-%', postal: '94%%', roles: 'de', statuses: 'de', address: 'eu', cities: cities('Vaduz:::9490|Schaan:::9494') },
  { code: 'lu', country: 'LU', weight: 5, currency: 'EUR', scheme: 'nace_rev2', variants: [{ culture: 'fr', share: 1, forms: [f('… S.A.', 'Société anonyme', 40, undefined, 'p'), f('… S.à r.l.', 'Société à responsabilité limitée', 50), f('… SCS', 'Société en commandite simple', 5, undefined, 'l'), f('… SCSp', 'Société en commandite spéciale', 5, undefined, 'l')] }], number: 'B######', postal: 'L-%%%%', roles: 'civil', statuses: 'fr', address: 'fr', business: 'LU%%%%%%%%', cities: cities('Luxembourg|Esch-sur-Alzette|Differdange') },
  {
    code: 'be', country: 'BE', weight: 10, currency: 'EUR', scheme: 'nace_rev2', number: '0###.###.###', postal: '%%%%', roles: 'civil', statuses: 'fr', address: 'eu', business: 'BE0%%%%%%%%%',
    variants: [
      { culture: 'nl', share: 0.6, forms: [f('… BV', 'Besloten vennootschap', 60), f('… NV', 'Naamloze vennootschap', 10, undefined, 'p'), f('… CV', 'Coöperatieve vennootschap', 5), f('… VZW', 'Vereniging zonder winstoogmerk', 5, undefined, 'n'), f('… Comm.V', 'Commanditaire vennootschap', 3, undefined, 'l')], cities: cities('Antwerpen:Antwerp::2000|Gent:Ghent::9000|Brugge:Bruges::8000|Leuven:::3000|Brussel:Brussels::1000|Mechelen:::2800') },
      { culture: 'fr', share: 0.4, forms: [f('… SRL', 'Société à responsabilité limitée', 60), f('… SA', 'Société anonyme', 10, undefined, 'p'), f('… SC', 'Société coopérative', 5), f('… ASBL', 'Association sans but lucratif', 5, undefined, 'n')], cities: cities('Bruxelles:Brussels::1000|Liège:::4000|Charleroi:::6000|Namur:::5000|Mons:::7000') },
    ],
    cities: cities('Bruxelles:Brussels::1000'),
  },
  {
    code: 'nl', country: 'NL', weight: 15, currency: 'EUR', scheme: 'nace_rev2', number: '########', postal: '%%%% @@', roles: 'civil', statuses: 'default', address: 'eu', business: 'NL%%%%%%%%%B01',
    variants: [{ culture: 'nl', share: 1, forms: [f('… B.V.', 'Besloten Vennootschap', 75), f('… N.V.', 'Naamloze Vennootschap', 3, undefined, 'p'), f('… V.O.F.', 'Vennootschap onder firma', 8, undefined, 'l'), f('… C.V.', 'Commanditaire Vennootschap', 2, undefined, 'l'), f('Stichting …', 'Stichting', 6, undefined, 'n'), f('… Coöperatie U.A.', 'Coöperatie', 2)] }],
    cities: cities('Amsterdam:::10%% @@|Rotterdam:::30%% @@|Den Haag:The Hague::25%% @@|Utrecht:::35%% @@|Eindhoven:::56%% @@|Groningen:::97%% @@|Tilburg:::50%% @@|Almere:::13%% @@|Breda:::48%% @@|Nijmegen:::65%% @@'),
  },
  { code: 'dk', country: 'DK', weight: 6, currency: 'DKK', scheme: 'nace_rev2', variants: [{ culture: 'da', share: 1, forms: [f('… ApS', 'Anpartsselskab', 70), f('… A/S', 'Aktieselskab', 20, undefined, 'p'), f('… I/S', 'Interessentskab', 5, undefined, 'l'), f('… P/S', 'Partnerselskab', 2, undefined, 'l')] }], number: '########', postal: '%%%%', roles: 'nordic', statuses: 'default', address: 'eu', business: 'DK{n}', cities: cities('København:Copenhagen::1%%%|Aarhus:::8000|Odense:::5000|Aalborg:::9000|Esbjerg:::6700') },
  { code: 'se', country: 'SE', weight: 8, currency: 'SEK', scheme: 'nace_rev2', variants: [{ culture: 'sv', share: 1, forms: [f('… AB', 'Aktiebolag', 85), f('… AB (publ)', 'Publikt aktiebolag', 3, undefined, 'p'), f('… HB', 'Handelsbolag', 6, undefined, 'l'), f('… KB', 'Kommanditbolag', 3, undefined, 'l'), f('… ek. för.', 'Ekonomisk förening', 3)] }], number: '556###-####', postal: '%%% %%', roles: 'nordic', statuses: 'default', address: 'eu', business: 'SE%%%%%%%%%%01', cities: cities('Stockholm:::111 %%|Göteborg:Gothenburg::411 %%|Malmö:::211 %%|Uppsala:::753 %%|Västerås:::721 %%|Örebro:::702 %%|Linköping:::581 %%') },
  { code: 'no', country: 'NO', weight: 6, currency: 'NOK', scheme: 'nace_rev2', variants: [{ culture: 'nb', share: 1, forms: [f('… AS', 'Aksjeselskap', 85), f('… ASA', 'Allmennaksjeselskap', 3, undefined, 'p'), f('… ANS', 'Ansvarlig selskap', 5, undefined, 'l'), f('… DA', 'Selskap med delt ansvar', 3, undefined, 'l'), f('… SA', 'Samvirkeforetak', 2)] }], number: '9## ### ###', postal: '%%%%', roles: 'nordic', statuses: 'default', address: 'eu', business: 'NO{n}MVA', cities: cities('Oslo:::01%%|Bergen:::50%%|Trondheim:::70%%|Stavanger:::40%%|Tromsø:::90%%') },
  {
    code: 'fi', country: 'FI', weight: 6, currency: 'EUR', scheme: 'nace_rev2', number: '#######-%', postal: '%%%%%', roles: 'nordic', statuses: 'default', address: 'eu', business: 'FI%%%%%%%%',
    variants: [
      { culture: 'fi', share: 0.9, forms: [f('… Oy', 'Osakeyhtiö', 80), f('… Oyj', 'Julkinen osakeyhtiö', 3, undefined, 'p'), f('… Ky', 'Kommandiittiyhtiö', 8, undefined, 'l'), f('… Ay', 'Avoin yhtiö', 4, undefined, 'l'), f('… osk', 'Osuuskunta', 3)] },
      { culture: 'sv', share: 0.1, forms: [f('… Ab', 'Aktiebolag', 90), f('… Abp', 'Publikt aktiebolag', 10, undefined, 'p')], cities: cities('Helsingfors:Helsinki::00100|Vasa:Vaasa::65100|Åbo:Turku::20100') },
    ],
    cities: cities('Helsinki:::00100|Espoo:::02%%0|Tampere:::33%%0|Turku:::20%%0|Oulu:::90%%0'),
  },
  { code: 'is', country: 'IS', weight: 2, currency: 'ISK', scheme: 'nace_rev2', variants: [{ culture: 'is', share: 1, forms: [f('… ehf.', 'Einkahlutafélag', 85), f('… hf.', 'Hlutafélag', 10, undefined, 'p'), f('… slf.', 'Samlagsfélag', 5, undefined, 'l')] }], number: '######-####', postal: '%%%', roles: 'nordic', statuses: 'default', address: 'eu', cities: cities('Reykjavík:::101|Kópavogur:::200|Akureyri:::600|Hafnarfjörður:::220') },
  { code: 'ee', country: 'EE', weight: 3, currency: 'EUR', scheme: 'nace_rev2', variants: [{ culture: 'et', share: 1, forms: [f('… OÜ', 'Osaühing', 85), f('… AS', 'Aktsiaselts', 10, undefined, 'p'), f('MTÜ …', 'Mittetulundusühing', 5, undefined, 'n')] }], number: '1#######', postal: '%%%%%', roles: 'nordic', statuses: 'default', address: 'eu', business: 'EE1%%%%%%%%', cities: cities('Tallinn:::10%%%|Tartu:::50%%%|Pärnu:::80%%%|Narva:::20%%%') },
  { code: 'lv', country: 'LV', weight: 3, currency: 'EUR', scheme: 'nace_rev2', variants: [{ culture: 'lv', share: 1, forms: [f('SIA "…"', 'Sabiedrība ar ierobežotu atbildību', 85, '… SIA'), f('AS "…"', 'Akciju sabiedrība', 10, '… AS', 'p'), f('Biedrība "…"', 'Biedrība', 5, undefined, 'n')] }], number: '4000######', postal: 'LV-%%%%', roles: 'nordic', statuses: 'default', address: 'eu', business: 'LV{n}', cities: cities('Rīga:Riga::LV-10%%|Daugavpils:::LV-54%%|Liepāja:::LV-34%%|Jelgava:::LV-30%%') },
  { code: 'lt', country: 'LT', weight: 3, currency: 'EUR', scheme: 'nace_rev2', variants: [{ culture: 'lt', share: 1, forms: [f('UAB „…“', 'Uždaroji akcinė bendrovė', 85, '… UAB'), f('AB „…“', 'Akcinė bendrovė', 8, '… AB', 'p'), f('MB „…“', 'Mažoji bendrija', 7, '… MB')] }], number: '30#######', postal: 'LT-%%%%%', roles: 'nordic', statuses: 'default', address: 'eu', business: 'LT%%%%%%%%%%', cities: cities('Vilnius:::LT-01%%%|Kaunas:::LT-44%%%|Klaipėda:::LT-91%%%|Šiauliai:::LT-76%%%') },
  {
    code: 'pl', country: 'PL', weight: 15, currency: 'PLN', scheme: 'nace_rev2', number: '0000######', postal: '%%-%%%', roles: 'civil', statuses: 'default', address: 'eu', business: 'PL%%%%%%%%%%',
    variants: [{ culture: 'pl', share: 1, forms: [f('… Sp. z o.o.', 'Spółka z ograniczoną odpowiedzialnością', 70), f('… S.A.', 'Spółka akcyjna', 5, undefined, 'p'), f('… Sp. k.', 'Spółka komandytowa', 8, undefined, 'l'), f('… Sp. j.', 'Spółka jawna', 8, undefined, 'l'), f('… Sp. z o.o. Sp. k.', 'Spółka komandytowa', 5, undefined, 'l'), f('Fundacja …', 'Fundacja', 2, undefined, 'n'), f('Stowarzyszenie …', 'Stowarzyszenie', 2, undefined, 'n')] }],
    cities: cities('Warszawa:Warsaw::00-%%%|Kraków:Krakow::30-%%%|Łódź:Lodz::90-%%%|Wrocław:Wroclaw::50-%%%|Poznań:Poznan::60-%%%|Gdańsk:Gdansk::80-%%%|Szczecin:::70-%%%|Lublin:::20-%%%|Katowice:::40-%%%'),
  },
  { code: 'cz', country: 'CZ', weight: 8, currency: 'CZK', scheme: 'nace_rev2', variants: [{ culture: 'cs', share: 1, forms: [f('… s.r.o.', 'Společnost s ručením omezeným', 80), f('… a.s.', 'Akciová společnost', 10, undefined, 'p'), f('… v.o.s.', 'Veřejná obchodní společnost', 3, undefined, 'l'), f('… k.s.', 'Komanditní společnost', 2, undefined, 'l'), f('… z.s.', 'Spolek', 3, undefined, 'n'), f('… družstvo', 'Družstvo', 2)] }], number: '########', postal: '%%% %%', roles: 'civil', statuses: 'default', address: 'eu', business: 'CZ{n}', cities: cities('Praha:Prague::1%% 00|Brno:::6%% 00|Ostrava:::7%% 00|Plzeň:Pilsen::3%% 00|Olomouc:::779 00|Liberec:::460 01') },
  { code: 'sk', country: 'SK', weight: 3, currency: 'EUR', scheme: 'nace_rev2', variants: [{ culture: 'sk', share: 1, forms: [f('… s.r.o.', 'Spoločnosť s ručením obmedzeným', 85), f('… a.s.', 'Akciová spoločnosť', 10, undefined, 'p'), f('… k.s.', 'Komanditná spoločnosť', 5, undefined, 'l')] }], number: '########', postal: '%%% %%', roles: 'civil', statuses: 'default', address: 'eu', business: 'SK%%%%%%%%%%', cities: cities('Bratislava:::811 0%|Košice:::040 01|Žilina:::010 01|Nitra:::949 01|Prešov:::080 01') },
  { code: 'hu', country: 'HU', weight: 8, currency: 'HUF', scheme: 'nace_rev2', variants: [{ culture: 'hu', share: 1, forms: [f('… Kft.', 'Korlátolt felelősségű társaság', 75), f('… Zrt.', 'Zártkörűen működő részvénytársaság', 8), f('… Nyrt.', 'Nyilvánosan működő részvénytársaság', 1, undefined, 'p'), f('… Bt.', 'Betéti társaság', 12, undefined, 'l'), f('… Kkt.', 'Közkereseti társaság', 2, undefined, 'l'), f('… Alapítvány', 'Alapítvány', 2, undefined, 'n')] }], number: '%%-%%-######', postal: '%%%%', roles: 'civil', statuses: 'default', address: 'hu', business: 'HU%%%%%%%%', cities: cities('Budapest:::1%%%|Debrecen:::40%%|Szeged:::67%%|Miskolc:::35%%|Pécs:::76%%|Győr:::90%%') },
  { code: 'si', country: 'SI', weight: 2, currency: 'EUR', scheme: 'nace_rev2', variants: [{ culture: 'sl', share: 1, forms: [f('… d.o.o.', 'Družba z omejeno odgovornostjo', 85), f('… d.d.', 'Delniška družba', 10, undefined, 'p'), f('… s.p.', 'Samostojni podjetnik', 5)] }], number: '#######000', postal: '%%%%', roles: 'civil', statuses: 'default', address: 'eu', business: 'SI%%%%%%%%', cities: cities('Ljubljana:::1000|Maribor:::2000|Celje:::3000|Koper:::6000') },
  { code: 'hr', country: 'HR', weight: 4, currency: 'EUR', scheme: 'nace_rev2', variants: [{ culture: 'hr', share: 1, forms: [f('… d.o.o.', 'Društvo s ograničenom odgovornošću', 75), f('… j.d.o.o.', 'Jednostavno društvo s ograničenom odgovornošću', 12), f('… d.d.', 'Dioničko društvo', 8, undefined, 'p'), f('… j.t.d.', 'Javno trgovačko društvo', 5, undefined, 'l')] }], number: '#########', postal: '%%%%%', roles: 'civil', statuses: 'default', address: 'eu', business: 'HR%%%%%%%%%%%', cities: cities('Zagreb:::10000|Split:::21000|Rijeka:::51000|Osijek:::31000|Zadar:::23000|Dubrovnik:::20000') },
  { code: 'ba', country: 'BA', weight: 2, currency: 'BAM', scheme: 'nace_rev2', variants: [{ culture: 'hr', share: 1, forms: [f('… d.o.o.', 'Društvo sa ograničenom odgovornošću', 85), f('… d.d.', 'Dioničko društvo', 15, undefined, 'p')] }], number: '42########%%%', postal: '%%%%%', roles: 'civil', statuses: 'default', address: 'eu', cities: cities('Sarajevo:::71000|Banja Luka:::78000|Mostar:::88000|Tuzla:::75000') },
  {
    code: 'rs', country: 'RS', weight: 4, currency: 'RSD', scheme: 'nace_rev2', number: '2#######', postal: '%%%%%', roles: 'civil', statuses: 'default', address: 'eu', business: '1%%%%%%%%',
    variants: [
      { culture: 'sr-Cyrl', share: 0.5, forms: [f('… д.о.о.', 'Друштво са ограниченом одговорношћу', 85, '… d.o.o.'), f('… а.д.', 'Акционарско друштво', 15, '… a.d.', 'p')], cities: cities('Београд:Belgrade::11000|Нови Сад:Novi Sad::21000|Ниш:Niš::18000|Крагујевац:Kragujevac::34000') },
      { culture: 'hr', share: 0.5, forms: [f('… d.o.o.', 'Društvo sa ograničenom odgovornošću', 85), f('… a.d.', 'Akcionarsko društvo', 15, undefined, 'p')], cities: cities('Beograd:Belgrade::11000|Novi Sad:::21000|Niš:::18000|Subotica:::24000') },
    ],
    cities: cities('Београд:Belgrade::11000'),
  },
  { code: 'me', country: 'ME', weight: 1, currency: 'EUR', scheme: 'nace_rev2', variants: [{ culture: 'hr', share: 1, forms: [f('… d.o.o.', 'Društvo sa ograničenom odgovornošću', 85), f('… a.d.', 'Akcionarsko društvo', 15, undefined, 'p')] }], number: '5#######', postal: '%%%%%', roles: 'civil', statuses: 'default', address: 'eu', cities: cities('Podgorica:::81000|Budva:::85310|Bar:::85000|Nikšić:::81400') },
  { code: 'mk', country: 'MK', weight: 1, currency: 'MKD', scheme: 'nace_rev2', variants: [{ culture: 'sr-Cyrl', share: 1, forms: [f('… ДООЕЛ', 'Друштво со ограничена одговорност основано од едно лице', 50, '… DOOEL'), f('… ДОО', 'Друштво со ограничена одговорност', 40, '… DOO'), f('… АД', 'Акционерско друштво', 10, '… AD', 'p')] }], number: '#######', postal: '%%%%', roles: 'civil', statuses: 'default', address: 'eu', cities: cities('Скопје:Skopje::1000|Битола:Bitola::7000|Охрид:Ohrid::6000|Куманово:Kumanovo::1300') },
  { code: 'al', country: 'AL', weight: 1, currency: 'ALL', scheme: 'nace_rev2', variants: [{ culture: 'sq', share: 1, forms: [f('… sh.p.k.', 'Shoqëri me përgjegjësi të kufizuar', 85), f('… sh.a.', 'Shoqëri aksionare', 15, undefined, 'p')] }], number: '@########@', postal: '%%%%', roles: 'civil', statuses: 'default', address: 'eu', cities: cities('Tiranë:Tirana::1001|Durrës:::2001|Vlorë:::9401|Shkodër:::4001') },
  { code: 'bg', country: 'BG', weight: 4, currency: 'EUR', scheme: 'nace_rev2', variants: [{ culture: 'bg', share: 1, forms: [f('„…“ ЕООД', 'Еднолично дружество с ограничена отговорност', 50, '… EOOD'), f('„…“ ООД', 'Дружество с ограничена отговорност', 35, '… OOD'), f('„…“ АД', 'Акционерно дружество', 8, '… AD', 'p'), f('„…“ ЕАД', 'Еднолично акционерно дружество', 5, '… EAD'), f('ЕТ „…“', 'Едноличен търговец', 2, '… ET')] }], number: '20#######', postal: '%%%%', roles: 'civil', statuses: 'default', address: 'eu', business: 'BG{n}', cities: cities('гр. София:Sofia:София:1000|гр. Пловдив:Plovdiv:Пловдив:4000|гр. Варна:Varna:Варна:9000|гр. Бургас:Burgas:Бургас:8000|гр. Русе:Ruse:Русе:7000') },
  { code: 'ro', country: 'RO', weight: 8, currency: 'RON', scheme: 'nace_rev2', variants: [{ culture: 'ro', share: 1, forms: [f('… S.R.L.', 'Societate cu răspundere limitată', 85), f('… S.A.', 'Societate pe acțiuni', 8, undefined, 'p'), f('… S.N.C.', 'Societate în nume colectiv', 2, undefined, 'l'), f('Asociația …', 'Asociație', 3, undefined, 'n')] }], number: 'J%%/######/20%%', postal: '%%%%%%', roles: 'civil', statuses: 'default', address: 'eu', business: 'RO%%%%%%%%', cities: cities('București:Bucharest::0%%%%%|Cluj-Napoca:::400%%%|Timișoara:Timisoara::300%%%|Iași:Iasi::700%%%|Constanța:Constanta::900%%%|Brașov:Brasov::500%%%') },
  { code: 'md', country: 'MD', weight: 1, currency: 'MDL', scheme: 'nace_rev2', variants: [{ culture: 'ro', share: 1, forms: [f('… S.R.L.', 'Societate cu răspundere limitată', 90), f('… S.A.', 'Societate pe acțiuni', 10, undefined, 'p')] }], number: '10036000#####', postal: 'MD-%%%%', roles: 'civil', statuses: 'default', address: 'eu', cities: cities('Chișinău:Chisinau::MD-20%%|Bălți:Balti::MD-31%%') },
  {
    code: 'ua', country: 'UA', weight: 6, currency: 'UAH', scheme: 'nace_rev2', number: '########', postal: '%%%%%', roles: 'ru', statuses: 'ru', address: 'ru', business: '%%%%%%%%%%%%', english: 0.4,
    variants: [{ culture: 'uk', share: 1, forms: [f('ТОВ «…»', 'Товариство з обмеженою відповідальністю', 80, '… LLC'), f('ПрАТ «…»', 'Приватне акціонерне товариство', 8, '… PrJSC'), f('АТ «…»', 'Акціонерне товариство', 4, '… JSC', 'p'), f('ПП «…»', 'Приватне підприємство', 8, '… PE')] }],
    cities: cities('м. Київ:Kyiv:Київ:01%%%|м. Харків:Kharkiv:Харків:61%%%|м. Одеса:Odesa:Одеса:65%%%|м. Дніпро:Dnipro:Дніпро:49%%%|м. Львів:Lviv:Львів:79%%%'),
  },
  { code: 'by', country: 'BY', weight: 2, currency: 'BYN', scheme: 'nace_rev2', variants: [{ culture: 'ru', share: 1, forms: [f('ООО «…»', 'Общество с ограниченной ответственностью', 60, '… LLC'), f('ОАО «…»', 'Открытое акционерное общество', 10, '… OJSC', 'p'), f('ЗАО «…»', 'Закрытое акционерное общество', 10, '… CJSC'), f('ЧУП «…»', 'Частное унитарное предприятие', 20, '… PUE')] }], number: '19#######', postal: '2%%%%%', roles: 'ru', statuses: 'ru', address: 'ru', english: 0.3, cities: cities('г. Минск:Minsk:Минск:220%%%|г. Гомель:Gomel:Гомель:246%%%|г. Брест:Brest:Брест:224%%%|г. Гродно:Grodno:Гродно:230%%%') },
  {
    code: 'ru', country: 'RU', weight: 30, currency: 'RUB', scheme: 'isic_rev4', variants: [{ culture: 'ru', share: 1, forms: RU_FORMS }],
    number: '1%%%%%%######', postal: '%%%%%%', roles: 'ru', statuses: 'ru', address: 'ru', business: '77%%%%%%%%', english: 0.35,
    cities: cities('г. Москва:Moscow:Москва:1%%%%%|г. Санкт-Петербург:Saint Petersburg:Петербург:19%%%%|г. Новосибирск:Novosibirsk:Новосибирск:630%%%|г. Екатеринбург:Yekaterinburg:Екатеринбург:620%%%|г. Казань:Kazan:Казань:420%%%|г. Нижний Новгород:Nizhny Novgorod:Нижегородский:603%%%|г. Самара:Samara:Самара:443%%%|г. Краснодар:Krasnodar:Краснодар:350%%%|г. Владивосток:Vladivostok:Владивосток:690%%%|г. Ростов-на-Дону:Rostov-on-Don:Ростов:344%%%'),
  },
  { code: 'kz', country: 'KZ', weight: 3, currency: 'KZT', scheme: 'isic_rev4', variants: [{ culture: 'ru', share: 1, forms: [f('ТОО «…»', 'Товарищество с ограниченной ответственностью', 85, '… LLP'), f('АО «…»', 'Акционерное общество', 15, '… JSC', 'p')] }], number: '%%%%%%######', postal: '%%%%%%', roles: 'ru', statuses: 'ru', address: 'ru', english: 0.3, cities: cities('г. Алматы:Almaty:Алматы:050%%%|г. Астана:Astana:Астана:010%%%|г. Шымкент:Shymkent:Шымкент:160%%%|г. Караганда:Karaganda:Караганда:100%%%') },
  { code: 'kg', country: 'KG', weight: 1, currency: 'KGS', scheme: 'isic_rev4', variants: [{ culture: 'ru', share: 1, forms: [f('ОсОО «…»', 'Общество с ограниченной ответственностью', 90, '… LLC'), f('ОАО «…»', 'Открытое акционерное общество', 10, '… OJSC', 'p')] }], number: '######', postal: '7200%%', roles: 'ru', statuses: 'ru', address: 'ru', english: 0.3, cities: cities('г. Бишкек:Bishkek:Бишкек:7200%%|г. Ош:Osh:Ош:7230%%') },
  { code: 'uz', country: 'UZ', weight: 2, currency: 'UZS', scheme: 'isic_rev4', variants: [{ culture: 'uz', share: 1, forms: [f('"…" MChJ', 'Masʼuliyati cheklangan jamiyat', 85, '… LLC'), f('"…" AJ', 'Aksiyadorlik jamiyati', 15, '… JSC', 'p')] }], number: '3########', postal: '100%%%', roles: 'ru', statuses: 'default', address: 'eu', cities: cities('Toshkent:Tashkent::100%%%|Samarqand:Samarkand::140%%%|Buxoro:Bukhara::200%%%') },
  { code: 'az', country: 'AZ', weight: 1, currency: 'AZN', scheme: 'isic_rev4', variants: [{ culture: 'az', share: 1, forms: [f('"…" MMC', 'Məhdud Məsuliyyətli Cəmiyyət', 85, '… LLC'), f('"…" ASC', 'Açıq Səhmdar Cəmiyyəti', 15, '… OJSC', 'p')] }], number: '1#########', postal: 'AZ%%%%', roles: 'ru', statuses: 'default', address: 'eu', cities: cities('Bakı:Baku::AZ1000|Gəncə:Ganja::AZ2000|Sumqayıt:Sumgait::AZ5000') },
  { code: 'ge', country: 'GE', weight: 1, currency: 'GEL', scheme: 'isic_rev4', variants: [{ culture: 'ka', share: 1, forms: [f('შპს „…“', 'შეზღუდული პასუხისმგებლობის საზოგადოება', 85, '… LLC'), f('სს „…“', 'სააქციო საზოგადოება', 15, '… JSC', 'p')] }], number: '4########', postal: '%%%%', roles: 'ru', statuses: 'default', address: 'eu', english: 0.6, cities: cities('თბილისი:Tbilisi::01%%|ბათუმი:Batumi::6000|ქუთაისი:Kutaisi::4600') },
  { code: 'am', country: 'AM', weight: 1, currency: 'AMD', scheme: 'isic_rev4', variants: [{ culture: 'hy', share: 1, forms: [f('«…» ՍՊԸ', 'Սահմանափակ պատասխանատվությամբ ընկերություն', 85, '… LLC'), f('«…» ՓԲԸ', 'Փակ բաժնետիրական ընկերություն', 15, '… CJSC')] }], number: '%%%.110.######', postal: '%%%%', roles: 'ru', statuses: 'default', address: 'eu', english: 0.6, cities: cities('Երևան:Yerevan::00%%|Գյումրի:Gyumri::3101|Վանաձոր:Vanadzor::2001') },
  { code: 'mn', country: 'MN', weight: 1, currency: 'MNT', scheme: 'isic_rev4', variants: [{ culture: 'mn', share: 1, forms: [f('… ХХК', 'Хязгаарлагдмал хариуцлагатай компани', 85, '… LLC'), f('… ХК', 'Хувьцаат компани', 15, '… JSC', 'p')] }], number: '#######', postal: '%%%%%', roles: 'ru', statuses: 'default', address: 'eu', english: 0.5, cities: cities('Улаанбаатар:Ulaanbaatar::14%%%|Эрдэнэт:Erdenet::61%%%|Дархан:Darkhan::45%%%') },
  {
    code: 'gr', country: 'GR', weight: 6, currency: 'EUR', scheme: 'nace_rev2', number: '############', postal: '%%% %%', roles: 'civil', statuses: 'default', address: 'eu', business: 'EL%%%%%%%%%', english: 0.4,
    variants: [{ culture: 'el', share: 1, forms: [f('… Α.Ε.', 'Ανώνυμη Εταιρεία', 25, '… S.A.', 'p'), f('… Ε.Π.Ε.', 'Εταιρεία Περιορισμένης Ευθύνης', 15, '… Ltd'), f('… Ι.Κ.Ε.', 'Ιδιωτική Κεφαλαιουχική Εταιρεία', 40, '… P.C.'), f('… Ο.Ε.', 'Ομόρρυθμη Εταιρεία', 12, '… G.P.', 'l'), f('… Ε.Ε.', 'Ετερόρρυθμη Εταιρεία', 8, '… L.P.', 'l')] }],
    cities: cities('Αθήνα:Athens::1%% %%|Θεσσαλονίκη:Thessaloniki::54% %%|Πειραιάς:Piraeus::185 %%|Πάτρα:Patras::26% %%|Ηράκλειο:Heraklion::71% %%|Λάρισα:Larissa::41% %%'),
  },
  {
    code: 'cy', country: 'CY', weight: 3, currency: 'EUR', scheme: 'nace_rev2', number: 'HE######', postal: '%%%%', roles: 'uk', statuses: 'uk', address: 'eu', business: 'CY%%%%%%%%@', english: 0.8,
    variants: [
      { culture: 'el', share: 0.6, forms: [f('… ΛΤΔ', 'Ιδιωτική Εταιρεία Περιορισμένης Ευθύνης με Μετοχές', 90, '… Ltd'), f('… ΔΗΜΟΣΙΑ ΛΤΔ', 'Δημόσια Εταιρεία', 10, '… Public Ltd', 'p')] },
      { culture: 'en', share: 0.4, forms: [f('… Limited', 'Private Limited Company', 90), f('… Public Limited', 'Public Limited Company', 10, undefined, 'p')] },
    ],
    cities: cities('Λευκωσία:Nicosia::10%%|Λεμεσός:Limassol::30%%|Λάρνακα:Larnaca::60%%|Πάφος:Paphos::80%%'),
  },
  { code: 'mt', country: 'MT', weight: 2, currency: 'EUR', scheme: 'nace_rev2', variants: [{ culture: 'en', share: 1, forms: [f('… Limited', 'Private Limited Liability Company', 85), f('… p.l.c.', 'Public Limited Liability Company', 15, undefined, 'p')] }], number: 'C #####', postal: '@@@ %%%%', roles: 'uk', statuses: 'uk', address: 'gb', business: 'MT%%%%%%%%', cities: cities('Valletta:::VLT %%%%|Sliema:::SLM %%%%|St. Julian\'s:::STJ %%%%|Birkirkara:::BKR %%%%') },
  {
    code: 'it', country: 'IT', weight: 30, currency: 'EUR', scheme: 'nace_rev2', number: '###########', postal: '%%%%%', roles: 'civil', statuses: 'it', address: 'eu', business: 'IT%%%%%%%%%%%',
    variants: [{ culture: 'it', share: 1, forms: [f('… S.r.l.', 'Società a responsabilità limitata', 60), f('… S.r.l.s.', 'Società a responsabilità limitata semplificata', 10), f('… S.p.A.', 'Società per azioni', 6, undefined, 'p'), f('… S.n.c.', 'Società in nome collettivo', 8, undefined, 'l'), f('… S.a.s.', 'Società in accomandita semplice', 10, undefined, 'l'), f('… Soc. Coop.', 'Società cooperativa', 4), f('… Onlus', 'Organizzazione non lucrativa di utilità sociale', 2, undefined, 'n')] }],
    cities: cities('Roma:Rome::001%%|Milano:Milan::201%%|Napoli:Naples::801%%|Torino:Turin::101%%|Palermo:::901%%|Genova:Genoa::161%%|Bologna:::401%%|Firenze:Florence::501%%|Bari:::701%%|Venezia:Venice::301%%|Verona:::371%%'),
  },
  { code: 'sm', country: 'SM', weight: 1, currency: 'EUR', scheme: 'nace_rev2', variants: [{ culture: 'it', share: 1, forms: [f('… S.r.l.', 'Società a responsabilità limitata', 80), f('… S.p.A.', 'Società per azioni', 20, undefined, 'p')] }], number: 'SM#####', postal: '4789%', roles: 'civil', statuses: 'it', address: 'eu', cities: cities('San Marino:::47890|Serravalle:::47899|Borgo Maggiore:::47893') },
  { code: 'mc', country: 'MC', weight: 1, currency: 'EUR', scheme: 'nace_rev2', variants: [{ culture: 'fr', share: 1, forms: [f('… S.A.M.', 'Société anonyme monégasque', 50, undefined, 'p'), f('… S.A.R.L.', 'Société à responsabilité limitée', 50)] }], number: '%%S#####', postal: '980%%', roles: 'civil', statuses: 'fr', address: 'fr', cities: cities('Monaco:::98000|Monte-Carlo:::98000') },
  { code: 'ad', country: 'AD', weight: 1, currency: 'EUR', scheme: 'nace_rev2', variants: [{ culture: 'es', share: 1, forms: [f('… S.L.', 'Societat de responsabilitat limitada', 80), f('… S.A.', 'Societat anònima', 20, undefined, 'p')] }], number: 'L-######-@', postal: 'AD%%%', roles: 'civil', statuses: 'es', address: 'eu', cities: cities('Andorra la Vella:::AD500|Escaldes-Engordany:::AD700') },
  {
    code: 'es', country: 'ES', weight: 30, currency: 'EUR', scheme: 'nace_rev2', number: 'B########', postal: '%%%%%', roles: 'civil', statuses: 'es', address: 'eu', business: 'ES{n}',
    variants: [{ culture: 'es', share: 1, forms: [f('… S.L.', 'Sociedad de responsabilidad limitada', 70), f('… S.A.', 'Sociedad anónima', 10, undefined, 'p'), f('… S.L.U.', 'Sociedad limitada unipersonal', 12), f('… S.Coop.', 'Sociedad cooperativa', 3), f('… S.L.L.', 'Sociedad limitada laboral', 2), f('Fundación …', 'Fundación', 2, undefined, 'n')] }],
    cities: cities('Madrid:::280%%|Barcelona:::080%%|Valencia:::460%%|Sevilla:Seville::410%%|Zaragoza:::500%%|Málaga:::290%%|Bilbao:::480%%|Palma:::070%%|Las Palmas de Gran Canaria:::350%%|Alicante:::030%%|Murcia:::300%%|Valladolid:::470%%'),
  },
  { code: 'pt', country: 'PT', weight: 8, currency: 'EUR', scheme: 'nace_rev2', variants: [{ culture: 'pt', share: 1, forms: [f('… Lda.', 'Sociedade por quotas', 75), f('… S.A.', 'Sociedade anónima', 10, undefined, 'p'), f('… Unipessoal Lda.', 'Sociedade unipessoal por quotas', 15)] }], number: '5########', postal: '%%%%-%%%', roles: 'civil', statuses: 'pt', address: 'eu', business: 'PT{n}', cities: cities('Lisboa:Lisbon::1%%%-%%%|Porto:::4%%%-%%%|Braga:::47%%-%%%|Coimbra:::30%%-%%%|Faro:::80%%-%%%|Funchal:::90%%-%%%') },
  {
    code: 'tr', country: 'TR', weight: 14, currency: 'TRY', scheme: 'nace_rev2', number: '######', postal: '%%%%%', roles: 'civil', statuses: 'default', address: 'eu', business: '%%%%%%%%%%',
    variants: [{ culture: 'tr', share: 1, forms: [f('… A.Ş.', 'Anonim Şirket', 30, '… Inc.', 'p'), f('… Ltd. Şti.', 'Limited Şirket', 65, '… Ltd.'), f('… Koll. Şti.', 'Kollektif Şirket', 3, undefined, 'l'), f('… Kom. Şti.', 'Komandit Şirket', 2, undefined, 'l')] }],
    cities: cities('İstanbul:Istanbul::34%%%|Ankara:::06%%%|İzmir:Izmir::35%%%|Bursa:::16%%%|Antalya:::07%%%|Kocaeli:::41%%%|Konya:::42%%%|Gaziantep:::27%%%|Adana:::01%%%|Kayseri:::38%%%'),
  },
];

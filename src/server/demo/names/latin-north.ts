import { industryWords, reEnd, words, type Culture } from './types.ts';

/** Nordic names: Swedish, Danish, Norwegian, Finnish and Icelandic (with its patronymic surnames). */

const NORDIC_PATTERNS = ['B I:5', 'S I:3', 'P I:2', 'B G:1', 'B:1', 'S & T:1'];

export const sv: Culture = {
  id: 'sv',
  language: 'sv',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: NORDIC_PATTERNS,
  brands: words(
    'Nordic|Norrsken|Fjäll|Skog|Sjö|Vasa|Göta|Svea|Polaris|Aurora|Björk|Ek|Lind|Solsidan|Havsbris|Kustlinje|Nordstjärnan|Granit|Bergslagen|Mälaren|Ålandia|Skärgård',
  ),
  famous: words('Volvo|Ericsson|IKEA'),
  industries: industryWords(
    'Teknik:Technology:software|Mjukvara:Software:software|IT-konsult:IT Consulting:it_services|Data:Data:data|Telekom:Telecom:telecom|Elektronik:Electronics:electronics|Maskin:Machinery:machinery|Fordon:Vehicles:automotive|Stål:Steel:steel|Kemi:Chemicals:chemicals|Plast:Plastics:plastics|Läkemedel:Pharmaceuticals:pharma|Medicinteknik:Medical Technology:medical|Vård:Care:health_care|Livsmedel:Food:food|Bageri:Bakery:food|Dryck:Beverages:beverages|Textil:Textiles:textiles|Mode:Fashion:apparel|Möbler:Furniture:furniture|Bygg:Construction:construction|Mark & Anläggning:Groundworks:civil_works|Fastigheter:Properties:real_estate|Förvaltning:Management:property_management|Konstruktion:Engineering:engineering|Energi:Energy:energy|Sol:Solar:renewables|Vindkraft:Wind Power:renewables|Gruv:Mining:mining|Logistik:Logistics:logistics|Åkeri:Haulage:trucking|Transport:Transport:trucking|Rederi:Shipping:shipping|Handel:Trading:trade|Import:Import:import_export|Butik:Shop:retail|E-handel:E-commerce:ecommerce|Hotell:Hotel:hotels|Restaurang:Restaurant:restaurants|Media:Media:media|Förlag:Publishing:publishing|Spel:Games:games|Reklambyrå:Advertising Agency:advertising|Konsult:Consulting:consulting|Redovisning:Accounting:accounting|Holding:Holding:holding|Invest:Invest:investment|Kapital:Capital:investment|Finans:Finance:finance|Försäkring:Insurance:insurance|Utbildning:Education:education|Lantbruk:Farming:agriculture|Säkerhet:Security:security|Städ:Cleaning:cleaning|Tryckeri:Printing:printing|Resor:Travel:travel|Återvinning:Recycling:waste|Bemanning:Staffing:recruitment',
  ),
  generic: words('Gruppen:Group|International|Sverige:Sweden|Nordic'),
  surnames: words(
    'Andersson|Johansson|Karlsson|Nilsson|Eriksson|Larsson|Olsson|Persson|Svensson|Gustafsson|Pettersson|Jonsson|Jansson|Hansson|Bengtsson|Lindberg|Lindström|Lindqvist|Berg|Axelsson|Lundberg|Lundgren|Söderberg|Holm',
  ),
  male: words('Lars|Anders|Johan|Per|Erik|Karl|Nils|Mikael|Jan|Hans|Peter|Fredrik|Oscar|William|Lucas|Elias|Hugo|Axel'),
  female: words('Anna|Eva|Maria|Karin|Kristina|Lena|Sara|Emma|Ingrid|Elin|Maja|Alice|Ebba|Linnea|Astrid|Sofia'),
  streets: words(
    'Storgatan|Drottninggatan|Kungsgatan|Sveavägen|Vasagatan|Götgatan|Hamngatan|Strandvägen|Järnvägsgatan|Kyrkogatan|Industrivägen|Skolgatan',
  ),
};

export const da: Culture = {
  id: 'da',
  language: 'da',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: NORDIC_PATTERNS,
  brands: words(
    'Nordlys|Fyn|Jylland|Sjælland|Øresund|Havblik|Kronborg|Bølge|Viking|Dannebrog|Lyngby|Himmerland|Bornholm|Egeskov|Løvenborg|Færøsk|Grønland',
  ),
  famous: words('Maersk|Novo|Lego'),
  industries: industryWords(
    'Teknologi:Technology:software|Software:Software:software|IT:IT:it_services|Data:Data:data|Telekom:Telecom:telecom|Elektronik:Electronics:electronics|Maskinfabrik:Machine Works:machinery|Biler:Cars:automotive|Stål:Steel:steel|Kemi:Chemicals:chemicals|Plast:Plastics:plastics|Pharma:Pharma:pharma|Medico:Medical:medical|Sundhed:Health:health_care|Fødevarer:Foods:food|Bageri:Bakery:food|Bryggeri:Brewery:beverages|Tekstil:Textiles:textiles|Mode:Fashion:apparel|Møbler:Furniture:furniture|Byg:Construction:construction|Entreprise:Contracting:construction|Anlæg:Civil Works:civil_works|Ejendomme:Properties:real_estate|Ejendomsadministration:Property Management:property_management|Rådgivende Ingeniører:Consulting Engineers:engineering|Energi:Energy:energy|Vindenergi:Wind Energy:renewables|Solenergi:Solar Energy:renewables|Olie:Oil:oil_gas|Logistik:Logistics:logistics|Vognmandsforretning:Haulage:trucking|Transport:Transport:trucking|Rederi:Shipping:shipping|Handel:Trading:trade|Import:Import:import_export|Detail:Retail:retail|Webshop:Web Shop:ecommerce|Hotel:Hotel:hotels|Restaurant:Restaurant:restaurants|Medier:Media:media|Forlag:Publishing:publishing|Spil:Games:games|Reklamebureau:Advertising Agency:advertising|Rådgivning:Consulting:consulting|Revision:Audit:accounting|Holding:Holding:holding|Invest:Invest:investment|Kapital:Capital:investment|Finans:Finance:finance|Forsikring:Insurance:insurance|Uddannelse:Education:education|Landbrug:Farming:agriculture|Sikkerhed:Security:security|Rengøring:Cleaning:cleaning|Trykkeri:Printing:printing|Rejser:Travel:travel|Genbrug:Recycling:waste|Vikarservice:Temp Staffing:recruitment',
  ),
  generic: words('Gruppen:Group|International|Danmark:Denmark|Nordic'),
  surnames: words(
    'Nielsen|Jensen|Hansen|Pedersen|Andersen|Christensen|Larsen|Sørensen|Rasmussen|Jørgensen|Petersen|Madsen|Kristensen|Olsen|Thomsen|Christiansen|Poulsen|Johansen|Møller|Mortensen',
  ),
  male: words('Jens|Peter|Lars|Michael|Henrik|Søren|Thomas|Jan|Niels|Anders|Morten|Rasmus|Mads|Frederik|William|Oliver|Noah'),
  female: words('Anne|Kirsten|Mette|Hanne|Anna|Helle|Susanne|Lene|Maria|Marianne|Camilla|Ida|Freja|Emma|Sofie|Laura'),
  streets: words(
    'Vestergade|Østergade|Nørregade|Søndergade|Jernbanegade|Strøget|Bredgade|Amagertorv|Havnegade|Industrivej|Skolevej|Kirkevej',
  ),
};

export const nb: Culture = {
  id: 'nb',
  language: 'nb',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: NORDIC_PATTERNS,
  brands: words(
    'Nordkapp|Fjord|Polarlys|Viking|Trollheimen|Lofoten|Hardanger|Sognefjord|Dovre|Nordsjø|Vestland|Midnattsol|Fjell|Svalbard|Jotun',
  ),
  famous: words('Equinor|Telenor|Hydro'),
  industries: industryWords(
    'Teknologi:Technology:software|Software:Software:software|IT:IT:it_services|Data:Data:data|Telekom:Telecom:telecom|Elektronikk:Electronics:electronics|Mekaniske Verksted:Mechanical Workshop:machinery|Bil:Cars:automotive|Stål:Steel:steel|Kjemi:Chemicals:chemicals|Plast:Plastics:plastics|Farmasi:Pharmacy:pharma|Medisinsk:Medical:medical|Helse:Health:health_care|Mat:Food:food|Bakeri:Bakery:food|Bryggeri:Brewery:beverages|Tekstil:Textiles:textiles|Klær:Clothing:apparel|Møbler:Furniture:furniture|Bygg:Construction:construction|Entreprenør:Contractor:construction|Anlegg:Civil Works:civil_works|Eiendom:Property:real_estate|Eiendomsforvaltning:Property Management:property_management|Rådgivende Ingeniører:Consulting Engineers:engineering|Energi:Energy:energy|Kraft:Power:energy|Vindkraft:Wind Power:renewables|Olje & Gass:Oil & Gas:oil_gas|Offshore:Offshore:oil_gas|Mineral:Minerals:mining|Logistikk:Logistics:logistics|Transport:Transport:trucking|Rederi:Shipping:shipping|Shipping:Shipping:shipping|Handel:Trading:trade|Import:Import:import_export|Butikk:Shop:retail|Nettbutikk:Online Store:ecommerce|Hotell:Hotel:hotels|Restaurant:Restaurant:restaurants|Media:Media:media|Forlag:Publishing:publishing|Spill:Games:games|Reklamebyrå:Advertising Agency:advertising|Rådgivning:Consulting:consulting|Regnskap:Accounting:accounting|Holding:Holding:holding|Invest:Invest:investment|Kapital:Capital:investment|Finans:Finance:finance|Forsikring:Insurance:insurance|Utdanning:Education:education|Landbruk:Farming:agriculture|Sikkerhet:Security:security|Renhold:Cleaning:cleaning|Trykkeri:Printing:printing|Reiser:Travel:travel|Gjenvinning:Recycling:waste|Bemanning:Staffing:recruitment',
  ),
  generic: words('Gruppen:Group|International|Norge:Norway|Nordic'),
  surnames: words(
    'Hansen|Johansen|Olsen|Larsen|Andersen|Pedersen|Nilsen|Kristiansen|Jensen|Karlsen|Johnsen|Pettersen|Eriksen|Berg|Haugen|Hagen|Johannessen|Andreassen|Jacobsen|Dahl|Lie|Bakken|Solberg',
  ),
  male: words('Jan|Per|Bjørn|Ole|Lars|Kjell|Knut|Arne|Svein|Thomas|Hans|Geir|Jakob|Emil|Noah|Magnus|Henrik'),
  female: words('Anne|Inger|Kari|Marit|Ingrid|Liv|Eva|Berit|Astrid|Bjørg|Hilde|Nora|Emma|Sofie|Ida'),
  streets: words('Storgata|Kirkegata|Karl Johans gate|Dronningens gate|Kongens gate|Strandgata|Bryggen|Industriveien|Skolegata|Torggata'),
};

export const fi: Culture = {
  id: 'fi',
  language: 'fi',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: NORDIC_PATTERNS,
  brands: words(
    'Pohjola|Lappi|Saimaa|Aalto|Kaleva|Sampo|Tapio|Revontuli|Karhu|Kuusi|Koivu|Tähti|Aurora|Nordic|Suomi|Itämeri|Kivi|Helmi|Vesi|Ahti',
  ),
  famous: words('Nokia|Kone|Fazer'),
  industries: industryWords(
    'Teknologia:Technology:software|Ohjelmistot:Software:software|IT-palvelut:IT Services:it_services|Data:Data:data|Tietoliikenne:Telecommunications:telecom|Elektroniikka:Electronics:electronics|Konepaja:Machine Shop:machinery|Auto:Auto:automotive|Teräs:Steel:steel|Kemia:Chemicals:chemicals|Muovi:Plastics:plastics|Lääke:Pharma:pharma|Terveys:Health:health_care|Medical:Medical:medical|Elintarvike:Food:food|Leipomo:Bakery:food|Juomat:Beverages:beverages|Tekstiili:Textiles:textiles|Muoti:Fashion:apparel|Huonekalu:Furniture:furniture|Rakennus:Construction:construction|Maanrakennus:Earthworks:civil_works|Kiinteistöt:Properties:real_estate|Isännöinti:Property Management:property_management|Insinööritoimisto:Engineering Office:engineering|Energia:Energy:energy|Tuulivoima:Wind Power:renewables|Aurinkovoima:Solar Power:renewables|Kaivos:Mining:mining|Logistiikka:Logistics:logistics|Kuljetus:Transport:trucking|Varustamo:Shipping:shipping|Kauppa:Trading:trade|Tukku:Wholesale:trade|Tuonti:Import:import_export|Verkkokauppa:Web Shop:ecommerce|Hotelli:Hotel:hotels|Ravintola:Restaurant:restaurants|Media:Media:media|Kustannus:Publishing:publishing|Pelit:Games:games|Mainostoimisto:Advertising Agency:advertising|Konsultointi:Consulting:consulting|Tilitoimisto:Accounting Office:accounting|Holding:Holding:holding|Sijoitus:Investment:investment|Pääoma:Capital:investment|Rahoitus:Finance:finance|Vakuutus:Insurance:insurance|Koulutus:Training:education|Maatalous:Agriculture:agriculture|Vartiointi:Security:security|Siivous:Cleaning:cleaning|Painotalo:Printing House:printing|Matkat:Travel:travel|Kierrätys:Recycling:waste|Henkilöstöpalvelu:Staffing:recruitment',
  ),
  generic: words('Group|International|Suomi:Finland'),
  surnames: words(
    'Korhonen|Virtanen|Mäkinen|Nieminen|Mäkelä|Hämäläinen|Laine|Heikkinen|Koskinen|Järvinen|Lehtonen|Lehtinen|Saarinen|Salminen|Heinonen|Niemi|Heikkilä|Kinnunen|Salonen|Turunen',
  ),
  male: words('Juha|Timo|Matti|Kari|Mikko|Jari|Antti|Jukka|Mika|Markku|Pekka|Ville|Eero|Onni|Leo|Väinö'),
  female: words('Anna|Maria|Tuula|Päivi|Anne|Ritva|Leena|Pirjo|Sari|Minna|Aino|Helmi|Sofia|Eveliina|Emilia'),
  streets: words(
    'Mannerheimintie|Aleksanterinkatu|Hämeenkatu|Kauppakatu|Asemakatu|Satamakatu|Teollisuuskatu|Kirkkokatu|Esplanadi|Rautatienkatu',
  ),
};

export const is: Culture = {
  id: 'is',
  language: 'is',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:5', 'S I:1', 'P I:2', 'B:2'],
  brands: words('Hekla|Katla|Geysir|Norðurljós|Vatnajökull|Esja|Sæból|Víkingur|Fjörður|Hraun|Askja|Snæfell'),
  famous: words('Icelandair|Marel'),
  industries: industryWords(
    'Tækni:Technology:software|Hugbúnaður:Software:software|Fjarskipti:Telecom:telecom|Verktakar:Contractors:construction|Byggingar:Construction:construction|Fasteignir:Properties:real_estate|Fiskvinnsla:Fish Processing:food|Ferðaþjónusta:Tourism:travel|Flutningar:Transport:trucking|Orka:Energy:energy|Heildverslun:Wholesale:trade|Ráðgjöf:Consulting:consulting|Fjárfestingar:Investments:investment|Eignarhaldsfélag:Holding Company:holding|Hótel:Hotel:hotels|Veitingar:Catering:restaurants|Lyf:Pharma:pharma|Endurskoðun:Audit:accounting|Prentsmiðja:Printing:printing',
  ),
  generic: words('Group|International'),
  // Icelandic surnames are patronymics: a daughter of Jón is Jónsdóttir where a son is Jónsson.
  surnames: words('Jónsson|Sigurðsson|Guðmundsson|Gunnarsson|Ólafsson|Einarsson|Kristjánsson|Magnússon|Stefánsson|Jóhannsson'),
  feminine: (s) => reEnd(s, [[/sson$/, 'sdóttir', /sson$/, 'sdóttir']]),
  male: words('Jón|Sigurður|Guðmundur|Gunnar|Ólafur|Einar|Kristján|Magnús|Stefán|Jóhann'),
  female: words('Guðrún|Anna|Kristín|Sigríður|Margrét|Helga|Sigrún|Ingibjörg|Jóhanna'),
  streets: words('Laugavegur|Skólavörðustígur|Borgartún|Suðurlandsbraut|Hafnarstræti|Austurstræti|Hverfisgata'),
};

import { industryWords, reEnd, words, type Culture } from './types.ts';

/**
 * Central and Eastern European names in Latin letters: Polish, Czech, Slovak, Hungarian (family
 * name first), Romanian, Croatian/Bosnian, Slovenian, Albanian and the Baltic languages. Women's
 * surnames take the feminine ending where the language has one (Kowalska, Nováková, Kazlauskienė).
 */

export const pl: Culture = {
  id: 'pl',
  language: 'pl',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:5', 'S I:2', 'I S|S I:1', 'H B|B H:1', 'P I:1', 'B:1', 'S X:1'],
  brands: words(
    'Polonia|Wisła|Odra|Tatry|Bałtyk|Mazowsze|Sokół|Orzeł|Bursztyn|Jantar|Pomorze|Śląsk|Warta|Karpaty|Zefir|Gryf|Kopernik|Piast|Wawel|Horyzont|Promyk|Sigma|Omega|Delta',
  ),
  famous: words('Orlen|PKO|Allegro'),
  industries: industryWords(
    'Technologie:Technologies:software|Software:Software:software|Informatyka:IT:it_services|Systemy:Systems:it_services|Telekom:Telecom:telecom|Elektronika:Electronics:electronics|Maszyny:Machinery:machinery|Motoryzacja:Automotive:automotive|Części Samochodowe:Auto Parts:auto_parts|Stal:Steel:steel|Metal:Metal:steel|Chemia:Chemicals:chemicals|Tworzywa Sztuczne:Plastics:plastics|Farmacja:Pharma:pharma|Biotechnologia:Biotechnology:biotech|Sprzęt Medyczny:Medical Equipment:medical|Centrum Medyczne:Medical Centre:health_care|Żywność:Food:food|Piekarnia:Bakery:food|Napoje:Beverages:beverages|Tekstylia:Textiles:textiles|Odzież:Clothing:apparel|Meble:Furniture:furniture|Kosmetyki:Cosmetics:cosmetics|Jubiler:Jeweller:jewellery|Budownictwo:Construction:construction|Drogownictwo:Road Construction:civil_works|Nieruchomości:Real Estate:real_estate|Zarządzanie Nieruchomościami:Property Management:property_management|Inżynieria:Engineering:engineering|Energia:Energy:energy|Fotowoltaika:Photovoltaics:renewables|Paliwa:Fuels:oil_gas|Gaz:Gas:gas|Górnictwo:Mining:mining|Logistyka:Logistics:logistics|Transport:Transport:trucking|Spedycja:Forwarding:logistics|Żegluga:Shipping:shipping|Linie Lotnicze:Airlines:aviation|Handel:Trading:trade|Hurtownia:Wholesale:trade|Import-Eksport:Import Export:import_export|Market:Market:retail|E-commerce:E-commerce:ecommerce|Hotele:Hotels:hotels|Gastronomia:Catering:restaurants|Media:Media:media|Wydawnictwo:Publishing House:publishing|Gry:Games:games|Reklama:Advertising:advertising|Doradztwo:Consulting:consulting|Consulting:Consulting:consulting|Biuro Rachunkowe:Accounting Office:accounting|Holding:Holding:holding|Inwestycje:Investments:investment|Kapitał:Capital:investment|Finanse:Finance:finance|Leasing:Leasing:finance|Ubezpieczenia:Insurance:insurance|Edukacja:Education:education|Agro:Agro:agriculture|Ochrona:Security:security|Serwis Sprzątający:Cleaning Service:cleaning|Drukarnia:Printing House:printing|Podróże:Travel:travel|Recykling:Recycling:waste|Praca:Staffing:recruitment',
  ),
  head: words('Grupa:Group'),
  generic: words('International|Serwis:Service|Polska:Poland'),
  sons: ['i Synowie', '& Sons'],
  surnames: words(
    'Nowak|Kowalski|Wiśniewski|Wójcik|Kowalczyk|Kamiński|Lewandowski|Zieliński|Szymański|Woźniak|Dąbrowski|Kozłowski|Jankowski|Mazur|Kwiatkowski|Krawczyk|Piotrowski|Grabowski|Nowakowski|Pawłowski|Michalski|Nowicki|Adamczyk|Dudek|Zając|Wieczorek|Jabłoński|Król|Majewski|Olszewski|Sadowski|Zawadzki',
  ),
  feminine: (s) =>
    reEnd(s, [
      [/ski$/, 'ska', /ski$/, 'ska'],
      [/cki$/, 'cka', /cki$/, 'cka'],
      [/dzki$/, 'dzka', /dzki$/, 'dzka'],
    ]),
  male: words(
    'Piotr|Krzysztof|Andrzej|Tomasz|Paweł|Jan|Michał|Marcin|Jakub|Adam|Marek|Łukasz|Grzegorz|Mateusz|Wojciech|Mariusz|Dariusz|Zbigniew|Jerzy|Kacper',
  ),
  female: words(
    'Anna|Maria|Katarzyna|Małgorzata|Agnieszka|Barbara|Ewa|Krystyna|Magdalena|Joanna|Aleksandra|Zofia|Monika|Julia|Natalia|Karolina|Dorota|Beata',
  ),
  streets: words(
    'ul. Marszałkowska|ul. Piotrkowska|ul. Floriańska|ul. Długa|ul. Mickiewicza|ul. Słowackiego|ul. Kościuszki|ul. Jana Pawła II|al. Jerozolimskie|ul. Polna|ul. Kwiatowa|ul. Leśna|ul. Przemysłowa|ul. Świętokrzyska',
  ),
};

const CZ_FEMININE = (s: readonly [string, string, string?]) =>
  reEnd(s, [
    [/ý$/, 'á', /ý$/, 'á'],
    [/ek$/, 'ková', /ek$/, 'ková'],
    [/ec$/, 'cová', /ec$/, 'cová'],
    [/[ao]$/, 'ová', /[ao]$/, 'ová'],
    [/$/, 'ová', /$/, 'ová'],
  ]);

export const cs: Culture = {
  id: 'cs',
  language: 'cs',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:5', 'S I:2', 'P I:1', 'B G:1', 'B:1', 'S & T:1'],
  brands: words(
    'Bohemia|Morava|Vltava|Labe|Šumava|Krkonoše|Praga|Český Ráj|Lev|Sokol|Hvězda|Slunce|Jiskra|Kompas|Alfa|Delta|Tatra|Dunaj|Karpaty|Javor',
  ),
  famous: words('Škoda|ČEZ|Kofola'),
  industries: industryWords(
    'Technologie:Technologies:software|Software:Software:software|IT Služby:IT Services:it_services|Telekomunikace:Telecommunications:telecom|Elektro:Electro:electronics|Strojírny:Engineering Works:machinery|Auto:Auto:automotive|Autodíly:Auto Parts:auto_parts|Ocel:Steel:steel|Kovo:Metal:steel|Chemie:Chemicals:chemicals|Plasty:Plastics:plastics|Farma:Pharma:pharma|Zdravotnická Technika:Medical Technology:medical|Zdraví:Health:health_care|Potraviny:Foods:food|Pekárna:Bakery:food|Pivovar:Brewery:beverages|Nápoje:Beverages:beverages|Textil:Textiles:textiles|Móda:Fashion:apparel|Nábytek:Furniture:furniture|Kosmetika:Cosmetics:cosmetics|Stavby:Construction:construction|Stavební:Building:construction|Silnice:Roads:civil_works|Reality:Real Estate:real_estate|Správa Nemovitostí:Property Management:property_management|Inženýring:Engineering:engineering|Energie:Energy:energy|Solar:Solar:renewables|Doprava:Transport:trucking|Logistika:Logistics:logistics|Obchod:Trading:trade|Import Export:Import Export:import_export|E-shop:E-shop:ecommerce|Hotel:Hotel:hotels|Restaurace:Restaurant:restaurants|Media:Media:media|Nakladatelství:Publishing:publishing|Games:Games:games|Reklama:Advertising:advertising|Poradenství:Consulting:consulting|Consulting:Consulting:consulting|Účetnictví:Accounting:accounting|Holding:Holding:holding|Invest:Invest:investment|Finance:Finance:finance|Pojištění:Insurance:insurance|Vzdělávání:Education:education|Agro:Agro:agriculture|Zemědělská:Agricultural:agriculture|Security:Security:security|Úklid:Cleaning:cleaning|Tiskárna:Printing:printing|Cestovní Kancelář:Travel Agency:travel|Recyklace:Recycling:waste|Personální Agentura:Staffing Agency:recruitment',
  ),
  generic: words('Group|International|CZ|Service'),
  surnames: words(
    'Novák|Svoboda|Novotný|Dvořák|Černý|Procházka|Kučera|Veselý|Horák|Němec|Marek|Pokorný|Pospíšil|Hájek|Jelínek|Král|Růžička|Beneš|Fiala|Sedláček',
  ),
  feminine: CZ_FEMININE,
  male: words('Jiří|Jan|Petr|Josef|Pavel|Jaroslav|Martin|Tomáš|Miroslav|František|Zdeněk|Václav|Michal|Karel|Jakub|Lukáš|David|Ondřej'),
  female: words('Marie|Jana|Eva|Hana|Anna|Lenka|Kateřina|Věra|Lucie|Alena|Petra|Jaroslava|Veronika|Martina|Tereza|Eliška'),
  streets: words('Václavské náměstí|Národní|Na Příkopě|Vinohradská|Masarykova|Husova|Nádražní|Školní|Palackého|Komenského'),
};

export const sk: Culture = {
  ...cs,
  id: 'sk',
  language: 'sk',
  generic: words('Group|International|SK|Service'),
  surnames: words('Horváth|Kováč|Varga|Tóth|Baláž|Molnár|Lukáč|Novák|Kováčik|Polák|Kollár|Hudák|Oravec|Kráľ|Šimko'),
  male: words('Peter|Ján|Jozef|Martin|Michal|Tomáš|Marek|Milan|Juraj|Lukáš'),
  female: words('Mária|Anna|Zuzana|Katarína|Jana|Eva|Lucia|Martina|Veronika'),
  streets: words('Hlavná|Obchodná|Štúrova|Hviezdoslavovo námestie|Mlynské nivy|Námestie SNP|Špitálska|Panská'),
};

export const hu: Culture = {
  id: 'hu',
  language: 'hu',
  script: 'Latin',
  gap: ' ',
  familyFirst: true,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:5', 'S I:2', 'S X:1', 'P I:1', 'B:1', 'B G:1'],
  brands: words(
    'Hungária|Duna|Tisza|Balaton|Mátra|Pannónia|Kárpát|Hajnal|Fénix|Turul|Napsugár|Csillag|Forrás|Alföld|Bakony|Zala|Hunnia|Aranykalász|Délibáb',
  ),
  famous: words('MOL|OTP|Richter'),
  industries: industryWords(
    'Informatika:IT:it_services|Szoftver:Software:software|Technológiai:Technology:software|Távközlési:Telecom:telecom|Elektronika:Electronics:electronics|Gépgyártó:Machine Manufacturing:machinery|Autóház:Car Dealership:automotive|Alkatrész:Parts:auto_parts|Acél:Steel:steel|Fémipari:Metal Industry:steel|Vegyipari:Chemical Industry:chemicals|Műanyag:Plastics:plastics|Gyógyszer:Pharmaceuticals:pharma|Orvostechnikai:Medical Technology:medical|Egészségügyi:Healthcare:health_care|Élelmiszer:Food:food|Pékség:Bakery:food|Italgyártó:Beverages:beverages|Borászat:Winery:beverages|Textil:Textiles:textiles|Divat:Fashion:apparel|Bútor:Furniture:furniture|Kozmetika:Cosmetics:cosmetics|Építőipari:Construction:construction|Építő:Building:construction|Útépítő:Road Building:civil_works|Ingatlan:Real Estate:real_estate|Ingatlankezelő:Property Management:property_management|Mérnöki Iroda:Engineering Office:engineering|Energetikai:Energy:energy|Napenergia:Solar Energy:renewables|Logisztika:Logistics:logistics|Fuvarozó:Haulage:trucking|Szállítmányozó:Forwarding:logistics|Kereskedelmi:Trading:trade|Kereskedőház:Trading House:trade|Import-Export:Import Export:import_export|Webáruház:Web Store:ecommerce|Szálloda:Hotel:hotels|Vendéglátó:Catering:restaurants|Média:Media:media|Kiadó:Publishing:publishing|Reklám:Advertising:advertising|Tanácsadó:Consulting:consulting|Könyvelő Iroda:Accounting Office:accounting|Holding:Holding:holding|Befektetési:Investment:investment|Pénzügyi:Financial:finance|Biztosítási Alkusz:Insurance Broker:insurance|Oktatási:Education:education|Mezőgazdasági:Agricultural:agriculture|Agrár:Agri:agriculture|Vagyonvédelmi:Security:security|Takarító:Cleaning:cleaning|Nyomda:Printing House:printing|Utazási Iroda:Travel Agency:travel|Hulladékkezelő:Waste Management:waste|Munkaerő-kölcsönző:Staffing:recruitment',
  ),
  generic: words('Csoport:Group|Hungary|International|Szolgáltató:Services'),
  sons: ['és Társa', '& Partner'],
  surnames: words(
    'Nagy|Kovács|Tóth|Szabó|Horváth|Varga|Kiss|Molnár|Németh|Farkas|Balogh|Papp|Takács|Juhász|Lakatos|Mészáros|Oláh|Simon|Rácz|Fekete',
  ),
  male: words('László|István|József|János|Zoltán|Sándor|Gábor|Ferenc|Attila|Péter|Tamás|Zsolt|Balázs|Bence|Máté|Levente|Dávid'),
  female: words('Mária|Erzsébet|Katalin|Éva|Ilona|Anna|Zsuzsanna|Margit|Judit|Ágnes|Andrea|Erika|Krisztina|Eszter|Hanna|Zsófia|Réka'),
  streets: words(
    'Andrássy út|Váci utca|Rákóczi út|Kossuth Lajos utca|Petőfi Sándor utca|Fő utca|Szabadság tér|Bajcsy-Zsilinszky út|Dózsa György út|Ady Endre utca',
  ),
};

export const ro: Culture = {
  id: 'ro',
  language: 'ro',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B G:4', 'B I:4', 'S I:1', 'P I:1', 'B:1', 'B I G:1'],
  brands: words(
    'Carpați|Dunărea|Transilvania|Moldova|Banat|Bucegi|Olt|Mureș|Prahova|Delta|Aurora|Steaua|Luceafărul|Vulturul|Soarele|Orizont|Nova|Electra|Codru|Nistru',
  ),
  famous: words('Petrom|Dacia|Bitdefender'),
  industries: industryWords(
    'Tehnologie:Technology:software|Software:Software:software|IT Solutions:IT Solutions:it_services|Telecom:Telecom:telecom|Electronic:Electronics:electronics|Utilaje:Machinery:machinery|Auto:Auto:automotive|Piese Auto:Auto Parts:auto_parts|Oțel:Steel:steel|Metal:Metal:steel|Chimie:Chemicals:chemicals|Mase Plastice:Plastics:plastics|Farma:Pharma:pharma|Medical:Medical:medical|Clinica:Clinic:health_care|Alimentare:Foods:food|Panificație:Bakery:food|Băuturi:Beverages:beverages|Vinuri:Wines:beverages|Textile:Textiles:textiles|Confecții:Clothing:apparel|Mobilă:Furniture:furniture|Cosmetice:Cosmetics:cosmetics|Construcții:Construction:construction|Drumuri și Poduri:Roads & Bridges:civil_works|Imobiliare:Real Estate:real_estate|Administrare Imobile:Property Management:property_management|Inginerie:Engineering:engineering|Energie:Energy:energy|Solar:Solar:renewables|Petrol:Oil:oil_gas|Gaz:Gas:gas|Exploatări Miniere:Mining:mining|Logistic:Logistics:logistics|Transport:Transport:trucking|Comerț:Trading:trade|Distribuție:Distribution:trade|Import Export:Import Export:import_export|Magazin:Store:retail|Online:Online:ecommerce|Hotel:Hotel:hotels|Restaurant:Restaurant:restaurants|Media:Media:media|Editura:Publishing House:publishing|Publicitate:Advertising:advertising|Consulting:Consulting:consulting|Contabilitate:Accounting:accounting|Holding:Holding:holding|Invest:Invest:investment|Capital:Capital:investment|Leasing:Leasing:finance|Asigurări:Insurance:insurance|Educațional:Education:education|Agro:Agro:agriculture|Pază și Protecție:Security:security|Curățenie:Cleaning:cleaning|Tipografie:Printing:printing|Turism:Tourism:travel|Reciclare:Recycling:waste|Resurse Umane:Human Resources:recruitment',
  ),
  // "Prod", "Com", "Impex" and "Serv" end a great many Romanian company names.
  generic: words('Prod:Production|Com:Trading|Serv:Services|Impex:Import Export|Grup:Group|International'),
  surnames: words(
    'Popescu|Ionescu|Popa|Pop|Radu|Dumitru|Stan|Stoica|Gheorghe|Matei|Constantin|Marin|Munteanu|Ciobanu|Dinu|Florea|Ilie|Rusu|Tudor|Moldovan|Lungu|Barbu|Cristea|Dobre',
  ),
  male: words(
    'Ion|Gheorghe|Vasile|Constantin|Alexandru|Andrei|Mihai|Adrian|Florin|Marius|Ionuț|Cristian|Daniel|Nicolae|Gabriel|Ștefan|Răzvan|David',
  ),
  female: words('Maria|Elena|Ioana|Ana|Andreea|Mihaela|Cristina|Alexandra|Gabriela|Daniela|Georgiana|Ana-Maria|Irina|Simona|Raluca'),
  streets: words(
    'Calea Victoriei|Bulevardul Unirii|Strada Lipscani|Bulevardul Magheru|Strada Republicii|Bulevardul Eroilor|Strada Mihai Eminescu|Calea Dorobanților|Strada Memorandumului|Bulevardul Ștefan cel Mare',
  ),
};

export const hr: Culture = {
  id: 'hr',
  language: 'hr',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:5', 'S I:2', 'B G:1', 'P I:1', 'B:1'],
  brands: words(
    'Jadran|Dalmacija|Istra|Sava|Drava|Velebit|Kvarner|Plitvice|Marjan|Sokol|Zora|Sunce|Zvijezda|Lastavica|Adria|Panonija|Neretva|Una|Bosna|Drina|Lovćen|Durmitor',
  ),
  famous: words('Podravka|Konzum|Končar'),
  industries: industryWords(
    'Tehnologije:Technologies:software|Softver:Software:software|Informatika:IT:it_services|Telekom:Telecom:telecom|Elektronika:Electronics:electronics|Strojogradnja:Machine Building:machinery|Auto:Auto:automotive|Autodijelovi:Auto Parts:auto_parts|Čelik:Steel:steel|Metal:Metal:steel|Kemija:Chemicals:chemicals|Plastika:Plastics:plastics|Farmacija:Pharmacy:pharma|Medicinska Oprema:Medical Equipment:medical|Poliklinika:Polyclinic:health_care|Prehrana:Food:food|Pekara:Bakery:food|Pića:Beverages:beverages|Vina:Wines:beverages|Tekstil:Textiles:textiles|Moda:Fashion:apparel|Namještaj:Furniture:furniture|Kozmetika:Cosmetics:cosmetics|Gradnja:Construction:construction|Graditeljstvo:Construction:construction|Niskogradnja:Civil Engineering:civil_works|Nekretnine:Real Estate:real_estate|Upravljanje Nekretninama:Property Management:property_management|Inženjering:Engineering:engineering|Energija:Energy:energy|Solar:Solar:renewables|Nafta:Oil:oil_gas|Plin:Gas:gas|Logistika:Logistics:logistics|Prijevoz:Transport:trucking|Brodarstvo:Shipping:shipping|Trgovina:Trading:trade|Promet:Trade:trade|Uvoz-Izvoz:Import Export:import_export|Web Shop:Web Shop:ecommerce|Hoteli:Hotels:hotels|Ugostiteljstvo:Catering:restaurants|Mediji:Media:media|Naklada:Publishing:publishing|Marketing:Marketing:advertising|Savjetovanje:Consulting:consulting|Računovodstvo:Accounting:accounting|Holding:Holding:holding|Investicije:Investments:investment|Financije:Finance:finance|Osiguranje:Insurance:insurance|Edukacija:Education:education|Agro:Agro:agriculture|Zaštita:Security:security|Čišćenje:Cleaning:cleaning|Tisak:Printing:printing|Turizam:Tourism:travel|Reciklaža:Recycling:waste',
  ),
  generic: words('Grupa:Group|International|Servis:Service|Commerce'),
  surnames: words(
    'Horvat|Kovačević|Babić|Marić|Jurić|Novak|Kovačić|Knežević|Vuković|Marković|Petrović|Matić|Tomić|Pavlović|Božić|Blažević|Grgić|Pavić|Hodžić|Begić|Delić|Šehić|Vujović|Radulović',
  ),
  male: words('Ivan|Marko|Josip|Luka|Ante|Tomislav|Stjepan|Mario|Zoran|Dario|Petar|Nikola|Emir|Amir|Adnan'),
  female: words('Marija|Ana|Ivana|Kata|Mira|Nada|Vesna|Petra|Lucija|Mia|Sara|Maja|Amra|Lejla'),
  streets: words('Ilica|Vukovarska|Savska cesta|Ulica kralja Zvonimira|Trg bana Jelačića|Frankopanska|Riva|Korzo|Ferhadija|Titova'),
};

export const sl: Culture = {
  ...hr,
  id: 'sl',
  language: 'sl',
  brands: words('Triglav|Pohorje|Soča|Bled|Kras|Savinja|Lipa|Planika|Zvezda|Alpe|Karavanke|Jadran'),
  famous: words('Krka|Gorenje'),
  surnames: words('Novak|Horvat|Kovačič|Krajnc|Zupančič|Potočnik|Kovač|Mlakar|Kos|Vidmar|Golob|Turk'),
  male: words('Franc|Janez|Marko|Andrej|Ivan|Anton|Luka|Matej'),
  female: words('Marija|Ana|Maja|Irena|Mojca|Nina|Eva|Mateja'),
  streets: words('Slovenska cesta|Dunajska cesta|Trubarjeva ulica|Celovška cesta|Prešernov trg|Partizanska cesta'),
};

export const sq: Culture = {
  id: 'sq',
  language: 'sq',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:5', 'S I:2', 'B:2', 'B G:1'],
  brands: words('Iliria|Shqiponja|Drini|Vjosa|Tomori|Butrinti|Dardania|Arbëria|Besa|Kruja|Korça|Adriatik|Jon|Sharri'),
  famous: words('Albtelecom|Vodafone Albania'),
  industries: industryWords(
    'Teknologji:Technology:software|Softuer:Software:software|Telekom:Telecom:telecom|Ndërtim:Construction:construction|Tregti:Trading:trade|Import-Eksport:Import Export:import_export|Transport:Transport:trucking|Logjistikë:Logistics:logistics|Energji:Energy:energy|Farmaci:Pharmacy:pharma|Ushqime:Foods:food|Pije:Beverages:beverages|Tekstil:Textiles:textiles|Mobilje:Furniture:furniture|Pasuri të Paluajtshme:Real Estate:real_estate|Konsulencë:Consulting:consulting|Kontabilitet:Accounting:accounting|Investime:Investments:investment|Sigurime:Insurance:insurance|Hoteleri:Hotels:hotels|Turizëm:Tourism:travel|Bujqësi:Agriculture:agriculture|Media:Media:media|Printim:Printing:printing|Siguri:Security:security|Inxhinieri:Engineering:engineering',
  ),
  generic: words('Group|International'),
  surnames: words('Hoxha|Shehu|Dervishi|Gashi|Berisha|Krasniqi|Morina|Kelmendi|Leka|Çela|Prifti|Duka|Basha|Mehmeti|Hasani'),
  male: words('Arben|Besnik|Gentian|Ilir|Agron|Fatos|Dritan|Erion|Arian|Blerim'),
  female: words('Arta|Besiana|Drita|Elira|Flutura|Mimoza|Teuta|Valbona|Anila|Ermira'),
  streets: words(
    'Rruga e Durrësit|Bulevardi Dëshmorët e Kombit|Rruga Myslym Shyri|Rruga Sami Frashëri|Bulevardi Nënë Tereza|Rruga e Kavajës',
  ),
};

export const lt: Culture = {
  id: 'lt',
  language: 'lt',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:5', 'S I:1', 'B:2', 'B G:1', 'P I:1'],
  brands: words('Baltija|Nemunas|Neris|Gintaras|Žalgiris|Aušra|Vytis|Saulė|Lietuva|Trakai|Rasa|Ąžuolas|Jūra'),
  famous: words('Maxima|Achema'),
  industries: industryWords(
    'Technologijos:Technologies:software|Sprendimai:Solutions:it_services|IT:IT:it_services|Telekomunikacijos:Telecommunications:telecom|Elektronika:Electronics:electronics|Statyba:Construction:construction|Prekyba:Trading:trade|Logistika:Logistics:logistics|Transportas:Transport:trucking|Energija:Energy:energy|Baldai:Furniture:furniture|Maistas:Food:food|Gėrimai:Beverages:beverages|Tekstilė:Textiles:textiles|Nekilnojamasis Turtas:Real Estate:real_estate|Konsultacijos:Consulting:consulting|Apskaita:Accounting:accounting|Investicijos:Investments:investment|Finansai:Finance:finance|Draudimas:Insurance:insurance|Agro:Agro:agriculture|Farmacija:Pharmacy:pharma|Medija:Media:media|Spaustuvė:Printing House:printing|Kelionės:Travel:travel|Apsauga:Security:security|Inžinerija:Engineering:engineering|Metalas:Metal:steel|Chemija:Chemicals:chemicals',
  ),
  generic: words('Group|International|Baltic'),
  surnames: words(
    'Kazlauskas|Jankauskas|Petrauskas|Stankevičius|Vasiliauskas|Žukauskas|Butkus|Paulauskas|Urbonas|Kavaliauskas|Baranauskas|Navickas|Ramanauskas|Sakalauskas',
  ),
  feminine: (s) =>
    reEnd(s, [
      [/ius$/, 'ienė', /ius$/, 'ienė'],
      [/[aui]s$/, 'ienė', /[aui]s$/, 'ienė'],
    ]),
  male: words('Jonas|Tomas|Mindaugas|Darius|Andrius|Vytautas|Lukas|Mantas|Paulius|Giedrius'),
  female: words('Ona|Jūratė|Rasa|Asta|Laura|Inga|Rūta|Greta|Austėja|Eglė'),
  streets: words('Gedimino pr.|Konstitucijos pr.|Laisvės al.|Vilniaus g.|Pylimo g.|Savanorių pr.|Ukmergės g.'),
};

export const lv: Culture = {
  id: 'lv',
  language: 'lv',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:5', 'S I:1', 'B:2', 'B G:1', 'P I:1'],
  brands: words('Baltija|Daugava|Gauja|Saule|Zvaigzne|Jūrmala|Kurzeme|Vidzeme|Latgale|Dzintars|Ozols|Liepa|Zemgale'),
  famous: words('Laima|Latvijas Gāze'),
  industries: industryWords(
    'Tehnoloģijas:Technologies:software|Risinājumi:Solutions:it_services|IT:IT:it_services|Telekomunikācijas:Telecommunications:telecom|Elektronika:Electronics:electronics|Būvniecība:Construction:construction|Celtnieks:Builder:construction|Tirdzniecība:Trading:trade|Loģistika:Logistics:logistics|Transports:Transport:trucking|Enerģija:Energy:energy|Mēbeles:Furniture:furniture|Pārtika:Food:food|Dzērieni:Beverages:beverages|Tekstils:Textiles:textiles|Nekustamie Īpašumi:Real Estate:real_estate|Konsultācijas:Consulting:consulting|Grāmatvedība:Accounting:accounting|Investīcijas:Investments:investment|Finanses:Finance:finance|Apdrošināšana:Insurance:insurance|Agro:Agro:agriculture|Farmācija:Pharmacy:pharma|Mediji:Media:media|Tipogrāfija:Printing House:printing|Ceļojumi:Travel:travel|Apsardze:Security:security|Inženierija:Engineering:engineering|Metāls:Metal:steel|Kokapstrāde:Woodworking:furniture',
  ),
  generic: words('Grupa:Group|International|Baltic'),
  surnames: words('Bērziņš|Kalniņš|Ozoliņš|Jansons|Ozols|Liepiņš|Krūmiņš|Balodis|Eglītis|Zariņš|Pētersons|Vītols|Kļaviņš'),
  feminine: (s) =>
    reEnd(s, [
      [/iņš$/, 'iņa', /iņš$/, 'iņa'],
      [/ons$/, 'one', /ons$/, 'one'],
      [/is$/, 'e', /is$/, 'e'],
      [/s$/, 'a', /s$/, 'a'],
    ]),
  male: words('Jānis|Andris|Mārtiņš|Pēteris|Edgars|Kristaps|Roberts|Aivars|Juris|Artūrs'),
  female: words('Anna|Kristīne|Inese|Ilze|Līga|Laura|Marta|Dace|Sanita|Elīna'),
  streets: words('Brīvības iela|Elizabetes iela|Krišjāņa Valdemāra iela|Tērbatas iela|Dzirnavu iela|Maskavas iela|Krišjāņa Barona iela'),
};

export const et: Culture = {
  id: 'et',
  language: 'et',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:5', 'S I:1', 'B:2', 'B G:1', 'P I:1'],
  brands: words('Läänemere|Saaremaa|Toompea|Kalev|Põhjala|Vikerkaar|Tamm|Kask|Päike|Täht|Virumaa|Emajõgi|Peipsi'),
  famous: words('Bolt|Skype'),
  industries: industryWords(
    'Tehnoloogia:Technology:software|Tarkvara:Software:software|IT Lahendused:IT Solutions:it_services|Telekom:Telecom:telecom|Elektroonika:Electronics:electronics|Ehitus:Construction:construction|Kaubandus:Trading:trade|Logistika:Logistics:logistics|Transport:Transport:trucking|Energia:Energy:energy|Mööbel:Furniture:furniture|Toit:Food:food|Joogid:Beverages:beverages|Tekstiil:Textiles:textiles|Kinnisvara:Real Estate:real_estate|Konsultatsioonid:Consulting:consulting|Raamatupidamine:Accounting:accounting|Investeeringud:Investments:investment|Finants:Finance:finance|Kindlustus:Insurance:insurance|Põllumajandus:Agriculture:agriculture|Farmaatsia:Pharmacy:pharma|Meedia:Media:media|Trükikoda:Printing House:printing|Reisid:Travel:travel|Turva:Security:security|Inseneribüroo:Engineering Office:engineering|Metall:Metal:steel|Puidutööstus:Wood Industry:furniture',
  ),
  generic: words('Grupp:Group|International|Baltic|Eesti:Estonia'),
  surnames: words('Tamm|Saar|Sepp|Mägi|Kask|Kukk|Rebane|Ilves|Pärn|Koppel|Lepik|Oja|Kivi|Põder|Vaher'),
  male: words('Andres|Jaan|Toomas|Peeter|Mart|Rein|Tarmo|Marko|Kristjan|Rasmus|Karl|Oliver'),
  female: words('Maria|Anna|Kadri|Tiina|Kristiina|Mari|Liis|Triin|Kerli|Sofia|Eliise'),
  streets: words('Narva mnt|Pärnu mnt|Tartu mnt|Viru|Harju|Rävala pst|Lõõtsa|Laki'),
};

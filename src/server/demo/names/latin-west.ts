import { industryWords, words, type Culture } from './types.ts';

/**
 * Names in the languages of Western Europe and the Americas. Family firms (Smith & Sons, Müller &
 * Söhne), invented brands and the same few industry words (Holdings, Trading, Immobilien) make the
 * realistic repeats a search has to rank through; punctuation (AT&T, O'Brien, St. James's) is kept.
 */

export const en: Culture = {
  id: 'en',
  language: 'en',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['S I:3', 'B I:5', 'B G:2', 'P I:2', 'S X:1', 'S & T:1', 'B I G:1', 'P B I:1', 'B:1'],
  brands: words(
    "Apex|Northgate|Summit|Pinnacle|Horizon|Meridian|Keystone|Sterling|Beacon|Crescent|Evergreen|Bluewater|Redwood|Silverline|Oakridge|Harbour|Lighthouse|Falcon|Phoenix|Atlas|Orion|Vanguard|Premier|Pioneer|Liberty|Heritage|Cornerstone|Clearwater|Riverside|Greenfield|Westbrook|Ashford|Kingsway|Highland|Crown|Regal|Albion|Britannia|Nova|Vertex|Quantum|Fusion|Nexus|Zenith|Elite|Prime|Triton|Cobalt|Granite|Maple|Willow|Cedar|Blue Sky|Red Kite|1st Choice|A1|St. George's|Bright-Star|Go-Ahead|Eagle Eye|Fox & Hound|Three Rivers|Silver Birch|Golden Gate|Lakeside|Northstar|Southern Cross|Eastwind",
  ),
  famous: words("AT&T|McDonald's|Barclays|HSBC|Tesco"),
  industries: industryWords(
    'Technologies:Technologies:software|Software:Software:software|Systems:Systems:it_services|Digital:Digital:it_services|IT Solutions:IT Solutions:it_services|Data:Data:data|Cloud:Cloud:data|Telecom:Telecom:telecom|Communications:Communications:telecom|Electronics:Electronics:electronics|Semiconductors:Semiconductors:semiconductors|Engineering:Engineering:engineering|Machinery:Machinery:machinery|Motors:Motors:automotive|Auto Parts:Auto Parts:auto_parts|Steel:Steel:steel|Metals:Metals:steel|Chemicals:Chemicals:chemicals|Plastics:Plastics:plastics|Pharmaceuticals:Pharmaceuticals:pharma|Pharma:Pharma:pharma|Biotech:Biotech:biotech|Life Sciences:Life Sciences:biotech|Medical:Medical:medical|Healthcare:Healthcare:health_care|Clinic:Clinic:health_care|Foods:Foods:food|Bakery:Bakery:food|Beverages:Beverages:beverages|Brewing:Brewing:beverages|Textiles:Textiles:textiles|Apparel:Apparel:apparel|Fashion:Fashion:apparel|Furniture:Furniture:furniture|Cosmetics:Cosmetics:cosmetics|Beauty:Beauty:cosmetics|Jewellery:Jewellery:jewellery|Construction:Construction:construction|Builders:Builders:construction|Homes:Homes:construction|Civil Engineering:Civil Engineering:civil_works|Properties:Properties:real_estate|Estates:Estates:real_estate|Real Estate:Real Estate:real_estate|Property Management:Property Management:property_management|Lettings:Lettings:property_management|Energy:Energy:energy|Power:Power:energy|Solar:Solar:renewables|Renewables:Renewables:renewables|Wind Energy:Wind Energy:renewables|Oil & Gas:Oil & Gas:oil_gas|Petroleum:Petroleum:oil_gas|Gas:Gas:gas|Mining:Mining:mining|Resources:Resources:mining|Logistics:Logistics:logistics|Freight:Freight:logistics|Haulage:Haulage:trucking|Transport:Transport:trucking|Shipping:Shipping:shipping|Marine:Marine:shipping|Airways:Airways:aviation|Aviation:Aviation:aviation|Trading:Trading:trade|Supplies:Supplies:trade|Distribution:Distribution:trade|Import & Export:Import & Export:import_export|Imports:Imports:import_export|Retail:Retail:retail|Stores:Stores:retail|Online:Online:ecommerce|E-Commerce:E-Commerce:ecommerce|Hotels:Hotels:hotels|Hospitality:Hospitality:hotels|Restaurants:Restaurants:restaurants|Kitchen:Kitchen:restaurants|Catering:Catering:restaurants|Media:Media:media|Studios:Studios:media|Films:Films:media|Publishing:Publishing:publishing|Books:Books:publishing|Games:Games:games|Advertising:Advertising:advertising|Marketing:Marketing:advertising|Consulting:Consulting:consulting|Consultants:Consultants:consulting|Management:Management:consulting|Accountants:Accountants:accounting|Accounting:Accounting:accounting|Holdings:Holdings:holding|Capital:Capital:investment|Investments:Investments:investment|Asset Management:Asset Management:investment|Finance:Finance:finance|Credit:Credit:finance|Insurance:Insurance:insurance|Insurance Brokers:Insurance Brokers:insurance|Education:Education:education|Academy:Academy:education|Training:Training:education|Farms:Farms:agriculture|Agriculture:Agriculture:agriculture|Security:Security:security|Cleaning Services:Cleaning Services:cleaning|Print:Print:printing|Printing:Printing:printing|Travel:Travel:travel|Tours:Tours:travel|Recycling:Recycling:waste|Environmental:Environmental:waste|Recruitment:Recruitment:recruitment|Staffing:Staffing:recruitment',
  ),
  generic: words('Group|International|Global|Partners|Solutions|Services|Enterprises|Worldwide|Ventures'),
  sons: ['& Sons', '& Sons'],
  surnames: words(
    "Smith|Johnson|Williams|Brown|Jones|Taylor|Davies|Wilson|Evans|Thomas|Roberts|Walker|Wright|Robinson|Thompson|White|Hughes|Edwards|Green|Hall|Wood|Harris|Lewis|Martin|Jackson|Clarke|Clark|Turner|Hill|Scott|Cooper|Morris|Ward|Moore|King|Watson|Baker|Harrison|Morgan|Patel|Young|Allen|Mitchell|James|Anderson|Phillips|Lee|Bell|Parker|Davis|Miller|Garcia|Rodriguez|Martinez|Nguyen|O'Brien|O'Connor|MacDonald|McDonald|Campbell|Murphy|Kelly|Sullivan|Stewart|Reid|Fraser|Smith-Jones",
  ),
  male: words(
    'John|David|Michael|James|Robert|William|Richard|Thomas|Mark|Paul|Andrew|Peter|Christopher|Daniel|Matthew|Stephen|George|Edward|Anthony|Steven|Kevin|Brian|Gary|Jason|Ryan|Oliver|Jack|Harry',
  ),
  female: words(
    'Sarah|Elizabeth|Mary|Susan|Margaret|Karen|Helen|Emma|Jennifer|Linda|Patricia|Claire|Rachel|Laura|Jessica|Emily|Sophie|Charlotte|Olivia|Amelia|Hannah|Lucy|Victoria|Anne',
  ),
  streets: words(
    "High Street|Station Road|Main Street|Church Lane|Park Road|Victoria Road|King Street|Queen Street|London Road|Mill Lane|Market Street|Broadway|Elm Street|Oak Avenue|Maple Avenue|Park Avenue|Washington Street|Lincoln Avenue|Fifth Avenue|Commerce Street|George Street|Collins Street|Pitt Street|Bay Street|Yonge Street|Queen's Road|Old Kent Road|Canal Street",
  ),
};

export const de: Culture = {
  id: 'de',
  language: 'de',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['S I:3', 'B I:4', 'P I:2', 'S X:1', 'S & T:1', 'B G:1', 'I S|S I:2', 'B:1'],
  brands: words(
    'Alpha|Nordstern|Südwind|Edelweiß|Adler|Falke|Greif|Löwen|Sonnenschein|Bergland|Rheinland|Hanse|Elbe|Isar|Alster|Donau|Schwarzwald|Taunus|Harz|Allgäu|Kristall|Meister|Zukunft|Neue Wege|Vitalis|Primus|Novum|Terra|Ventus|Aqua|Lumen|Kompass|Blau|Eiche|Linde|Matterhorn|Säntis|Wachau|Tirol',
  ),
  famous: words('Siemens|Bosch|Lufthansa'),
  industries: industryWords(
    'Software:Software:software|Technologie:Technology:software|IT-Service:IT Service:it_services|Informatik:Informatics:it_services|Datentechnik:Data Technology:data|Telekommunikation:Telecommunications:telecom|Elektronik:Electronics:electronics|Halbleiter:Semiconductors:semiconductors|Maschinenbau:Mechanical Engineering:machinery|Automobile:Automobiles:automotive|Autohaus:Car Dealership:automotive|Fahrzeugteile:Vehicle Parts:auto_parts|Stahlbau:Steel Construction:steel|Metallverarbeitung:Metalworking:steel|Chemie:Chemicals:chemicals|Kunststofftechnik:Plastics Technology:plastics|Pharma:Pharma:pharma|Biotech:Biotech:biotech|Medizintechnik:Medical Technology:medical|Praxisklinik:Clinic:health_care|Pflegedienst:Care Service:health_care|Lebensmittel:Food:food|Bäckerei:Bakery:food|Getränke:Beverages:beverages|Brauerei:Brewery:beverages|Textil:Textiles:textiles|Mode:Fashion:apparel|Möbel:Furniture:furniture|Kosmetik:Cosmetics:cosmetics|Schmuck:Jewellery:jewellery|Bau:Construction:construction|Bauunternehmung:Building Contractor:construction|Tiefbau:Civil Engineering:civil_works|Immobilien:Real Estate:real_estate|Grundbesitz:Property:real_estate|Hausverwaltung:Property Management:property_management|Ingenieurbüro:Engineering Office:engineering|Energie:Energy:energy|Solar:Solar:renewables|Windkraft:Wind Power:renewables|Mineralöl:Mineral Oil:oil_gas|Gas:Gas:gas|Bergbau:Mining:mining|Logistik:Logistics:logistics|Spedition:Haulage:trucking|Transporte:Transport:trucking|Reederei:Shipping Company:shipping|Luftfahrt:Aviation:aviation|Handel:Trading:trade|Handelsgesellschaft:Trading Company:trade|Import-Export:Import Export:import_export|Warenhaus:Department Store:retail|Online-Handel:Online Retail:ecommerce|Hotel:Hotel:hotels|Gastronomie:Catering:restaurants|Medien:Media:media|Filmproduktion:Film Production:media|Verlag:Publishing:publishing|Games:Games:games|Werbeagentur:Advertising Agency:advertising|Unternehmensberatung:Management Consulting:consulting|Beratung:Consulting:consulting|Steuerberatung:Tax Advisory:accounting|Holding:Holding:holding|Beteiligungen:Holdings:holding|Vermögensverwaltung:Asset Management:investment|Kapital:Capital:investment|Finanz:Finance:finance|Leasing:Leasing:finance|Versicherungsmakler:Insurance Brokers:insurance|Bildung:Education:education|Akademie:Academy:education|Landwirtschaft:Agriculture:agriculture|Agrar:Agri:agriculture|Sicherheitsdienst:Security Service:security|Gebäudereinigung:Building Cleaning:cleaning|Druckerei:Printing:printing|Reisen:Travel:travel|Entsorgung:Waste Disposal:waste|Recycling:Recycling:waste|Personalservice:Personnel Services:recruitment|Zeitarbeit:Temporary Staffing:recruitment',
  ),
  generic: words('Gruppe:Group|International|Service|Verwaltungs:Administration|Management'),
  sons: ['& Söhne', '& Sons'],
  surnames: words(
    'Müller|Schmidt|Schneider|Fischer|Weber|Meyer|Wagner|Becker|Schulz|Hoffmann|Schäfer|Koch|Bauer|Richter|Klein|Wolf|Schröder|Neumann|Schwarz|Zimmermann|Braun|Krüger|Hofmann|Hartmann|Lange|Schmitt|Werner|Schmitz|Krause|Meier|Lehmann|Schmid|Schulze|Maier|Köhler|Herrmann|König|Walter|Mayer|Huber|Kaiser|Fuchs|Peters|Lang|Scholz|Möller|Weiß|Jung|Hahn|Vogel|Friedrich|von der Heyde|Gruber|Steiner|Brunner|Keller',
  ),
  male: words(
    'Thomas|Michael|Andreas|Peter|Stefan|Frank|Christian|Markus|Klaus|Jürgen|Wolfgang|Hans|Martin|Uwe|Matthias|Alexander|Tobias|Sebastian|Lukas|Maximilian|Jan|Florian|Dieter|Günter',
  ),
  female: words(
    'Sabine|Petra|Andrea|Claudia|Susanne|Monika|Anna|Julia|Katharina|Laura|Lena|Sarah|Ursula|Gabriele|Birgit|Heike|Stefanie|Nicole|Christina|Sophie|Marie|Hannah|Jana|Karin',
  ),
  streets: words(
    'Hauptstraße|Bahnhofstraße|Schulstraße|Gartenstraße|Dorfstraße|Bergstraße|Lindenstraße|Kirchstraße|Friedrichstraße|Goethestraße|Schillerstraße|Industriestraße|Am Markt|Königsallee|Maximilianstraße|Kaiserstraße|Mühlenweg|Ringstraße|Mariahilfer Straße|Bahnhofplatz',
  ),
};

export const fr: Culture = {
  id: 'fr',
  language: 'fr',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:4', 'S I:2', 'I B|B I:2', 'I S|S I:2', 'H B|B H:1', 'S X:1', 'B:1', 'P I:1'],
  brands: words(
    "Horizon|Azur|Atlantique|Méditerranée|Alpes|Provence|Bretagne|Étoile|Soleil|Lumière|Avenir|Océan|Phénix|Harmonie|Émeraude|Cèdre|Orion|Vega|Altitude|Hexagone|Nova|Arc-en-Ciel|Saint-Louis|Mont-Blanc|Bel Air|Val de Loire|Beauséjour|Les Trois Chênes|Cap Nord|L'Avenir|Laurentides|Fleur de Lys",
  ),
  famous: words("Société Générale|Carrefour|Renault|Michelin|L'Oréal"),
  industries: industryWords(
    'Technologies:Technologies:software|Logiciels:Software:software|Informatique:IT:it_services|Services Numériques:Digital Services:it_services|Data:Data:data|Télécom:Telecom:telecom|Électronique:Electronics:electronics|Semi-conducteurs:Semiconductors:semiconductors|Mécanique:Mechanical Engineering:machinery|Automobiles:Automobiles:automotive|Équipements Automobiles:Automotive Equipment:auto_parts|Aciers:Steel:steel|Métallerie:Metalwork:steel|Chimie:Chemicals:chemicals|Plasturgie:Plastics:plastics|Pharma:Pharma:pharma|Laboratoires:Laboratories:pharma|Biotech:Biotech:biotech|Médical:Medical:medical|Santé:Health:health_care|Alimentaire:Food:food|Boulangerie:Bakery:food|Boissons:Beverages:beverages|Vins:Wines:beverages|Textile:Textiles:textiles|Mode:Fashion:apparel|Meubles:Furniture:furniture|Cosmétiques:Cosmetics:cosmetics|Joaillerie:Jewellery:jewellery|Bâtiment:Building:construction|Construction:Construction:construction|Travaux Publics:Public Works:civil_works|Immobilier:Real Estate:real_estate|Gestion Immobilière:Property Management:property_management|Ingénierie:Engineering:engineering|Énergie:Energy:energy|Solaire:Solar:renewables|Éolien:Wind:renewables|Pétrole:Oil:oil_gas|Gaz:Gas:gas|Mines:Mining:mining|Logistique:Logistics:logistics|Transports:Transport:trucking|Maritime:Shipping:shipping|Aviation:Aviation:aviation|Négoce:Trading:trade|Commerce:Trading:trade|Import-Export:Import Export:import_export|Distribution:Distribution:retail|E-commerce:E-commerce:ecommerce|Hôtellerie:Hotels:hotels|Restauration:Catering:restaurants|Médias:Media:media|Productions:Productions:media|Éditions:Publishing:publishing|Jeux:Games:games|Publicité:Advertising:advertising|Communication:Communication:advertising|Conseil:Consulting:consulting|Expertise Comptable:Chartered Accountants:accounting|Holding:Holding:holding|Participations:Holdings:holding|Gestion:Asset Management:investment|Capital:Capital:investment|Finance:Finance:finance|Assurances:Insurance:insurance|Formation:Training:education|Agricole:Agricultural:agriculture|Sécurité:Security:security|Nettoyage:Cleaning:cleaning|Imprimerie:Printing:printing|Voyages:Travel:travel|Environnement:Environment:waste|Recrutement:Recruitment:recruitment|Intérim:Temporary Staffing:recruitment',
  ),
  head: words('Groupe:Group'),
  generic: words('International|Services|Développement:Development'),
  sons: ['et Fils', '& Sons'],
  surnames: words(
    'Martin|Bernard|Dubois|Thomas|Robert|Richard|Petit|Durand|Leroy|Moreau|Simon|Laurent|Lefebvre|Michel|Garcia|David|Bertrand|Roux|Vincent|Fournier|Morel|Girard|André|Lefèvre|Mercier|Dupont|Lambert|Bonnet|François|Martinez|Legrand|Garnier|Faure|Rousseau|Blanc|Guérin|Muller|Henry|Roussel|Nicolas|Perrin|Morin|Mathieu|Clément|Gauthier|Dumont|Lopez|Fontaine|Chevalier|Robin|Tremblay|Gagnon|Roy|Côté|Bouchard|Peeters|Dupuis|Lemaire',
  ),
  male: words(
    'Jean|Pierre|Michel|Philippe|Alain|Nicolas|François|Patrick|Christophe|Laurent|Éric|Frédéric|Olivier|Julien|Sébastien|Thomas|Antoine|Louis|Hugo|Lucas|Jean-Pierre|Jean-Luc|Mathieu|Guillaume',
  ),
  female: words(
    'Marie|Nathalie|Isabelle|Sylvie|Catherine|Françoise|Anne|Valérie|Christine|Sandrine|Sophie|Céline|Julie|Camille|Léa|Manon|Chloé|Emma|Élodie|Aurélie|Marie-Claire|Hélène',
  ),
  streets: words(
    "rue de la République|rue Victor Hugo|avenue des Champs-Élysées|rue de Rivoli|boulevard Haussmann|rue du Faubourg Saint-Honoré|avenue Jean Jaurès|rue Pasteur|place de la Gare|rue de la Paix|avenue de la Liberté|rue Nationale|rue du Commerce|boulevard Saint-Germain|chemin des Vignes|rue de l'Église|rue Sainte-Catherine|boulevard René-Lévesque|avenue Louise|Grand-Rue",
  ),
};

export const es: Culture = {
  id: 'es',
  language: 'es',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  secondSurname: 0.5,
  patterns: ['B I:4', 'S I:2', 'I B|B I:2', 'S X:1', 'H B|B H:1', 'B I G|B G I:1', 'P I:1', 'B:1'],
  brands: words(
    'Horizonte|Aurora|Atlántico|Mediterráneo|Ibérica|Sol|Estrella|Cóndor|Andes|Pacífico|Azteca|Maya|Inca|Sierra|Nova|Alianza|Progreso|Triunfo|Levante|Castilla|Galicia|Olivar|Mirador|Cumbre|Fénix|Delta|Nuevo Mundo|San Miguel|Santa Fe|Río Grande|Buenavista|La Esperanza|El Roble|Los Álamos|Patagonia|Caribe|Tierra Firme',
  ),
  famous: words('Telefónica|Pemex|Bimbo|Iberdrola'),
  industries: industryWords(
    'Tecnología:Technology:software|Software:Software:software|Sistemas:Systems:it_services|Informática:IT:it_services|Datos:Data:data|Telecomunicaciones:Telecommunications:telecom|Electrónica:Electronics:electronics|Semiconductores:Semiconductors:semiconductors|Maquinaria:Machinery:machinery|Automotriz:Automotive:automotive|Autopartes:Auto Parts:auto_parts|Aceros:Steel:steel|Metalúrgica:Metallurgy:steel|Química:Chemicals:chemicals|Plásticos:Plastics:plastics|Farmacéutica:Pharmaceuticals:pharma|Laboratorios:Laboratories:pharma|Biotecnología:Biotechnology:biotech|Equipos Médicos:Medical Equipment:medical|Clínica:Clinic:health_care|Alimentos:Foods:food|Panificadora:Bakery:food|Bebidas:Beverages:beverages|Bodegas:Wineries:beverages|Textil:Textiles:textiles|Confecciones:Clothing:apparel|Muebles:Furniture:furniture|Cosméticos:Cosmetics:cosmetics|Joyería:Jewellery:jewellery|Construcciones:Construction:construction|Constructora:Construction:construction|Obras Civiles:Civil Works:civil_works|Inmobiliaria:Real Estate:real_estate|Desarrollos Inmobiliarios:Real Estate Development:real_estate|Administración de Propiedades:Property Management:property_management|Ingeniería:Engineering:engineering|Energía:Energy:energy|Solar:Solar:renewables|Renovables:Renewables:renewables|Petróleos:Petroleum:oil_gas|Gas:Gas:gas|Minera:Mining:mining|Logística:Logistics:logistics|Transportes:Transport:trucking|Naviera:Shipping:shipping|Aerolíneas:Airlines:aviation|Comercial:Trading:trade|Comercializadora:Trading:trade|Distribuidora:Distribution:trade|Importadora:Import:import_export|Exportadora:Export:import_export|Supermercados:Supermarkets:retail|Comercio Electrónico:E-Commerce:ecommerce|Hoteles:Hotels:hotels|Restaurantes:Restaurants:restaurants|Medios:Media:media|Producciones:Productions:media|Editorial:Publishing:publishing|Juegos:Games:games|Publicidad:Advertising:advertising|Consultores:Consultants:consulting|Consultoría:Consulting:consulting|Asesores Contables:Accounting Advisers:accounting|Holding:Holding:holding|Inversiones:Investments:investment|Capital:Capital:investment|Financiera:Finance:finance|Seguros:Insurance:insurance|Educación:Education:education|Agrícola:Agricultural:agriculture|Agropecuaria:Agricultural:agriculture|Seguridad:Security:security|Limpieza:Cleaning:cleaning|Imprenta:Printing:printing|Viajes:Travel:travel|Turismo:Tourism:travel|Reciclaje:Recycling:waste|Servicios Ambientales:Environmental Services:waste|Recursos Humanos:Human Resources:recruitment',
  ),
  head: words('Grupo:Group|Corporación:Corporation'),
  generic: words('Internacional:International|Servicios:Services|Global'),
  sons: ['e Hijos', '& Sons'],
  surnames: words(
    'García|Rodríguez|González|Fernández|López|Martínez|Sánchez|Pérez|Gómez|Martín|Jiménez|Ruiz|Hernández|Díaz|Moreno|Muñoz|Álvarez|Romero|Alonso|Gutiérrez|Navarro|Torres|Domínguez|Vázquez|Ramos|Gil|Ramírez|Serrano|Blanco|Molina|Morales|Suárez|Ortega|Delgado|Castro|Ortiz|Rubio|Marín|Sanz|Núñez|Flores|Rivera|Reyes|Cruz|Vargas|Castillo|Rojas|Mendoza|Herrera|Aguilar|Medina|Chávez',
  ),
  male: words(
    'José|Antonio|Juan|Manuel|Francisco|Carlos|Luis|Javier|Miguel|Jesús|Pedro|Alejandro|Fernando|Jorge|Rafael|Pablo|Sergio|Diego|Andrés|Ricardo|Eduardo|Roberto|Santiago|Mateo|José Luis|Juan Carlos',
  ),
  female: words(
    'María|Carmen|Ana|Laura|Isabel|Lucía|Marta|Cristina|Elena|Patricia|Rosa|Sofía|Paula|Teresa|Pilar|Beatriz|Valentina|Camila|Gabriela|Daniela|Mónica|Verónica|María José|Ana María',
  ),
  streets: words(
    'Calle Mayor|Gran Vía|Paseo de la Castellana|Avenida Diagonal|Calle de Alcalá|Avenida de la Constitución|Calle Real|Avenida Insurgentes Sur|Paseo de la Reforma|Avenida Corrientes|Avenida 9 de Julio|Calle 72|Carrera 7|Avenida Providencia|Avenida del Libertador|Calle Colón|Avenida Juárez|Avenida Arequipa|Avenida 18 de Julio|Calle del Sol',
  ),
};

export const pt: Culture = {
  id: 'pt',
  language: 'pt',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  secondSurname: 0.5,
  patterns: ['B I:4', 'S I:2', 'I B|B I:1', 'S X:1', 'H B|B H:1', 'B I G|B G I:1', 'P I:1', 'B:1'],
  brands: words(
    'Atlântico|Aurora|Horizonte|Lusitânia|Tejo|Douro|Minho|Estrela|Sol Nascente|Amazônia|Cruzeiro|Bandeirante|Ipiranga|Guanabara|Paulista|Ouro Verde|Nova Era|Vitória|Progresso|Aliança|Terra Nova|Boa Vista|Santa Cruz|São Jorge|Vale Verde|Pantanal|Cerrado|Jangada|Girassol|Beira-Mar',
  ),
  famous: words('Petrobras|Vale|Itaú|Embraer'),
  industries: industryWords(
    'Tecnologia:Technology:software|Software:Software:software|Sistemas:Systems:it_services|Informática:IT:it_services|Dados:Data:data|Telecomunicações:Telecommunications:telecom|Eletrônica:Electronics:electronics|Semicondutores:Semiconductors:semiconductors|Máquinas:Machinery:machinery|Automóveis:Automobiles:automotive|Autopeças:Auto Parts:auto_parts|Siderurgia:Steel:steel|Metalúrgica:Metallurgy:steel|Química:Chemicals:chemicals|Plásticos:Plastics:plastics|Farmacêutica:Pharmaceuticals:pharma|Biotecnologia:Biotechnology:biotech|Equipamentos Médicos:Medical Equipment:medical|Clínica:Clinic:health_care|Alimentos:Foods:food|Padaria:Bakery:food|Bebidas:Beverages:beverages|Vinhos:Wines:beverages|Têxtil:Textiles:textiles|Confecções:Clothing:apparel|Móveis:Furniture:furniture|Cosméticos:Cosmetics:cosmetics|Joalheria:Jewellery:jewellery|Construções:Construction:construction|Construtora:Construction:construction|Obras:Works:civil_works|Imobiliária:Real Estate:real_estate|Empreendimentos:Developments:real_estate|Administração de Imóveis:Property Management:property_management|Engenharia:Engineering:engineering|Energia:Energy:energy|Solar:Solar:renewables|Petróleo:Oil:oil_gas|Gás:Gas:gas|Mineração:Mining:mining|Logística:Logistics:logistics|Transportes:Transport:trucking|Navegação:Shipping:shipping|Linhas Aéreas:Airlines:aviation|Comércio:Trading:trade|Comercial:Trading:trade|Distribuidora:Distribution:trade|Importação e Exportação:Import & Export:import_export|Supermercados:Supermarkets:retail|Comércio Eletrônico:E-Commerce:ecommerce|Hotéis:Hotels:hotels|Restaurantes:Restaurants:restaurants|Comunicação:Media:media|Produções:Productions:media|Editora:Publishing:publishing|Jogos:Games:games|Publicidade:Advertising:advertising|Consultoria:Consulting:consulting|Contabilidade:Accounting:accounting|Participações:Holdings:holding|Investimentos:Investments:investment|Capital:Capital:investment|Financeira:Finance:finance|Seguros:Insurance:insurance|Educação:Education:education|Agropecuária:Agricultural:agriculture|Agrícola:Agricultural:agriculture|Segurança:Security:security|Limpeza:Cleaning:cleaning|Gráfica:Printing:printing|Viagens:Travel:travel|Turismo:Tourism:travel|Reciclagem:Recycling:waste|Ambiental:Environmental:waste|Recursos Humanos:Human Resources:recruitment',
  ),
  head: words('Grupo:Group'),
  generic: words('Internacional:International|Serviços:Services|Global'),
  sons: ['& Filhos', '& Sons'],
  surnames: words(
    'Silva|Santos|Oliveira|Souza|Rodrigues|Ferreira|Alves|Pereira|Lima|Gomes|Costa|Ribeiro|Martins|Carvalho|Almeida|Lopes|Soares|Fernandes|Vieira|Barbosa|Rocha|Dias|Nascimento|Andrade|Moreira|Nunes|Marques|Machado|Mendes|Freitas|Cardoso|Ramos|Gonçalves|Santana|Teixeira|Sousa|Pinto|Correia|Monteiro',
  ),
  male: words(
    'José|João|Antônio|Francisco|Carlos|Paulo|Pedro|Lucas|Luiz|Marcos|Luís|Gabriel|Rafael|Daniel|Marcelo|Bruno|Eduardo|Felipe|Rodrigo|Manuel|Tiago|Miguel|João Pedro',
  ),
  female: words(
    'Maria|Ana|Francisca|Antônia|Adriana|Juliana|Márcia|Fernanda|Patrícia|Aline|Sandra|Camila|Amanda|Bruna|Jéssica|Letícia|Beatriz|Mariana|Inês|Joana|Ana Paula|Maria José',
  ),
  streets: words(
    'Avenida Paulista|Rua Augusta|Avenida Atlântica|Rua Oscar Freire|Avenida Brigadeiro Faria Lima|Rua da Consolação|Avenida Rio Branco|Rua XV de Novembro|Avenida da Liberdade|Rua do Ouro|Rua Garrett|Avenida dos Aliados|Rua das Flores|Avenida Presidente Vargas|Rua Direita|Avenida Marginal',
  ),
};

export const it: Culture = {
  id: 'it',
  language: 'it',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:4', 'S I:2', 'I S|S I:1', 'S X:1', 'H B|B H:1', 'P I:1', 'B:1', 'S & T:1'],
  brands: words(
    'Aurora|Stella|Italia|Mediterranea|Adriatica|Tirrena|Alpina|Dolomiti|Vesuvio|Etna|Fenice|Aquila|Leone|Sole|Luna|Primavera|Arcobaleno|Orizzonte|Futura|Nova|Europa|Lombarda|Toscana|Veneta|Sicula|Romana|San Marco|Santa Lucia|Il Faro|La Rocca|Borgo Antico|Titano',
  ),
  famous: words('Fiat|Ferrari|Eni|Barilla|Pirelli'),
  industries: industryWords(
    'Tecnologie:Technologies:software|Software:Software:software|Informatica:IT:it_services|Sistemi:Systems:it_services|Data Center:Data Centre:data|Telecomunicazioni:Telecommunications:telecom|Elettronica:Electronics:electronics|Semiconduttori:Semiconductors:semiconductors|Meccanica:Mechanical Engineering:machinery|Macchine:Machinery:machinery|Automobili:Automobiles:automotive|Ricambi Auto:Auto Parts:auto_parts|Acciai:Steel:steel|Metalli:Metals:steel|Chimica:Chemicals:chemicals|Materie Plastiche:Plastics:plastics|Farmaceutici:Pharmaceuticals:pharma|Biotecnologie:Biotechnology:biotech|Apparecchi Medicali:Medical Equipment:medical|Poliambulatorio:Medical Centre:health_care|Alimentari:Foods:food|Panificio:Bakery:food|Pastificio:Pasta Factory:food|Bevande:Beverages:beverages|Vini:Wines:beverages|Cantina:Winery:beverages|Tessile:Textiles:textiles|Moda:Fashion:apparel|Abbigliamento:Clothing:apparel|Arredamenti:Furniture:furniture|Mobili:Furniture:furniture|Cosmetici:Cosmetics:cosmetics|Gioielli:Jewellery:jewellery|Costruzioni:Construction:construction|Edilizia:Building:construction|Strade:Roads:civil_works|Immobiliare:Real Estate:real_estate|Gestioni Immobiliari:Property Management:property_management|Ingegneria:Engineering:engineering|Energia:Energy:energy|Solare:Solar:renewables|Petroli:Oil:oil_gas|Gas:Gas:gas|Estrazioni:Mining:mining|Logistica:Logistics:logistics|Trasporti:Transport:trucking|Navigazione:Shipping:shipping|Linee Aeree:Airlines:aviation|Commerciale:Trading:trade|Commercio:Trading:trade|Import Export:Import Export:import_export|Distribuzione:Distribution:retail|Supermercati:Supermarkets:retail|E-commerce:E-commerce:ecommerce|Alberghi:Hotels:hotels|Hotel:Hotel:hotels|Ristorazione:Catering:restaurants|Comunicazione:Communication:media|Produzioni:Productions:media|Editrice:Publishing:publishing|Giochi:Games:games|Pubblicità:Advertising:advertising|Consulenze:Consulting:consulting|Consulting:Consulting:consulting|Servizi Contabili:Accounting Services:accounting|Holding:Holding:holding|Partecipazioni:Holdings:holding|Investimenti:Investments:investment|Capital:Capital:investment|Finanziaria:Finance:finance|Assicurazioni:Insurance:insurance|Formazione:Training:education|Agricola:Agricultural:agriculture|Vigilanza:Security:security|Pulizie:Cleaning:cleaning|Tipografia:Printing:printing|Viaggi:Travel:travel|Ecologia:Ecology:waste|Ambiente:Environment:waste|Lavoro:Staffing:recruitment',
  ),
  head: words('Gruppo:Group'),
  generic: words('International|Servizi:Services|Service|Italia:Italy'),
  sons: ['& Figli', '& Sons'],
  surnames: words(
    "Rossi|Russo|Ferrari|Esposito|Bianchi|Romano|Colombo|Ricci|Marino|Greco|Bruno|Gallo|Conti|De Luca|Mancini|Costa|Giordano|Rizzo|Lombardi|Moretti|Barbieri|Fontana|Santoro|Mariani|Rinaldi|Caruso|Ferrara|Galli|Martini|Leone|Longo|Gentile|Martinelli|Vitale|Lombardo|Serra|Coppola|De Santis|D'Angelo|Marchetti",
  ),
  male: words(
    'Giuseppe|Giovanni|Antonio|Mario|Luigi|Francesco|Angelo|Vincenzo|Pietro|Salvatore|Carlo|Franco|Domenico|Bruno|Paolo|Michele|Giorgio|Alessandro|Marco|Andrea|Luca|Stefano|Matteo|Lorenzo|Leonardo',
  ),
  female: words(
    'Maria|Anna|Giuseppina|Rosa|Angela|Giovanna|Teresa|Lucia|Carmela|Francesca|Giulia|Chiara|Sara|Martina|Elena|Alessandra|Federica|Valentina|Silvia|Laura|Sofia|Aurora',
  ),
  streets: words(
    'Via Roma|Via Garibaldi|Via Mazzini|Via Dante Alighieri|Corso Vittorio Emanuele II|Via Verdi|Via Cavour|Via Nazionale|Corso Italia|Via del Corso|Via Montenapoleone|Viale Europa|Via XX Settembre|Piazza della Repubblica|Via Toledo|Via dei Mille',
  ),
};

export const nl: Culture = {
  id: 'nl',
  language: 'nl',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:4', 'S I:3', 'S X:1', 'B G:1', 'P I:1', 'B:1', 'S & T:1'],
  brands: words(
    'Oranje|Noordzee|Delta|Polder|Tulp|Molen|Zeeland|Holland|Vlaanderen|Schelde|Maas|IJssel|Amstel|Zonneveld|Duinzicht|Hoogland|Lichtpunt|Kompas|Horizon|Windkracht|Waterland|Noorderlicht|Zilverberk|Eikenhof|De Linde|De Toekomst|Het Anker|Caribe|Cunucu',
  ),
  famous: words('Philips|Heineken|Ahold'),
  industries: industryWords(
    'Software:Software:software|Technologie:Technology:software|ICT:ICT:it_services|IT Diensten:IT Services:it_services|Data:Data:data|Telecom:Telecom:telecom|Elektronica:Electronics:electronics|Halfgeleiders:Semiconductors:semiconductors|Machinebouw:Machine Building:machinery|Automotive:Automotive:automotive|Auto-onderdelen:Auto Parts:auto_parts|Staal:Steel:steel|Metaal:Metal:steel|Chemie:Chemicals:chemicals|Kunststoffen:Plastics:plastics|Pharma:Pharma:pharma|Biotech:Biotech:biotech|Medische Techniek:Medical Technology:medical|Zorg:Care:health_care|Voeding:Food:food|Bakkerij:Bakery:food|Dranken:Beverages:beverages|Textiel:Textiles:textiles|Mode:Fashion:apparel|Meubelen:Furniture:furniture|Cosmetica:Cosmetics:cosmetics|Juwelier:Jeweller:jewellery|Bouw:Construction:construction|Aannemersbedrijf:Contractors:construction|Infra:Infrastructure:civil_works|Vastgoed:Real Estate:real_estate|Vastgoedbeheer:Property Management:property_management|Ingenieursbureau:Engineering Firm:engineering|Energie:Energy:energy|Zonne-energie:Solar Energy:renewables|Windenergie:Wind Energy:renewables|Olie:Oil:oil_gas|Gas:Gas:gas|Mijnbouw:Mining:mining|Logistiek:Logistics:logistics|Transport:Transport:trucking|Scheepvaart:Shipping:shipping|Luchtvaart:Aviation:aviation|Handel:Trading:trade|Handelsonderneming:Trading Company:trade|Import Export:Import Export:import_export|Retail:Retail:retail|Webwinkel:Web Shop:ecommerce|Hotel:Hotel:hotels|Horeca:Hospitality:restaurants|Media:Media:media|Producties:Productions:media|Uitgeverij:Publishing:publishing|Games:Games:games|Reclamebureau:Advertising Agency:advertising|Advies:Consulting:consulting|Consultancy:Consultancy:consulting|Accountants:Accountants:accounting|Administratiekantoor:Bookkeeping Office:accounting|Holding:Holding:holding|Beheer:Management:holding|Vermogensbeheer:Asset Management:investment|Investments:Investments:investment|Financiering:Finance:finance|Verzekeringen:Insurance:insurance|Opleidingen:Training:education|Agro:Agro:agriculture|Kwekerij:Nursery:agriculture|Beveiliging:Security:security|Schoonmaak:Cleaning:cleaning|Drukkerij:Printing:printing|Reizen:Travel:travel|Recycling:Recycling:waste|Uitzendbureau:Employment Agency:recruitment',
  ),
  generic: words('Groep:Group|International|Services|Nederland:Netherlands|België:Belgium'),
  sons: ['& Zonen', '& Sons'],
  surnames: words(
    'de Jong|Jansen|de Vries|van den Berg|van Dijk|Bakker|Janssen|Visser|Smit|Meijer|de Boer|Mulder|de Groot|Bos|Vos|Peters|Hendriks|van Leeuwen|Dekker|Brouwer|de Wit|Dijkstra|Smits|de Graaf|van der Meer|van der Linden|Kok|Jacobs|de Haan|Vermeulen|Peeters|Maes|Willems|Claes|Goossens|Wouters',
  ),
  male: words(
    'Jan|Johannes|Pieter|Hendrik|Cornelis|Willem|Gerrit|Jacobus|Dirk|Kees|Bas|Thijs|Daan|Sem|Lucas|Levi|Ruben|Stijn|Joost|Maarten|Wouter|Bram|Sander|Tim',
  ),
  female: words(
    'Maria|Johanna|Anna|Cornelia|Wilhelmina|Elisabeth|Sanne|Lisa|Emma|Julia|Anouk|Femke|Eva|Sophie|Lotte|Fleur|Mieke|Ingrid|Marieke|Esther',
  ),
  streets: words(
    'Kerkstraat|Hoofdstraat|Dorpsstraat|Schoolstraat|Molenweg|Stationsweg|Nieuwstraat|Markt|Herengracht|Keizersgracht|Prinsengracht|Damrak|Coolsingel|Kalverstraat|Industrieweg|Parallelweg|Grote Markt|Meir|Louizalaan|Handelskade',
  ),
};

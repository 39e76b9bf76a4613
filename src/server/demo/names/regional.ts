import { hi } from './devanagari.ts';
import { en } from './latin-west.ts';
import { fr } from './latin-west.ts';
import { words, type Culture, type Word } from './types.ts';

/**
 * Regional variants that name companies like a bigger culture (English or French words, forms and
 * patterns) but whose people carry the names of their own region: West, East and Southern Africa,
 * South Asia, the Philippines. Indian English names are the Hindi ones in their Latin spelling.
 */

const latin = (list: Word[]): Word[] => list.map((w) => [w[1], w[1]] as const);

/** Indian companies registered in English: the Hindi culture's words in their Latin (English) forms. */
export const enIN: Culture = {
  ...hi,
  id: 'en-IN',
  language: 'en',
  script: 'Latin',
  translit: 'none',
  brands: latin(hi.brands),
  famous: latin(hi.famous),
  generic: latin(hi.generic),
  industries: hi.industries.map((w) => [w[1], w[1], w[2]] as const),
  surnames: latin(hi.surnames),
  male: latin(hi.male),
  female: latin(hi.female),
  streets: latin(hi.streets),
};

export const enWA: Culture = {
  ...en,
  id: 'en-WA',
  brands: words(
    "Greenfield|Unity|Niger|Benue|Eko|Omega|Royal|Crown|Goldstar|Sahel|Savannah|Oasis|Divine|Grace|Blessed|Favour|God's Own|Excel|Volta|Ashanti|Adinkra|Zenith",
  ),
  famous: words('Dangote|MTN'),
  surnames: words(
    'Okafor|Adeyemi|Okonkwo|Ibrahim|Bello|Eze|Abubakar|Okoro|Adebayo|Ogunleye|Nwosu|Mohammed|Balogun|Chukwu|Olawale|Usman|Obi|Afolabi|Mensah|Owusu|Boateng|Asante|Osei|Appiah|Agyeman',
  ),
  male: words(
    'Chinedu|Emeka|Oluwaseun|Tunde|Ibrahim|Musa|Chukwuemeka|Adewale|Ifeanyi|Segun|Babatunde|Abdullahi|Uche|Kelechi|Kwame|Kofi|Kwabena|Yaw',
  ),
  female: words('Ngozi|Chiamaka|Folake|Aisha|Funmilayo|Adaeze|Blessing|Yetunde|Amina|Chioma|Zainab|Temitope|Akosua|Ama|Abena|Efua'),
  streets: words(
    'Broad Street|Marina|Adeola Odeku Street|Ahmadu Bello Way|Awolowo Road|Allen Avenue|Herbert Macaulay Way|Aminu Kano Crescent|Oxford Street|Independence Avenue|Liberation Road',
  ),
};

export const enEA: Culture = {
  ...en,
  id: 'en-EA',
  brands: words(
    'Savannah|Kilimanjaro|Serengeti|Rift Valley|Victoria|Safari|Simba|Tembo|Jambo|Twiga|Baobab|Acacia|Umoja|Harambee|Pwani|Nile|Mara|Abyssinia|Rwenzori|Akagera',
  ),
  famous: words('Safaricom|Equity'),
  surnames: words(
    'Kamau|Otieno|Mwangi|Njoroge|Ochieng|Kipchoge|Mutua|Kariuki|Omondi|Mbugua|Wekesa|Mushi|Massawe|Mollel|Okello|Mugisha|Nsubuga|Habimana|Uwimana|Tesfaye|Bekele|Haile',
  ),
  male: words('John|Joseph|Peter|David|James|Samuel|Daniel|Brian|Kevin|Dennis|Emmanuel|Eric|Abebe|Dawit'),
  female: words('Mary|Grace|Faith|Esther|Jane|Ruth|Wanjiru|Achieng|Neema|Aisha|Mercy|Joyce|Tigist|Meron'),
  streets: words(
    'Kenyatta Avenue|Moi Avenue|Uhuru Highway|Kimathi Street|Ngong Road|Waiyaki Way|Samora Avenue|Kampala Road|KN 4 Avenue|Bole Road|Churchill Avenue',
  ),
};

export const enZA: Culture = {
  ...en,
  id: 'en-ZA',
  brands: words(
    'Cape|Highveld|Karoo|Drakensberg|Limpopo|Zambezi|Kalahari|Table Mountain|Ubuntu|Protea|Springbok|Impala|Umhlanga|Vaal|Boland|Okavango|Victoria Falls|Namib',
  ),
  famous: words('Sasol|Naspers|Shoprite'),
  surnames: words(
    'van der Merwe|Botha|Nel|Pretorius|du Plessis|Naidoo|Govender|Nkosi|Dlamini|Ndlovu|Khumalo|Mokoena|Mahlangu|Smith|Venter|Coetzee|Mthembu|Sithole|Moyo|Banda|Phiri|Mwale|Shikongo|Molefe',
  ),
  male: words('Johannes|Pieter|Thabo|Sipho|Themba|Bongani|Jacobus|Gert|Andile|Lwazi|Tendai|Kagiso|Mulenga|Tatenda'),
  female: words('Maria|Anna|Thandiwe|Nomsa|Lerato|Zanele|Elizabeth|Precious|Nandi|Palesa|Chipo|Naledi|Mwila|Ndapewa'),
  streets: words(
    'Rivonia Road|Jan Smuts Avenue|Long Street|Adderley Street|Oxford Road|Church Street|Main Road|West Street|Samora Machel Avenue|Cairo Road|Independence Avenue|Khama Crescent',
  ),
};

export const enSA: Culture = {
  ...en,
  id: 'en-SAS',
  brands: words(
    'Crescent|Indus|Ravi|Karakoram|Margalla|Bengal|Padma|Meghna|Ceylon|Lanka|Serendib|Green Star|Al-Noor|Shalimar|Everest|Himalaya|Pearl|Jamuna',
  ),
  famous: words('Engro|Grameen|Dialog'),
  surnames: words(
    'Khan|Ahmed|Ali|Hussain|Shah|Malik|Qureshi|Chaudhry|Rahman|Islam|Hossain|Chowdhury|Perera|Fernando|de Silva|Jayasinghe|Bandara|Wickramasinghe|Shrestha|Gurung|Thapa',
  ),
  male: words('Muhammad|Ali|Ahmed|Imran|Asif|Kamal|Rafiq|Tariq|Nuwan|Kasun|Chaminda|Saman|Ramesh|Bikash'),
  female: words('Fatima|Ayesha|Nasreen|Shabnam|Sadia|Tahmina|Nadeesha|Dilani|Chathurika|Sita|Anjali'),
  streets: words(
    'Shahrah-e-Faisal|Mall Road|Jinnah Avenue|Gulshan Avenue|Motijheel|Galle Road|Duplication Road|Durbar Marg|Main Boulevard|Station Road',
  ),
};

export const fil: Culture = {
  ...en,
  id: 'fil',
  brands: words(
    'Bayanihan|Maharlika|Luzon|Visayas|Mindanao|Pag-asa|Bagong Buhay|Araw|Tala|Sampaguita|Perlas|Bituin|Kalayaan|Dakila|Malaya|Manila Bay|Pacific Star',
  ),
  famous: words('Jollibee|San Miguel|Ayala'),
  surnames: words(
    'Santos|Reyes|Cruz|Bautista|Ocampo|Garcia|Mendoza|Torres|Tomas|Andrada|Castillo|Flores|Villanueva|Ramos|Castro|Rivera|Aquino|Navarro|dela Cruz|de Leon',
  ),
  male: words('Jose|Juan|Mark|John Paul|Michael|Christian|Angelo|Carlo|Rodrigo|Ramon|Eduardo|Antonio'),
  female: words('Maria|Mary Grace|Kristine|Jennifer|Angelica|Maricel|Rowena|Liza|Joy|Ana|Cristina'),
  streets: words(
    'Ayala Avenue|EDSA|Roxas Boulevard|Ortigas Avenue|Shaw Boulevard|Paseo de Roxas|Taft Avenue|Quezon Avenue|Rizal Avenue|Osmeña Boulevard',
  ),
};

/** French-speaking West and Central Africa. */
export const frWA: Culture = {
  ...fr,
  id: 'fr-WA',
  brands: words('Sahel|Teranga|Baobab|Savane|Lagune|Ébène|Cauris|Djoliba|Akwaba|Horizon|Étoile|Kilimandjaro|Sanaga|Wouri|Niger'),
  famous: words('Sonatel|Orange'),
  surnames: words('Diallo|Traoré|Ndiaye|Diop|Koné|Coulibaly|Ouattara|Touré|Sow|Ba|Camara|Fall|Kouassi|Yao|Mbarga|Nkoulou|Kamga|Fofana'),
  male: words('Mamadou|Moussa|Ibrahima|Abdoulaye|Ousmane|Cheikh|Jean-Baptiste|Kouadio|Serge|Yves|Samuel|Paul'),
  female: words('Fatou|Aminata|Awa|Mariama|Aïssatou|Adjoa|Marie-Claire|Aïcha|Mariam|Clarisse'),
  streets: words(
    'avenue Léopold Sédar Senghor|boulevard de la République|avenue Houphouët-Boigny|rue Carnot|boulevard du 20 Mai|avenue Kennedy|rue Joseph Ki-Zerbo|boulevard de la Liberté',
  ),
};

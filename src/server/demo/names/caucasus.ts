import { industryWords, words, type Culture } from './types.ts';

/** Georgian and Armenian names, each in its own alphabet, with the legal form in the local script. */

export const ka: Culture = {
  id: 'ka',
  language: 'ka',
  script: 'Georgian',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'any-ascii',
  patterns: ['B I:6', 'B:3', 'S I:1'],
  brands: words(
    'ივერია:Iveria|კოლხეთი:Kolkheti|მთაწმინდა:Mtatsminda|არაგვი:Aragvi|ქართლი:Kartli|ალაზანი:Alazani|ვარძია:Vardzia|თამარი:Tamari|ლომი:Lomi|ოქროს საწმისი:Okros Satsmisi|ახალი ტალღა:Akhali Talgha|იმედი:Imedi|კავკასია:Kavkasia|რიყე:Rike',
  ),
  famous: words('საქართველოს ბანკი:Bank of Georgia|ბორჯომი:Borjomi'),
  industries: industryWords(
    'ტექნოლოჯი:Technology:software|ტრეიდი:Trade:trade|მშენებელი:Builder:construction|ლოჯისტიკა:Logistics:logistics|ენერჯი:Energy:energy|აგრო:Agro:agriculture|ღვინო:Wine:beverages|ფარმა:Pharma:pharma|ინვესტი:Invest:investment|კონსალტინგი:Consulting:consulting|ტრანსი:Trans:trucking|ტურიზმი:Tourism:travel|დეველოპმენტი:Development:real_estate|მედია:Media:media|ფუდი:Food:food|სასტუმრო:Hotel:hotels|ჰოლდინგი:Holding:holding|დაზღვევა:Insurance:insurance',
  ),
  generic: words('ჯგუფი:Group|ინტერნეშენალი:International'),
  surnames: words(
    'ბერიძე:Beridze|კაპანაძე:Kapanadze|გელაშვილი:Gelashvili|მაისურაძე:Maisuradze|გიორგაძე:Giorgadze|ლომიძე:Lomidze|წიკლაური:Tsiklauri|ბოლქვაძე:Bolkvadze|კვარაცხელია:Kvaratskhelia|ნოზაძე:Nozadze|ხუციშვილი:Khutsishvili|მამულაშვილი:Mamulashvili',
  ),
  male: words('გიორგი:Giorgi|დავით:Davit|ნიკოლოზ:Nikoloz|ლევან:Levan|ირაკლი:Irakli|ალექსანდრე:Aleksandre|ზურაბ:Zurab|გიგა:Giga'),
  female: words('ნინო:Nino|მარიამ:Mariam|თამარ:Tamar|ანა:Ana|ეკატერინე:Ekaterine|ნათია:Natia|სალომე:Salome|მაკა:Maka'),
  streets: words(
    'რუსთაველის გამზირი:Rustaveli Avenue|ჭავჭავაძის გამზირი:Chavchavadze Avenue|აღმაშენებლის გამზირი:Aghmashenebeli Avenue|პეკინის ქუჩა:Pekini Street|ვაჟა-ფშაველას გამზირი:Vazha-Pshavela Avenue',
  ),
};

export const hy: Culture = {
  id: 'hy',
  language: 'hy',
  script: 'Armenian',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'any-ascii',
  patterns: ['B I:6', 'B:3', 'S I:1'],
  brands: words(
    'Արարատ:Ararat|Մասիս:Masis|Արագած:Aragats|Սևան:Sevan|Նաիրի:Nairi|Արմենիա:Armenia|Վան:Van|Զվարթնոց:Zvartnots|Ախթամար:Akhtamar|Տարոն:Taron|Էրեբունի:Erebuni|Դիլիջան:Dilijan',
  ),
  famous: words('Արարատ Բանկ:Ararat Bank|Ջերմուկ:Jermuk'),
  industries: industryWords(
    'Տեխնոլոջիս:Technologies:software|Սոֆթ:Soft:software|Թրեյդ:Trade:trade|Շին:Construction:construction|Լոգիստիկա:Logistics:logistics|Էներջի:Energy:energy|Ագրո:Agro:agriculture|Ֆարմ:Pharm:pharma|Ինվեստ:Invest:investment|Կոնսալտինգ:Consulting:consulting|Տրանս:Trans:trucking|Տուր:Tour:travel|Մեդիա:Media:media|Ֆուդ:Food:food|Կոնյակ:Brandy:beverages|Հոլդինգ:Holding:holding|Ապահովագրություն:Insurance:insurance|Դեվելոփմենթ:Development:real_estate|Հյուրանոց:Hotel:hotels',
  ),
  generic: words('Գրուպ:Group|Ինթերնեյշնլ:International'),
  surnames: words(
    'Գրիգորյան:Grigoryan|Հարությունյան:Harutyunyan|Սարգսյան:Sargsyan|Հովհաննիսյան:Hovhannisyan|Խաչատրյան:Khachatryan|Պետրոսյան:Petrosyan|Վարդանյան:Vardanyan|Մկրտչյան:Mkrtchyan|Ավետիսյան:Avetisyan|Կարապետյան:Karapetyan|Գևորգյան:Gevorgyan|Սահակյան:Sahakyan',
  ),
  male: words('Արմեն:Armen|Դավիթ:Davit|Հայկ:Hayk|Տիգրան:Tigran|Արամ:Aram|Գագիկ:Gagik|Նարեկ:Narek|Սամվել:Samvel|Աշոտ:Ashot'),
  female: words('Անի:Ani|Մարիամ:Mariam|Նարինե:Narine|Լուսինե:Lusine|Անահիտ:Anahit|Գայանե:Gayane|Սոնա:Sona|Արմինե:Armine'),
  streets: words(
    'Մաշտոցի պողոտա:Mashtots Avenue|Աբովյան փողոց:Abovyan Street|Հյուսիսային պողոտա:Northern Avenue|Սայաթ-Նովայի պողոտա:Sayat-Nova Avenue|Կոմիտասի պողոտա:Komitas Avenue|Տիգրան Մեծի պողոտա:Tigran Mets Avenue',
  ),
};

import { industryWords, words, type Culture } from './types.ts';

/**
 * Hebrew names, right to left, often with a year in brackets that tells a company apart from an
 * older one of the same name (אלון טכנולוגיות (2004) בע"מ). The quote mark inside בע"מ is part of
 * the legal form and has to survive search normalisation.
 */
export const he: Culture = {
  id: 'he',
  language: 'he',
  script: 'Hebrew',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'words',
  patterns: ['B I:7', 'B I Y:3', 'H B|B H:1', 'S I:2', 'S X:1', 'B:1'],
  brands: words(
    'אלון:Alon|ברק:Barak|גל:Gal|אופק:Ofek|שחר:Shahar|תמר:Tamar|כרמל:Carmel|גליל:Galil|נגב:Negev|ירדן:Yarden|ארז:Erez|אורן:Oren|שקד:Shaked|רימון:Rimon|דקל:Dekel|אביב:Aviv|מגדל:Migdal|אלפא:Alpha|עתיד:Atid|נתיב:Nativ|אורות:Orot|יהלום:Yahalom|פסגה:Pisga|קשת:Keshet|רקיע:Rakia|מעוז:Maoz|שגיא:Sagi|טופז:Topaz',
  ),
  famous: words("טבע:Teva|אלביט:Elbit|צ'ק פוינט:Check Point"),
  industries: industryWords(
    'טכנולוגיות:Technologies:software:Technologiot|תוכנה:Software:software:Tochna|מערכות:Systems:it_services:Maarachot|תקשורת:Communications:telecom:Tikshoret|אלקטרוניקה:Electronics:electronics:Elektronika|מוליכים למחצה:Semiconductors:semiconductors:Molichim Lemechetza|הנדסה:Engineering:engineering:Handasa|בנייה:Construction:construction:Bniya|נדל"ן:Real Estate:real_estate:Nadlan|השקעות:Investments:investment:Hashkaot|אחזקות:Holdings:holding:Achzakot|סחר:Trading:trade:Sachar|יבוא ויצוא:Import & Export:import_export:Yevu ve-Yetzu|מזון:Food:food:Mazon|משקאות:Beverages:beverages:Mashkaot|תרופות:Pharmaceuticals:pharma:Trufot|ביוטכנולוגיה:Biotechnology:biotech:Biotechnologia|ציוד רפואי:Medical Equipment:medical:Tziyud Refui|אנרגיה:Energy:energy:Energia|אנרגיה סולארית:Solar Energy:renewables:Energia Solarit|לוגיסטיקה:Logistics:logistics:Logistika|הובלות:Haulage:trucking:Hovalot|ספנות:Shipping:shipping:Sapanut|תעופה:Aviation:aviation:Teufa|קמעונאות:Retail:retail:Kimonaut|מלונות:Hotels:hotels:Melonot|מסעדות:Restaurants:restaurants:Misadot|מדיה:Media:media:Media|הוצאה לאור:Publishing:publishing:Hotzaa Laor|פרסום:Advertising:advertising:Pirsum|ייעוץ:Consulting:consulting:Yeutz|ביטוח:Insurance:insurance:Bituach|מימון:Finance:finance:Mimun|חינוך:Education:education:Chinuch|חקלאות:Agriculture:agriculture:Chaklaut|אבטחה:Security:security:Avtacha|ניקיון:Cleaning:cleaning:Nikayon|דפוס:Printing:printing:Dfus|תיירות:Tourism:travel:Tayarut|כימיקלים:Chemicals:chemicals:Chimikalim|פלסטיק:Plastics:plastics:Plastik|מתכות:Metals:steel:Matachot|רכב:Automotive:automotive:Rechev|אופנה:Fashion:apparel:Ofna|רהיטים:Furniture:furniture:Rahitim|קוסמטיקה:Cosmetics:cosmetics:Kosmetika|יהלומים:Diamonds:jewellery:Yahalomim|משחקים:Games:games:Mischakim|כוח אדם:Manpower:recruitment:Koach Adam',
  ),
  head: words('קבוצת:Group:Kvutzat'),
  generic: words('בינלאומי:International:Beinleumi'),
  sons: ['ובניו', '& Sons', 'u-Vanav'],
  surnames: words(
    'כהן:Cohen|לוי:Levi|מזרחי:Mizrahi|פרץ:Peretz|ביטון:Biton|דהן:Dahan|אברהם:Avraham|פרידמן:Friedman|אזולאי:Azoulay|מלכה:Malka|גבאי:Gabay|שפירא:Shapira|כץ:Katz|אוחיון:Ohayon|יוסף:Yosef|חדד:Hadad|בן דוד:Ben David|גולדברג:Goldberg|רוזנברג:Rosenberg|שלום:Shalom',
  ),
  male: words(
    'דוד:David|משה:Moshe|יוסף:Yosef|אברהם:Avraham|יעקב:Yaakov|דניאל:Daniel|איתי:Itai|נועם:Noam|אורי:Uri|יונתן:Yonatan|אריאל:Ariel|עמית:Amit|רון:Ron|אלון:Alon|גיל:Gil|אבי:Avi',
  ),
  female: words(
    'שרה:Sarah|רחל:Rachel|מיכל:Michal|נועה:Noa|תמר:Tamar|יעל:Yael|מאיה:Maya|שירה:Shira|רונית:Ronit|אורית:Orit|דנה:Dana|הילה:Hila',
  ),
  streets: words(
    "רחוב הרצל:Herzl St|דרך מנחם בגין:Menachem Begin Rd|שדרות רוטשילד:Rothschild Blvd|רחוב אבן גבירול:Ibn Gabirol St|רחוב יפו:Jaffa St|רחוב ויצמן:Weizmann St|דרך השלום:Derech HaShalom|רחוב הברזל:HaBarzel St|רחוב הנביאים:HaNevi'im St|רחוב ז'בוטינסקי:Jabotinsky St|רחוב המלאכה:HaMelacha St|רחוב הירקון:HaYarkon St",
  ),
};

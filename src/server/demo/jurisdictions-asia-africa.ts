import { cities, f, type Jurisdiction } from './jurisdiction-types.ts';

/** Jurisdictions of the Middle East, Africa, Asia and Oceania. */

const FR_AFRICA = [f('… SARL', 'Société à responsabilité limitée', 60), f('… SA', 'Société anonyme', 15, undefined, 'p'), f('… SUARL', 'Société unipersonnelle à responsabilité limitée', 15), f('… SAS', 'Société par actions simplifiée', 10)];
const ZA_FORMS = [f('… (Pty) Ltd', 'Private Company', 80), f('… Ltd', 'Public Company', 5, undefined, 'p'), f('… NPC', 'Non-Profit Company', 5, undefined, 'n'), f('… Inc.', 'Personal Liability Company', 5), f('… CC', 'Close Corporation', 5)];

export const ASIA_AFRICA: Jurisdiction[] = [
  {
    code: 'ae', country: 'AE', weight: 10, currency: 'AED', scheme: 'isic_rev4', number: '#######', postal: '', roles: 'arab', statuses: 'default', address: 'ar', business: '100%%%%%%%%%%03', english: 1, alt: { culture: 'ar', share: 0.5 },
    variants: [
      { culture: 'ar', share: 0.55, forms: [f('شركة … ذ.م.م', 'شركة ذات مسؤولية محدودة', 70, '… L.L.C.'), f('مؤسسة …', 'مؤسسة فردية', 15, '… Est.'), f('شركة … ش.م.خ', 'شركة مساهمة خاصة', 8, '… PrJSC'), f('شركة … ش.م.ع', 'شركة مساهمة عامة', 2, '… PJSC', 'p'), f('… م.م.ح', 'منشأة منطقة حرة', 5, '… FZE')] },
      { culture: 'en', share: 0.45, forms: [f('… L.L.C.', 'Limited Liability Company', 60), f('… FZ-LLC', 'Free Zone Limited Liability Company', 15), f('… FZE', 'Free Zone Establishment', 10), f('… PJSC', 'Public Joint Stock Company', 2, undefined, 'p'), f('… Ltd', 'Private Company Limited by Shares (DIFC)', 5)] },
    ],
    cities: cities('دبي:Dubai|أبوظبي:Abu Dhabi|الشارقة:Sharjah|عجمان:Ajman|رأس الخيمة:Ras Al Khaimah|الفجيرة:Fujairah'),
  },
  {
    code: 'sa', country: 'SA', weight: 8, currency: 'SAR', scheme: 'isic_rev4', number: '10%%######', postal: '%%%%%', roles: 'arab', statuses: 'default', address: 'ar', business: '3%%%%%%%%%%%%03', english: 0.7,
    variants: [{ culture: 'ar', share: 1, forms: [f('شركة … المحدودة', 'شركة ذات مسؤولية محدودة', 60, '… Co. Ltd.'), f('مؤسسة …', 'مؤسسة فردية', 20, '… Est.'), f('شركة … المساهمة', 'شركة مساهمة مقفلة', 15, '… Closed Joint Stock Co.'), f('شركة … (مساهمة عامة)', 'شركة مساهمة عامة', 3, '… (Listed) Co.', 'p')] }],
    cities: cities('الرياض:Riyadh::1%%%%|جدة:Jeddah::2%%%%|الدمام:Dammam::3%%%%|مكة المكرمة:Mecca::24%%%|المدينة المنورة:Medina::42%%%|الخبر:Khobar::34%%%'),
  },
  {
    code: 'qa', country: 'QA', weight: 3, currency: 'QAR', scheme: 'isic_rev4', number: '######', postal: '', roles: 'arab', statuses: 'default', address: 'ar', english: 0.9,
    variants: [
      { culture: 'ar', share: 0.6, forms: [f('شركة … ذ.م.م', 'شركة ذات مسؤولية محدودة', 85, '… W.L.L.'), f('شركة … ش.م.ق', 'شركة مساهمة قطرية', 15, '… Q.P.S.C.', 'p')] },
      { culture: 'en', share: 0.4, forms: [f('… W.L.L.', 'With Limited Liability', 75), f('… Q.P.S.C.', 'Qatari Public Shareholding Company', 5, undefined, 'p'), f('… LLC', 'QFC Limited Liability Company', 20)] },
    ],
    cities: cities('الدوحة:Doha|الوكرة:Al Wakrah|الريان:Al Rayyan|لوسيل:Lusail'),
  },
  { code: 'kw', country: 'KW', weight: 2, currency: 'KWD', scheme: 'isic_rev4', variants: [{ culture: 'ar', share: 1, forms: [f('شركة … ذ.م.م', 'شركة ذات مسؤولية محدودة', 75, '… W.L.L.'), f('شركة … ش.م.ك', 'شركة مساهمة كويتية عامة', 15, '… K.S.C.P.', 'p'), f('شركة … ش.م.ك.م', 'شركة مساهمة كويتية مقفلة', 10, '… K.S.C.C.')] }], number: '######', postal: '%%%%%', roles: 'arab', statuses: 'default', address: 'ar', english: 0.8, cities: cities('مدينة الكويت:Kuwait City::13%%%|حولي:Hawalli::32%%%|السالمية:Salmiya::22%%%') },
  {
    code: 'bh', country: 'BH', weight: 2, currency: 'BHD', scheme: 'isic_rev4', number: '######-%', postal: '', roles: 'arab', statuses: 'default', address: 'ar', english: 0.9,
    variants: [
      { culture: 'ar', share: 0.5, forms: [f('شركة … ذ.م.م', 'شركة ذات مسؤولية محدودة', 80, '… W.L.L.'), f('شركة … ش.م.ب', 'شركة مساهمة بحرينية', 20, '… B.S.C.', 'p')] },
      { culture: 'en', share: 0.5, forms: [f('… W.L.L.', 'With Limited Liability', 70), f('… B.S.C.', 'Bahraini Shareholding Company', 15, undefined, 'p'), f('… S.P.C.', 'Single Person Company', 15)] },
    ],
    cities: cities('المنامة:Manama|المحرق:Muharraq|الرفاع:Riffa'),
  },
  { code: 'om', country: 'OM', weight: 2, currency: 'OMR', scheme: 'isic_rev4', variants: [{ culture: 'ar', share: 1, forms: [f('شركة … ش.م.م', 'شركة محدودة المسؤولية', 80, '… LLC'), f('شركة … ش.م.ع.ع', 'شركة مساهمة عامة', 10, '… SAOG', 'p'), f('شركة … ش.م.ع.م', 'شركة مساهمة مقفلة', 10, '… SAOC')] }], number: '#######', postal: '%%%', roles: 'arab', statuses: 'default', address: 'ar', english: 0.8, cities: cities('مسقط:Muscat::1%%|صلالة:Salalah::211|صحار:Sohar::311') },
  { code: 'jo', country: 'JO', weight: 2, currency: 'JOD', scheme: 'isic_rev4', variants: [{ culture: 'ar', share: 1, forms: [f('شركة … ذ.م.م', 'شركة ذات مسؤولية محدودة', 80, '… LLC'), f('شركة … المساهمة العامة', 'شركة مساهمة عامة', 10, '… PLC', 'p'), f('شركة … المساهمة الخاصة', 'شركة مساهمة خاصة', 10, '… PSC')] }], number: '#####', postal: '%%%%%', roles: 'arab', statuses: 'default', address: 'ar', english: 0.6, cities: cities('عمان:Amman::11%%%|الزرقاء:Zarqa::13%%%|إربد:Irbid::21%%%|العقبة:Aqaba::77110') },
  {
    code: 'lb', country: 'LB', weight: 2, currency: 'LBP', scheme: 'isic_rev4', number: '#######', postal: '%%%% %%%%', roles: 'arab', statuses: 'default', address: 'ar', english: 0.6,
    variants: [
      { culture: 'ar', share: 0.6, forms: [f('شركة … ش.م.ل', 'شركة مساهمة لبنانية', 40, '… S.A.L.', 'p'), f('شركة … ش.م.م', 'شركة محدودة المسؤولية', 60, '… S.A.R.L.')] },
      { culture: 'fr', share: 0.4, forms: [f('… S.A.L.', 'Société anonyme libanaise', 40, undefined, 'p'), f('… S.A.R.L.', 'Société à responsabilité limitée', 60)] },
    ],
    cities: cities('بيروت:Beyrouth:بيروت:11%% 20%%|طرابلس:Tripoli::13%% %%%%|صيدا:Saïda::16%% %%%%|جونية:Jounieh::12%% %%%%'),
  },
  { code: 'iq', country: 'IQ', weight: 2, currency: 'IQD', scheme: 'isic_rev4', variants: [{ culture: 'ar', share: 1, forms: [f('شركة … المحدودة', 'شركة محدودة', 85, '… Ltd.'), f('شركة … المساهمة الخاصة', 'شركة مساهمة خاصة', 15, '… Private JSC')] }], number: '######', postal: '%%%%%', roles: 'arab', statuses: 'default', address: 'ar', english: 0.5, cities: cities('بغداد:Baghdad::10%%%|البصرة:Basra::61%%%|أربيل:Erbil::44001|الموصل:Mosul::41%%%') },
  { code: 'eg', country: 'EG', weight: 6, currency: 'EGP', scheme: 'isic_rev4', variants: [{ culture: 'ar', share: 1, forms: [f('شركة … ش.م.م', 'شركة مساهمة مصرية', 35, '… S.A.E.', 'p'), f('شركة … ذ.م.م', 'شركة ذات مسئولية محدودة', 55, '… LLC'), f('شركة … وشركاه', 'شركة توصية بسيطة', 10, '… & Partners', 'l')] }], number: '######', postal: '%%%%%', roles: 'arab', statuses: 'default', address: 'ar', english: 0.6, cities: cities('القاهرة:Cairo::11%%%|الإسكندرية:Alexandria::21%%%|الجيزة:Giza::12%%%|بورسعيد:Port Said::42%%%|المنصورة:Mansoura::35%%%') },
  { code: 'ir', country: 'IR', weight: 5, currency: 'IRR', scheme: 'isic_rev4', variants: [{ culture: 'fa', share: 1, forms: [f('شرکت … سهامی خاص', 'سهامی خاص', 55, '… Private Joint Stock Co.'), f('شرکت … با مسئولیت محدود', 'با مسئولیت محدود', 35, '… Ltd.'), f('شرکت … سهامی عام', 'سهامی عام', 10, '… Public Joint Stock Co.', 'p')] }], number: '######', postal: '%%%%%-%%%%%', roles: 'arab', statuses: 'default', address: 'ar', english: 0.4, cities: cities('تهران:Tehran::1%%%%-%%%%%|مشهد:Mashhad::91%%%-%%%%%|اصفهان:Isfahan::81%%%-%%%%%|شیراز:Shiraz::71%%%-%%%%%|تبریز:Tabriz::51%%%-%%%%%') },
  {
    code: 'il', country: 'IL', weight: 6, currency: 'ILS', scheme: 'isic_rev4', number: '51-######-%', postal: '%%%%%%%', roles: 'uk', statuses: 'default', address: 'he', english: 0.8,
    variants: [{ culture: 'he', share: 1, forms: [f('… בע"מ', 'חברה פרטית מוגבלת במניות', 90, '… Ltd.'), f('… בע"מ', 'חברה ציבורית', 5, '… Ltd.', 'p'), f('… (ע"ר)', 'עמותה רשומה', 5, '… (R.A.)', 'n')] }],
    cities: cities('תל אביב-יפו:Tel Aviv-Yafo:תל אביב:61%%%%%|ירושלים:Jerusalem::9%%%%%%|חיפה:Haifa::3%%%%%%|הרצליה:Herzliya::46%%%%%|פתח תקווה:Petah Tikva::49%%%%%|ראשון לציון:Rishon LeZion::75%%%%%|באר שבע:Be\'er Sheva::84%%%%%'),
  },
  {
    code: 'ma', country: 'MA', weight: 4, currency: 'MAD', scheme: 'isic_rev4', number: '######', postal: '%%%%%', roles: 'civil', statuses: 'fr', address: 'fr', business: 'ICE%%%%%%%%%%%%%%%', english: 0.3,
    variants: [
      { culture: 'fr', share: 0.6, forms: [f('… SARL', 'Société à responsabilité limitée', 60), f('… SARL AU', 'SARL à associé unique', 25), f('… SA', 'Société anonyme', 15, undefined, 'p')] },
      { culture: 'ar', share: 0.4, forms: [f('شركة … ش.م.م', 'شركة ذات مسؤولية محدودة', 85, '… SARL'), f('شركة … ش.م', 'شركة مساهمة', 15, '… SA', 'p')] },
    ],
    cities: cities('الدار البيضاء:Casablanca::20%%%|الرباط:Rabat::10%%%|مراكش:Marrakech::40%%%|طنجة:Tanger::90%%%|فاس:Fès::30%%%|أكادير:Agadir::80%%%'),
  },
  {
    code: 'tn', country: 'TN', weight: 2, currency: 'TND', scheme: 'isic_rev4', number: '#######@', postal: '%%%%', roles: 'civil', statuses: 'fr', address: 'fr', english: 0.3,
    variants: [
      { culture: 'fr', share: 0.7, forms: [f('… SARL', 'Société à responsabilité limitée', 60), f('… SUARL', 'Société unipersonnelle à responsabilité limitée', 25), f('… SA', 'Société anonyme', 15, undefined, 'p')] },
      { culture: 'ar', share: 0.3, forms: [f('شركة … ش.م.م', 'شركة ذات مسؤولية محدودة', 85, '… SARL'), f('شركة … خ.إ', 'شركة خفية الاسم', 15, '… SA', 'p')] },
    ],
    cities: cities('تونس:Tunis::10%%|صفاقس:Sfax::30%%|سوسة:Sousse::40%%|بنزرت:Bizerte::7000'),
  },
  {
    code: 'dz', country: 'DZ', weight: 3, currency: 'DZD', scheme: 'isic_rev4', number: '%%/00-#######@%%', postal: '%%%%%', roles: 'civil', statuses: 'fr', address: 'fr', english: 0.3,
    variants: [
      { culture: 'fr', share: 0.6, forms: [f('… SARL', 'Société à responsabilité limitée', 60), f('… EURL', 'Entreprise unipersonnelle à responsabilité limitée', 25), f('… SPA', 'Société par actions', 15, undefined, 'p')] },
      { culture: 'ar', share: 0.4, forms: [f('شركة … ذ.م.م', 'شركة ذات مسؤولية محدودة', 85, '… SARL'), f('شركة … ذ.أ', 'شركة ذات أسهم', 15, '… SPA', 'p')] },
    ],
    cities: cities('الجزائر:Alger::16%%%|وهران:Oran::31%%%|قسنطينة:Constantine::25%%%|عنابة:Annaba::23%%%'),
  },
  { code: 'sn', country: 'SN', weight: 1, currency: 'XOF', scheme: 'isic_rev4', variants: [{ culture: 'fr-WA', share: 1, forms: FR_AFRICA }], number: 'SN-DKR-20%%-@-#####', postal: '%%%%%', roles: 'civil', statuses: 'fr', address: 'fr', cities: cities('Dakar:::10%%%|Thiès:::21000|Saint-Louis:::32000') },
  { code: 'ci', country: 'CI', weight: 2, currency: 'XOF', scheme: 'isic_rev4', variants: [{ culture: 'fr-WA', share: 1, forms: FR_AFRICA }], number: 'CI-ABJ-20%%-@-#####', postal: '', roles: 'civil', statuses: 'fr', address: 'fr', cities: cities('Abidjan|Bouaké|Yamoussoukro|San-Pédro') },
  {
    code: 'cm', country: 'CM', weight: 1, currency: 'XAF', scheme: 'isic_rev4', number: 'RC/DLA/20%%/@/####', postal: '', roles: 'civil', statuses: 'fr', address: 'fr',
    variants: [{ culture: 'fr-WA', share: 0.8, forms: FR_AFRICA }, { culture: 'en-WA', share: 0.2, forms: [f('… Ltd', 'Private Limited Company', 80), f('… PLC', 'Public Limited Company', 20, undefined, 'p')] }],
    cities: cities('Douala|Yaoundé|Bafoussam|Garoua'),
  },
  { code: 'ng', country: 'NG', weight: 8, currency: 'NGN', scheme: 'isic_rev4', variants: [{ culture: 'en-WA', share: 1, forms: [f('… Limited', 'Private Company Limited by Shares', 70), f('… Ltd', 'Private Company Limited by Shares', 15), f('… PLC', 'Public Limited Company', 5, undefined, 'p'), f('… Ltd/Gte', 'Company Limited by Guarantee', 5, undefined, 'n'), f('… Enterprises', 'Business Name', 5)] }], number: 'RC #######', postal: '%%%%%%', roles: 'uk', statuses: 'uk', address: 'gb', business: '%%%%%%%%-0001', cities: cities('Lagos:::10%%%%|Abuja:::900%%%|Kano:::700%%%|Port Harcourt:::500%%%|Ibadan:::200%%%|Enugu:::400%%%') },
  { code: 'gh', country: 'GH', weight: 2, currency: 'GHS', scheme: 'isic_rev4', variants: [{ culture: 'en-WA', share: 1, forms: [f('… Limited', 'Private Company Limited by Shares', 85), f('… PLC', 'Public Company', 5, undefined, 'p'), f('… LBG', 'Company Limited by Guarantee', 10, undefined, 'n')] }], number: 'CS#########', postal: '@@-%%%-%%%%', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Accra:::GA-%%%-%%%%|Kumasi:::AK-%%%-%%%%|Tamale:::NT-%%%-%%%%|Takoradi:::WS-%%%-%%%%') },
  { code: 'ke', country: 'KE', weight: 3, currency: 'KES', scheme: 'isic_rev4', variants: [{ culture: 'en-EA', share: 1, forms: [f('… Limited', 'Private Company Limited by Shares', 80), f('… PLC', 'Public Limited Company', 5, undefined, 'p'), f('… LLP', 'Limited Liability Partnership', 10, undefined, 'l'), f('… Ltd', 'Private Company Limited by Shares', 5)] }], number: 'PVT-@@@#####', postal: '%%%%%', roles: 'uk', statuses: 'uk', address: 'gb', business: 'P05%%%%%%%@', cities: cities('Nairobi:::00100|Mombasa:::80100|Kisumu:::40100|Nakuru:::20100|Eldoret:::30100') },
  { code: 'tz', country: 'TZ', weight: 2, currency: 'TZS', scheme: 'isic_rev4', variants: [{ culture: 'en-EA', share: 1, forms: [f('… Limited', 'Private Company Limited by Shares', 90), f('… PLC', 'Public Limited Company', 10, undefined, 'p')] }], number: '#########', postal: '%%%%%', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Dar es Salaam:::1%%%%|Arusha:::23%%%|Dodoma:::41%%%|Mwanza:::33%%%|Zanzibar:::71%%%') },
  { code: 'ug', country: 'UG', weight: 2, currency: 'UGX', scheme: 'isic_rev4', variants: [{ culture: 'en-EA', share: 1, forms: [f('… Limited', 'Private Company Limited by Shares', 90), f('… SMC Limited', 'Single Member Company', 10)] }], number: '80020000######', postal: '', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Kampala|Entebbe|Jinja|Gulu') },
  { code: 'rw', country: 'RW', weight: 1, currency: 'RWF', scheme: 'isic_rev4', variants: [{ culture: 'en-EA', share: 1, forms: [f('… Ltd', 'Private Company Limited by Shares', 90), f('… PLC', 'Public Limited Company', 10, undefined, 'p')] }], number: '1########', postal: '', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Kigali|Huye|Musanze') },
  { code: 'et', country: 'ET', weight: 2, currency: 'ETB', scheme: 'isic_rev4', variants: [{ culture: 'en-EA', share: 1, forms: [f('… PLC', 'Private Limited Company', 80), f('… S.C.', 'Share Company', 20, undefined, 'p')] }], number: 'AA/######/20%%', postal: '%%%%', roles: 'uk', statuses: 'default', address: 'gb', cities: cities('Addis Ababa:::1000|Dire Dawa:::3000|Bahir Dar:::6000|Hawassa:::5000') },
  { code: 'za', country: 'ZA', weight: 8, currency: 'ZAR', scheme: 'isic_rev4', variants: [{ culture: 'en-ZA', share: 1, forms: ZA_FORMS }], number: '20%%/######/07', postal: '%%%%', roles: 'uk', statuses: 'uk', address: 'gb', business: '4%%%%%%%%%', cities: cities('Johannesburg:::2%%%|Cape Town:::8%%%|Durban:::4%%%|Pretoria:::0%%%|Gqeberha:::6%%%|Bloemfontein:::93%%|Sandton:::2196|Stellenbosch:::7600') },
  { code: 'na', country: 'NA', weight: 1, currency: 'NAD', scheme: 'isic_rev4', variants: [{ culture: 'en-ZA', share: 1, forms: [f('… (Pty) Ltd', 'Private Company', 85), f('… CC', 'Close Corporation', 15)] }], number: '20%%/####', postal: '', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Windhoek|Walvis Bay|Swakopmund') },
  { code: 'bw', country: 'BW', weight: 1, currency: 'BWP', scheme: 'isic_rev4', variants: [{ culture: 'en-ZA', share: 1, forms: [f('… (Pty) Ltd', 'Private Company', 90), f('… Limited', 'Public Company', 10, undefined, 'p')] }], number: 'BW00000######', postal: '', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Gaborone|Francistown|Maun') },
  { code: 'zw', country: 'ZW', weight: 1, currency: 'USD', scheme: 'isic_rev4', variants: [{ culture: 'en-ZA', share: 1, forms: [f('… (Private) Limited', 'Private Limited Company', 90), f('… Limited', 'Public Limited Company', 10, undefined, 'p')] }], number: '####/20%%', postal: '', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Harare|Bulawayo|Mutare') },
  { code: 'zm', country: 'ZM', weight: 1, currency: 'ZMW', scheme: 'isic_rev4', variants: [{ culture: 'en-ZA', share: 1, forms: [f('… Limited', 'Private Company Limited by Shares', 90), f('… PLC', 'Public Limited Company', 10, undefined, 'p')] }], number: '1200000#####', postal: '%%%%%', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Lusaka:::10101|Ndola:::10101|Kitwe:::50100') },
  {
    code: 'mu', country: 'MU', weight: 2, currency: 'MUR', scheme: 'isic_rev4', number: 'C#######', postal: '%%%%%', roles: 'uk', statuses: 'uk', address: 'gb',
    variants: [{ culture: 'en', share: 0.8, forms: [f('… Ltd', 'Private Company', 85), f('… Limited', 'Public Company', 15, undefined, 'p')] }, { culture: 'fr', share: 0.2, forms: [f('… Ltée', 'Société privée', 90), f('… Limitée', 'Société publique', 10, undefined, 'p')] }],
    cities: cities('Port Louis:::11%%%|Ebène:::72201|Curepipe:::74%%%|Grand Baie:::30%%%'),
  },
  { code: 'sc', country: 'SC', weight: 1, currency: 'SCR', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: [f('… (Proprietary) Limited', 'Proprietary Company', 60), f('… Limited', 'International Business Company', 40)] }], number: '8#####', postal: '', roles: 'uk', statuses: 'uk', address: 'gb', cities: cities('Victoria|Beau Vallon|Anse Royale') },
  {
    code: 'cn', country: 'CN', weight: 80, currency: 'CNY', scheme: 'isic_rev4', number: '91%%%%%%MA########', postal: '%%%%%%', roles: 'cn', statuses: 'cn', address: 'zh', english: 0.4,
    variants: [{ culture: 'zh-Hans', share: 1, forms: [f('…有限公司', '有限责任公司', 82, '… Co., Ltd.'), f('…股份有限公司', '股份有限公司', 10, '… Co., Ltd.', 'p'), f('…有限责任公司', '有限责任公司（自然人独资）', 5, '… Co., Ltd.'), f('…合伙企业（有限合伙）', '有限合伙企业', 3, '… LP', 'l')] }],
    cities: cities('北京市朝阳区:Beijing:北京:1000%%|上海市浦东新区:Shanghai:上海:2001%%|广州市天河区:Guangzhou:广州:5106%%|深圳市南山区:Shenzhen:深圳:5180%%|杭州市西湖区:Hangzhou:杭州:3100%%|成都市武侯区:Chengdu:成都:6100%%|武汉市江汉区:Wuhan:武汉:4300%%|南京市鼓楼区:Nanjing:南京:2100%%|天津市和平区:Tianjin:天津:3000%%|重庆市渝中区:Chongqing:重庆:4000%%|苏州市工业园区:Suzhou:苏州:2150%%|西安市雁塔区:Xi\'an:西安:7100%%|青岛市市南区:Qingdao:青岛:2660%%|厦门市思明区:Xiamen:厦门:3610%%|东莞市:Dongguan:东莞:5230%%|宁波市鄞州区:Ningbo:宁波:3150%%|长沙市岳麓区:Changsha:长沙:4100%%|郑州市金水区:Zhengzhou:郑州:4500%%|沈阳市和平区:Shenyang:沈阳:1100%%|大连市中山区:Dalian:大连:1160%%|昆明市五华区:Kunming:昆明:6500%%|合肥市蜀山区:Hefei:合肥:2300%%|福州市鼓楼区:Fuzhou:福州:3500%%|济南市历下区:Jinan:济南:2500%%'),
  },
  {
    code: 'hk', country: 'HK', weight: 18, currency: 'HKD', scheme: 'isic_rev4', number: '#######', postal: '', roles: 'uk', statuses: 'hk', address: 'hk', business: '%%%%%%%%', upper: 0.7, english: 0.9, alt: { culture: 'zh-HK', share: 0.5 },
    variants: [
      { culture: 'en', share: 0.55, forms: [f('… Limited', 'Private company limited by shares', 85), f('… Company Limited', 'Private company limited by shares', 10), f('… Limited', 'Public company limited by shares', 5, undefined, 'p')] },
      { culture: 'zh-HK', share: 0.45, forms: [f('…有限公司', '私人股份有限公司', 95, '… Limited'), f('…股份有限公司', '公眾股份有限公司', 5, '… Holdings Limited', 'p')] },
    ],
    cities: cities('中環:Central|灣仔:Wan Chai|尖沙咀:Tsim Sha Tsui|旺角:Mong Kok|銅鑼灣:Causeway Bay|觀塘:Kwun Tong|荃灣:Tsuen Wan|沙田:Sha Tin|上環:Sheung Wan|金鐘:Admiralty|九龍灣:Kowloon Bay|葵涌:Kwai Chung'),
  },
  {
    code: 'mo', country: 'MO', weight: 1, currency: 'MOP', scheme: 'isic_rev4', number: '#####(SO)', postal: '', roles: 'uk', statuses: 'hk', address: 'hk', english: 0.5,
    variants: [{ culture: 'zh-HK', share: 0.7, forms: [f('…有限公司', 'Sociedade por quotas', 90, '… Limited'), f('…股份有限公司', 'Sociedade anónima', 10, '… S.A.', 'p')] }, { culture: 'pt', share: 0.3, forms: [f('… Limitada', 'Sociedade por quotas', 90), f('… S.A.', 'Sociedade anónima', 10, undefined, 'p')] }],
    cities: cities('澳門:Macau|氹仔:Taipa|路環:Coloane'),
  },
  {
    code: 'tw', country: 'TW', weight: 12, currency: 'TWD', scheme: 'isic_rev4', number: '########', postal: '%%%', roles: 'cn', statuses: 'tw', address: 'zh', english: 0.6,
    variants: [{ culture: 'zh-Hant', share: 1, forms: [f('…股份有限公司', '股份有限公司', 60, '… Co., Ltd.', 'p'), f('…有限公司', '有限公司', 35, '… Co., Ltd.'), f('…企業社', '獨資', 5, '… Enterprise')] }],
    cities: cities('台北市信義區:Taipei:台北:110%%|台北市大安區:Taipei:台北:106%%|新北市板橋區:New Taipei:新北:220%%|台中市西屯區:Taichung:台中:407%%|高雄市前鎮區:Kaohsiung:高雄:806%%|桃園市桃園區:Taoyuan:桃園:330%%|台南市東區:Tainan:台南:701%%|新竹市東區:Hsinchu:新竹:300%%'),
  },
  {
    code: 'jp', country: 'JP', weight: 40, currency: 'JPY', scheme: 'isic_rev4', number: '#############', postal: '%%%-%%%%', roles: 'jp', statuses: 'jp', address: 'ja', business: 'T{n}', english: 0.35,
    variants: [{ culture: 'ja', share: 1, forms: [f('株式会社…', '株式会社', 45, '… Co., Ltd.', 'p'), f('…株式会社', '株式会社', 35, '… Co., Ltd.', 'p'), f('合同会社…', '合同会社', 8, '… LLC'), f('…合同会社', '合同会社', 4, '… LLC'), f('有限会社…', '有限会社', 6, '… Ltd.'), f('一般社団法人…', '一般社団法人', 2, '… General Incorporated Association', 'n')] }],
    cities: cities('東京都千代田区:Tokyo:東京:100-%%%%|東京都港区:Tokyo:東京:105-%%%%|東京都新宿区:Tokyo:東京:160-%%%%|東京都渋谷区:Tokyo:東京:150-%%%%|大阪府大阪市北区:Osaka:大阪:530-%%%%|大阪府大阪市中央区:Osaka:大阪:541-%%%%|神奈川県横浜市西区:Yokohama:横浜:220-%%%%|愛知県名古屋市中区:Nagoya:名古屋:460-%%%%|福岡県福岡市博多区:Fukuoka:福岡:812-%%%%|北海道札幌市中央区:Sapporo:札幌:060-%%%%|京都府京都市下京区:Kyoto:京都:600-%%%%|兵庫県神戸市中央区:Kobe:神戸:650-%%%%|宮城県仙台市青葉区:Sendai:仙台:980-%%%%|広島県広島市中区:Hiroshima:広島:730-%%%%|埼玉県さいたま市大宮区:Saitama:さいたま:330-%%%%'),
  },
  {
    code: 'kr', country: 'KR', weight: 20, currency: 'KRW', scheme: 'isic_rev4', number: '110111-#######', postal: '%%%%%', roles: 'jp', statuses: 'kr', address: 'ko', business: '%%%-%%-%%%%%', english: 0.5,
    variants: [{ culture: 'ko', share: 1, forms: [f('주식회사 …', '주식회사', 50, '… Co., Ltd.', 'p'), f('… 주식회사', '주식회사', 20, '… Co., Ltd.', 'p'), f('(주)…', '주식회사', 12, '… Co., Ltd.', 'p'), f('유한회사 …', '유한회사', 12, '… Ltd.'), f('사단법인 …', '사단법인', 2, '… Association', 'n'), f('합자회사 …', '합자회사', 4, '… LP', 'l')] }],
    cities: cities('서울특별시 강남구:Seoul:서울:06%%%|서울특별시 중구:Seoul:서울:04%%%|서울특별시 영등포구:Seoul:서울:07%%%|부산광역시 해운대구:Busan:부산:48%%%|인천광역시 연수구:Incheon:인천:21%%%|대구광역시 수성구:Daegu:대구:42%%%|대전광역시 유성구:Daejeon:대전:34%%%|광주광역시 서구:Gwangju:광주:61%%%|경기도 성남시 분당구:Seongnam:성남:13%%%|울산광역시 남구:Ulsan:울산:44%%%|경기도 수원시 영통구:Suwon:수원:16%%%'),
  },
  {
    code: 'in', country: 'IN', weight: 30, currency: 'INR', scheme: 'isic_rev4', number: 'U%%%%%MH%%%%PTC######', postal: '%%%%%%', roles: 'in', statuses: 'in', address: 'in', business: '27@@@@@%%%%@1Z%', english: 1, alt: { culture: 'hi', share: 0.2 },
    variants: [
      { culture: 'en-IN', share: 0.6, forms: [f('… Private Limited', 'Private Company Limited by Shares', 75), f('… Limited', 'Public Company Limited by Shares', 8, undefined, 'p'), f('… LLP', 'Limited Liability Partnership', 12, undefined, 'l'), f('… Foundation', 'Section 8 Company', 5, undefined, 'n')] },
      { culture: 'hi', share: 0.4, forms: [f('… प्राइवेट लिमिटेड', 'निजी कंपनी', 85, '… Private Limited'), f('… लिमिटेड', 'सार्वजनिक कंपनी', 10, '… Limited', 'p'), f('… एलएलपी', 'सीमित देयता भागीदारी', 5, '… LLP', 'l')] },
    ],
    cities: cities('मुंबई:Mumbai::4000%%|नई दिल्ली:New Delhi::1100%%|बेंगलुरु:Bengaluru::5600%%|चेन्नई:Chennai::6000%%|हैदराबाद:Hyderabad::5000%%|कोलकाता:Kolkata::7000%%|पुणे:Pune::4110%%|अहमदाबाद:Ahmedabad::3800%%|जयपुर:Jaipur::3020%%|गुरुग्राम:Gurugram::1220%%|नोएडा:Noida::2013%%|लखनऊ:Lucknow::2260%%'),
  },
  { code: 'pk', country: 'PK', weight: 4, currency: 'PKR', scheme: 'isic_rev4', variants: [{ culture: 'en-SAS', share: 1, forms: [f('… (Private) Limited', 'Private Limited Company', 85), f('… Limited', 'Public Limited Company', 10, undefined, 'p'), f('… (SMC-Private) Limited', 'Single Member Company', 5)] }], number: '0######', postal: '%%%%%', roles: 'in', statuses: 'in', address: 'in', cities: cities('Karachi:::74%%%|Lahore:::54%%%|Islamabad:::44%%%|Faisalabad:::38%%%|Rawalpindi:::46%%%|Peshawar:::25%%%') },
  { code: 'bd', country: 'BD', weight: 3, currency: 'BDT', scheme: 'isic_rev4', variants: [{ culture: 'en-SAS', share: 1, forms: [f('… Limited', 'Private Limited Company', 85), f('… PLC', 'Public Limited Company', 5, undefined, 'p'), f('… Ltd.', 'Private Limited Company', 10)] }], number: 'C-######', postal: '%%%%', roles: 'in', statuses: 'in', address: 'in', cities: cities('Dhaka:::12%%|Chattogram:::4000|Khulna:::9000|Sylhet:::3100') },
  { code: 'lk', country: 'LK', weight: 2, currency: 'LKR', scheme: 'isic_rev4', variants: [{ culture: 'en-SAS', share: 1, forms: [f('… (Private) Limited', 'Private Limited Company', 85), f('… PLC', 'Public Limited Company', 15, undefined, 'p')] }], number: 'PV ######', postal: '%%%%%', roles: 'in', statuses: 'in', address: 'in', cities: cities('Colombo:::00%%%|Kandy:::20000|Galle:::80000|Negombo:::11500') },
  { code: 'np', country: 'NP', weight: 1, currency: 'NPR', scheme: 'isic_rev4', variants: [{ culture: 'hi', share: 1, forms: [f('… प्रा. लि.', 'प्राइभेट लिमिटेड', 85, '… Pvt. Ltd.'), f('… लि.', 'पब्लिक लिमिटेड', 15, '… Ltd.', 'p')] }], number: '######/0%%/0%%', postal: '%%%%%', roles: 'in', statuses: 'in', address: 'in', english: 0.8, cities: cities('काठमाडौं:Kathmandu::44600|पोखरा:Pokhara::33700|ललितपुर:Lalitpur::44700') },
  {
    code: 'th', country: 'TH', weight: 10, currency: 'THB', scheme: 'isic_rev4', number: '0105%%%######', postal: '%%%%%', roles: 'civil', statuses: 'th', address: 'th', business: '{n}', english: 0.6,
    variants: [{ culture: 'th', share: 1, forms: [f('บริษัท … จำกัด', 'บริษัทจำกัด', 80, '… Co., Ltd.'), f('บริษัท … จำกัด (มหาชน)', 'บริษัทมหาชนจำกัด', 5, '… Public Co., Ltd.', 'p'), f('ห้างหุ้นส่วนจำกัด …', 'ห้างหุ้นส่วนจำกัด', 15, '… Limited Partnership', 'l')] }],
    cities: cities('เขตคลองเตย กรุงเทพมหานคร:Bangkok:กรุงเทพ:10110|เขตบางรัก กรุงเทพมหานคร:Bangkok:กรุงเทพ:10500|เขตปทุมวัน กรุงเทพมหานคร:Bangkok:กรุงเทพ:10330|เขตจตุจักร กรุงเทพมหานคร:Bangkok:กรุงเทพ:10900|เขตสาทร กรุงเทพมหานคร:Bangkok:กรุงเทพ:10120|อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่:Chiang Mai:เชียงใหม่:50000|อำเภอเมืองภูเก็ต จังหวัดภูเก็ต:Phuket:ภูเก็ต:83000|อำเภอบางละมุง จังหวัดชลบุรี:Pattaya:พัทยา:20150|อำเภอเมืองขอนแก่น จังหวัดขอนแก่น:Khon Kaen:ขอนแก่น:40000|อำเภอหาดใหญ่ จังหวัดสงขลา:Hat Yai:หาดใหญ่:90110'),
  },
  {
    code: 'vn', country: 'VN', weight: 6, currency: 'VND', scheme: 'isic_rev4', number: '0%%%######', postal: '%%%%%%', roles: 'civil', statuses: 'default', address: 'vi', english: 0.6,
    variants: [{ culture: 'vi', share: 1, forms: [f('Công ty TNHH …', 'Công ty trách nhiệm hữu hạn', 60, '… Company Limited'), f('Công ty Cổ phần …', 'Công ty cổ phần', 30, '… Joint Stock Company', 'p'), f('Doanh nghiệp tư nhân …', 'Doanh nghiệp tư nhân', 10, '… Private Enterprise')] }],
    cities: cities('Quận 1, Thành phố Hồ Chí Minh:Ho Chi Minh City:Sài Gòn:700000|Quận Hoàn Kiếm, Hà Nội:Hanoi:Hà Nội:100000|Quận Hải Châu, Đà Nẵng:Da Nang:Đà Nẵng:550000|Quận Ngô Quyền, Hải Phòng:Haiphong:Hải Phòng:180000|Quận Ninh Kiều, Cần Thơ:Can Tho:Cần Thơ:900000|Thành phố Thủ Dầu Một, Bình Dương:Binh Duong:Bình Dương:820000'),
  },
  {
    code: 'my', country: 'MY', weight: 6, currency: 'MYR', scheme: 'isic_rev4', number: '20%%01######', postal: '%%%%%', roles: 'uk', statuses: 'sg', address: 'sea', alt: { culture: 'zh-Hans', share: 0.15 },
    variants: [
      { culture: 'ms', share: 0.6, forms: [f('… Sdn. Bhd.', 'Sendirian Berhad', 85), f('… Berhad', 'Berhad', 10, undefined, 'p'), f('… PLT', 'Perkongsian Liabiliti Terhad', 5, undefined, 'l')] },
      { culture: 'en', share: 0.4, forms: [f('… Sdn. Bhd.', 'Sendirian Berhad', 85), f('… Berhad', 'Berhad', 10, undefined, 'p'), f('… PLT', 'Perkongsian Liabiliti Terhad', 5, undefined, 'l')] },
    ],
    cities: cities('Kuala Lumpur:::50%%%|Petaling Jaya:::46%%%|Johor Bahru:::80%%%|George Town:::10%%%|Shah Alam:::40%%%|Ipoh:::30%%%|Kota Kinabalu:::88%%%|Kuching:::93%%%'),
  },
  {
    code: 'sg', country: 'SG', weight: 8, currency: 'SGD', scheme: 'isic_rev4', number: '20%%#####@', postal: '%%%%%%', roles: 'uk', statuses: 'sg', address: 'sea', business: 'M%-%%%%%%%-%', alt: { culture: 'zh-Hans', share: 0.2 },
    variants: [{ culture: 'en', share: 1, forms: [f('… Pte. Ltd.', 'Private Company Limited by Shares', 85), f('… Ltd.', 'Public Company Limited by Shares', 5, undefined, 'p'), f('… LLP', 'Limited Liability Partnership', 10, undefined, 'l')] }],
    cities: cities('Singapore:::048%%%|Singapore:::238%%%|Singapore:::6%%%%%|Singapore:::52%%%%|Singapore:::73%%%%|Singapore:::01%%%%'),
  },
  {
    code: 'id', country: 'ID', weight: 12, currency: 'IDR', scheme: 'isic_rev4', number: '%%%%%%#######', postal: '%%%%%', roles: 'civil', statuses: 'default', address: 'sea', business: '%%.%%%.%%%.%-%%%.000',
    variants: [{ culture: 'id', share: 1, forms: [f('PT …', 'Perseroan Terbatas', 70, '… Ltd.'), f('PT … Tbk', 'Perseroan Terbatas Terbuka', 3, '… Tbk', 'p'), f('CV …', 'Persekutuan Komanditer', 22, '… Limited Partnership', 'l'), f('Yayasan …', 'Yayasan', 3, '… Foundation', 'n'), f('Koperasi …', 'Koperasi', 2, '… Cooperative')] }],
    cities: cities('Jakarta Selatan:Jakarta:Jakarta:12%%%|Jakarta Pusat:Jakarta:Jakarta:10%%%|Surabaya:::60%%%|Bandung:::40%%%|Medan:::20%%%|Semarang:::50%%%|Makassar:::90%%%|Denpasar:::80%%%|Yogyakarta:::55%%%|Tangerang:::15%%%|Bekasi:::17%%%|Batam:::29%%%'),
  },
  { code: 'ph', country: 'PH', weight: 6, currency: 'PHP', scheme: 'isic_rev4', variants: [{ culture: 'fil', share: 1, forms: [f('… Inc.', 'Stock Corporation', 50, undefined, 'p'), f('… Corporation', 'Stock Corporation', 25, undefined, 'p'), f('… Co.', 'Partnership', 10, undefined, 'l'), f('… OPC', 'One Person Corporation', 10), f('… Foundation, Inc.', 'Non-Stock Corporation', 5, undefined, 'n')] }], number: 'CS20%%######', postal: '%%%%', roles: 'us', statuses: 'default', address: 'sea', business: '%%%-%%%-%%%-000', cities: cities('Makati City:Makati:Makati:12%%|Taguig City:Taguig:Taguig:16%%|Quezon City:::11%%|Manila:::10%%|Pasig City:Pasig:Pasig:16%%|Cebu City:Cebu:Cebu:6000|Davao City:Davao:Davao:8000') },
  { code: 'kh', country: 'KH', weight: 1, currency: 'KHR', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: [f('… Co., Ltd.', 'Private Limited Company', 90), f('… Plc.', 'Public Limited Company', 10, undefined, 'p')] }], number: '000######', postal: '%%%%%%', roles: 'civil', statuses: 'default', address: 'sea', cities: cities('Phnom Penh:::120%%%|Siem Reap:::171%%%|Sihanoukville:::180%%%') },
  { code: 'mm', country: 'MM', weight: 1, currency: 'MMK', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: [f('… Company Limited', 'Private Company Limited by Shares', 90), f('… Public Company Limited', 'Public Company Limited by Shares', 10, undefined, 'p')] }], number: '1########', postal: '%%%%%', roles: 'uk', statuses: 'default', address: 'sea', cities: cities('Yangon:::11%%%|Mandalay:::05%%%|Naypyidaw:::15%%%') },
  { code: 'la', country: 'LA', weight: 1, currency: 'LAK', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: [f('… Sole Co., Ltd', 'Sole Company Limited', 50), f('… Co., Ltd', 'Company Limited', 50)] }], number: '01-0######', postal: '%%%%%', roles: 'civil', statuses: 'default', address: 'sea', cities: cities('Vientiane:::01000|Luang Prabang:::06000') },
  { code: 'bn', country: 'BN', weight: 1, currency: 'BND', scheme: 'isic_rev4', variants: [{ culture: 'ms', share: 1, forms: [f('… Sdn. Bhd.', 'Sendirian Berhad', 90), f('… Bhd.', 'Berhad', 10, undefined, 'p')] }], number: 'RC000#####', postal: 'BS%%%%', roles: 'uk', statuses: 'sg', address: 'sea', cities: cities('Bandar Seri Begawan|Kuala Belait|Seria') },
  {
    code: 'au', country: 'AU', weight: 15, currency: 'AUD', scheme: 'isic_rev4', number: '### ### ###', postal: '%%%%', roles: 'uk', statuses: 'au', address: 'au', business: '%% {n}',
    variants: [{ culture: 'en', share: 1, forms: [f('… Pty Ltd', 'Australian Proprietary Company, Limited By Shares', 80), f('… Limited', 'Australian Public Company, Limited By Shares', 8, undefined, 'p'), f('… Ltd', 'Australian Public Company, Limited By Shares', 5, undefined, 'p'), f('… Pty. Limited', 'Australian Proprietary Company, Limited By Shares', 5), f('… Incorporated', 'Incorporated Association', 2, undefined, 'n')] }],
    cities: cities('Sydney NSW:Sydney:Sydney:2000|Melbourne VIC:Melbourne:Melbourne:3000|Brisbane QLD:Brisbane:Brisbane:4000|Perth WA:Perth:Perth:6000|Adelaide SA:Adelaide:Adelaide:5000|Hobart TAS:Hobart:Hobart:7000|Canberra ACT:Canberra:Canberra:2600|Darwin NT:Darwin:Darwin:0800|Gold Coast QLD:Gold Coast:Gold Coast:4217|Newcastle NSW:Newcastle:Newcastle:2300|Parramatta NSW:Parramatta:Parramatta:2150|Geelong VIC:Geelong:Geelong:3220'),
  },
  { code: 'nz', country: 'NZ', weight: 4, currency: 'NZD', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: [f('… Limited', 'NZ Limited Company', 90), f('… LP', 'Limited Partnership', 5, undefined, 'l'), f('… Incorporated', 'Incorporated Society', 5, undefined, 'n')] }], number: '#######', postal: '%%%%', roles: 'uk', statuses: 'au', address: 'au', business: '%%%-%%%-%%%', cities: cities('Auckland:::1010|Wellington:::6011|Christchurch:::8011|Hamilton:::3204|Tauranga:::3110|Dunedin:::9016|Queenstown:::9300') },
  { code: 'fj', country: 'FJ', weight: 1, currency: 'FJD', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: [f('… Limited', 'Public or Private Company', 90), f('… Pte Limited', 'Private Company', 10)] }], number: 'C######', postal: '', roles: 'uk', statuses: 'uk', address: 'au', cities: cities('Suva|Nadi|Lautoka') },
  { code: 'pg', country: 'PG', weight: 1, currency: 'PGK', scheme: 'isic_rev4', variants: [{ culture: 'en', share: 1, forms: [f('… Limited', 'Company Limited by Shares', 100)] }], number: '1-######', postal: '%%%', roles: 'uk', statuses: 'uk', address: 'au', cities: cities('Port Moresby:::121|Lae:::411') },
];

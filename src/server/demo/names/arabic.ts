import { industryWords, words, type Culture } from './types.ts';

/**
 * Arabic-script names: Arabic (Gulf, Levant, Egypt, Maghreb) and Persian. Arabic names say what a
 * company does with "for" (النور للتجارة, Al Noor Trading); شركة … ذ.م.م and the like come from the
 * jurisdiction's legal forms. Transliterations are built from the words' romanisations because a
 * letter-by-letter one loses the unwritten vowels.
 */

export const ar: Culture = {
  id: 'ar',
  language: 'ar',
  script: 'Arabic',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'words',
  patterns: ['B I:9', 'H B|B H:1', 'S I:2', 'S X:1', 'P B I:1', 'B I G|B G I:1'],
  brands: words(
    'النور:Al Noor|الفجر:Al Fajr|الأمل:Al Amal|الخليج:Al Khaleej|الصحراء:Al Sahraa|النخبة:Al Nukhba|الرواد:Al Rowad|الاتحاد:Al Ittihad|المستقبل:Al Mustaqbal|الريادة:Al Riyada|السلام:Al Salam|الواحة:Al Waha|البركة:Al Baraka|الهلال:Al Hilal|النجم:Al Najm|الشرق:Al Sharq|الجزيرة:Al Jazeera|الفرسان:Al Fursan|الأفق:Al Ofoq|الماسة:Al Massa|اللؤلؤة:Al Lulu|الأندلس:Al Andalus|القمة:Al Qimma|الصفوة:Al Safwa|المنارة:Al Manara|الرائد:Al Raed|الوطنية:Al Wataniya|الأصيل:Al Aseel|السنابل:Al Sanabel|الياسمين:Al Yasmin|النخيل:Al Nakheel|الفارس:Al Faris|الشروق:Al Shorouk|الأمانة:Al Amana|الإبداع:Al Ibdaa|الرؤية:Al Roya|دار السلام:Dar Al Salam|بيت الخبرة:Bait Al Khibra',
  ),
  famous: words('أرامكو:Aramco|الراجحي:Al Rajhi|إعمار:Emaar|طيران الخليج:Gulf Air'),
  industries: industryWords(
    'للتجارة:Trading:trade:lil-Tijara|للتجارة العامة:General Trading:trade:lil-Tijara al-Amma|للمقاولات:Contracting:construction:lil-Muqawalat|للاستيراد والتصدير:Import & Export:import_export:lil-Istirad wa al-Tasdir|للتقنية:Technology:software:lil-Taqniya|لتقنية المعلومات:Information Technology:it_services:li-Taqniyat al-Maalumat|للاتصالات:Telecommunications:telecom:lil-Ittisalat|للإلكترونيات:Electronics:electronics:lil-Iliktruniyat|للصناعات:Industries:machinery:lil-Sinaat|للسيارات:Automotive:automotive:lil-Sayyarat|لقطع الغيار:Spare Parts:auto_parts:li-Qita al-Ghiyar|للحديد والصلب:Iron & Steel:steel:lil-Hadid wa al-Salb|للكيماويات:Chemicals:chemicals:lil-Kimawiyat|للبلاستيك:Plastics:plastics:lil-Blastik|للأدوية:Pharmaceuticals:pharma:lil-Adwiya|للمعدات الطبية:Medical Equipment:medical:lil-Muaddat al-Tibbiya|للخدمات الطبية:Medical Services:health_care:lil-Khadamat al-Tibbiya|للأغذية:Foods:food:lil-Aghdhiya|للمشروبات:Beverages:beverages:lil-Mashrubat|للمنسوجات:Textiles:textiles:lil-Mansujat|للأزياء:Fashion:apparel:lil-Azya|للأثاث:Furniture:furniture:lil-Athath|لمستحضرات التجميل:Cosmetics:cosmetics:li-Mustahdarat al-Tajmil|للمجوهرات:Jewellery:jewellery:lil-Mujawharat|للإنشاءات:Construction:construction:lil-Inshaat|للتطوير العقاري:Real Estate Development:real_estate:lil-Tatwir al-Aqari|العقارية:Real Estate:real_estate:al-Aqariya|لإدارة العقارات:Property Management:property_management:li-Idarat al-Aqarat|للهندسة:Engineering:engineering:lil-Handasa|للطاقة:Energy:energy:lil-Taqa|للطاقة الشمسية:Solar Energy:renewables:lil-Taqa al-Shamsiya|للنفط والغاز:Oil & Gas:oil_gas:lil-Naft wa al-Ghaz|للتعدين:Mining:mining:lil-Tadin|للخدمات اللوجستية:Logistics:logistics:lil-Khadamat al-Lujistiya|للنقل:Transport:trucking:lil-Naql|للشحن:Shipping:shipping:lil-Shahn|للطيران:Aviation:aviation:lil-Tayaran|للتجزئة:Retail:retail:lil-Tajzia|للتجارة الإلكترونية:E-Commerce:ecommerce:lil-Tijara al-Iliktruniya|للفنادق:Hotels:hotels:lil-Fanadiq|للمطاعم:Restaurants:restaurants:lil-Mataim|للإعلام:Media:media:lil-Ilam|للنشر:Publishing:publishing:lil-Nashr|للإعلان:Advertising:advertising:lil-Ilan|للاستشارات:Consulting:consulting:lil-Istisharat|للمحاسبة:Accounting:accounting:lil-Muhasaba|القابضة:Holding:holding:al-Qabida|للاستثمار:Investment:investment:lil-Istithmar|للتمويل:Finance:finance:lil-Tamwil|للتأمين:Insurance:insurance:lil-Tamin|للتعليم:Education:education:lil-Talim|للزراعة:Agriculture:agriculture:lil-Ziraa|للحراسات الأمنية:Security Guarding:security:lil-Hirasat al-Amniya|للتنظيف:Cleaning:cleaning:lil-Tanzif|للطباعة:Printing:printing:lil-Tibaa|للسياحة والسفر:Travel & Tourism:travel:lil-Siyaha wa al-Safar|للخدمات البيئية:Environmental Services:waste:lil-Khadamat al-Biiya|للتوظيف:Recruitment:recruitment:lil-Tawzif',
  ),
  head: words('مجموعة:Group:Majmuat'),
  generic: words('الدولية:International:al-Dawliya'),
  sons: ['وأولاده', '& Sons', 'wa Awladuh'],
  surnames: words(
    'العتيبي:Al-Otaibi|القحطاني:Al-Qahtani|الشمري:Al-Shammari|الدوسري:Al-Dosari|الحربي:Al-Harbi|المطيري:Al-Mutairi|الغامدي:Al-Ghamdi|الزهراني:Al-Zahrani|العنزي:Al-Anazi|السبيعي:Al-Subaie|المنصوري:Al-Mansoori|الهاشمي:Al-Hashimi|النعيمي:Al-Nuaimi|الكعبي:Al-Kaabi|الشامسي:Al-Shamsi|المهيري:Al-Muhairi|حسن:Hassan|إبراهيم:Ibrahim|محمود:Mahmoud|السيد:El-Sayed|مصطفى:Mostafa|عثمان:Osman|خليل:Khalil|حداد:Haddad|نصر:Nasr|يوسف:Youssef|سالم:Salem|العلي:Al-Ali|الخطيب:Al-Khatib|بن علي:Ben Ali|العلوي:Alaoui|التازي:Tazi',
  ),
  male: words(
    'محمد:Mohammed|أحمد:Ahmed|عبدالله:Abdullah|علي:Ali|خالد:Khalid|عمر:Omar|يوسف:Yousef|إبراهيم:Ibrahim|حسن:Hassan|سعيد:Saeed|فهد:Fahad|سلطان:Sultan|ناصر:Nasser|عبدالرحمن:Abdulrahman|ماجد:Majed|فيصل:Faisal|طارق:Tariq|حمد:Hamad|راشد:Rashid|منصور:Mansour|مصطفى:Mustafa|كريم:Karim|ياسر:Yasser|سامي:Sami',
  ),
  female: words(
    'فاطمة:Fatima|مريم:Maryam|عائشة:Aisha|نورة:Noura|سارة:Sara|هند:Hind|ليلى:Layla|ريم:Reem|منى:Mona|أمل:Amal|هدى:Huda|خديجة:Khadija|زينب:Zainab|دانة:Dana|لطيفة:Latifa|شيخة:Sheikha',
  ),
  // Arabic names carry the father's given name between the person's own and the family's.
  patronymic: (father) => father,
  streets: words(
    'شارع الشيخ زايد:Sheikh Zayed Road|شارع الملك فهد:King Fahd Road|شارع العليا:Olaya Street|شارع التحلية:Tahlia Street|طريق الملك عبدالعزيز:King Abdulaziz Road|شارع الكورنيش:Corniche Street|شارع الجامعة:University Street|شارع الحمراء:Hamra Street|شارع الملك فيصل:King Faisal Street|شارع التحرير:Tahrir Street|شارع جمال عبدالناصر:Gamal Abdel Nasser Street|شارع الاستقلال:Istiqlal Street|شارع محمد الخامس:Mohammed V Avenue|شارع الحبيب بورقيبة:Habib Bourguiba Avenue|شارع الخليج العربي:Arabian Gulf Street|شارع الأمير سلطان:Prince Sultan Street',
  ),
};

export const fa: Culture = {
  id: 'fa',
  language: 'fa',
  script: 'Arabic',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'words',
  patterns: ['B I:8', 'B:1', 'S I:1', 'P B I:1'],
  brands: words(
    'پارس:Pars|آریا:Arya|نوین:Novin|سپهر:Sepehr|البرز:Alborz|کیان:Kian|مهر:Mehr|آفتاب:Aftab|دماوند:Damavand|پیشگامان:Pishgaman|صبا:Saba|ستاره:Setareh|آسیا:Asia|بهار:Bahar|راهبرد:Rahbord|زاگرس:Zagros|کاوه:Kaveh|تابان:Taban|آینده:Ayandeh|نگین:Negin',
  ),
  famous: words('ایران خودرو:Iran Khodro|سایپا:Saipa|دیجی کالا:Digikala'),
  industries: industryWords(
    'بازرگانی:Trading:trade:Bazargani|صنعتی:Industrial:machinery:Sanati|فناوری اطلاعات:Information Technology:it_services:Fanavari-ye Ettelaat|نرم افزار:Software:software:Narm Afzar|مهندسی:Engineering:engineering:Mohandesi|ساختمانی:Construction:construction:Sakhtemani|پتروشیمی:Petrochemical:chemicals:Petroshimi|دارویی:Pharmaceutical:pharma:Daruyi|غذایی:Food:food:Ghazayi|نساجی:Textile:textiles:Nassaji|حمل و نقل:Transport:trucking:Haml o Naghl|کشتیرانی:Shipping:shipping:Kashtirani|فولاد:Steel:steel:Foulad|معدنی:Mining:mining:Madani|نفت و گاز:Oil & Gas:oil_gas:Naft o Gaz|انرژی:Energy:energy:Enerzhi|سرمایه گذاری:Investment:investment:Sarmayeh Gozari|خودرو:Automotive:automotive:Khodro|الکترونیک:Electronics:electronics:Elektronik|کشاورزی:Agriculture:agriculture:Keshavarzi|بیمه:Insurance:insurance:Bimeh|گردشگری:Tourism:travel:Gardeshgari|تبلیغات:Advertising:advertising:Tabliqat|مشاوره:Consulting:consulting:Moshavereh|لجستیک:Logistics:logistics:Lojestik|ارتباطات:Communications:telecom:Ertebatat',
  ),
  head: words('گروه:Group:Goruh'),
  generic: words('بین الملل:International:Beynolmelal'),
  surnames: words(
    'محمدی:Mohammadi|حسینی:Hosseini|احمدی:Ahmadi|رضایی:Rezaei|کریمی:Karimi|موسوی:Mousavi|جعفری:Jafari|رحیمی:Rahimi|صادقی:Sadeghi|هاشمی:Hashemi|کاظمی:Kazemi|نوری:Nouri|قاسمی:Ghasemi|طاهری:Taheri|اکبری:Akbari|مرادی:Moradi',
  ),
  male: words(
    'محمد:Mohammad|علی:Ali|حسین:Hossein|رضا:Reza|مهدی:Mehdi|امیر:Amir|حمید:Hamid|سعید:Saeed|مجید:Majid|حسن:Hassan|محسن:Mohsen|عباس:Abbas|داریوش:Dariush|کوروش:Kourosh',
  ),
  female: words(
    'فاطمه:Fatemeh|زهرا:Zahra|مریم:Maryam|سارا:Sara|نرگس:Narges|لیلا:Leila|مینا:Mina|شیرین:Shirin|نازنین:Nazanin|پریسا:Parisa|الهام:Elham',
  ),
  streets: words(
    'خیابان ولیعصر:Valiasr Street|خیابان آزادی:Azadi Street|خیابان انقلاب:Enghelab Street|بلوار کشاورز:Keshavarz Boulevard|خیابان شریعتی:Shariati Street|خیابان مطهری:Motahari Street|بلوار میرداماد:Mirdamad Boulevard|خیابان فاطمی:Fatemi Street',
  ),
};

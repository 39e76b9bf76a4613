import { industryWords, reEnd, words, type Culture, type Word } from './types.ts';

/** Latin-script names of Turkey, the Caucasus and Central Asia, and South-East Asia. */

export const tr: Culture = {
  id: 'tr',
  language: 'tr',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  // "Sanayi ve Ticaret" (industry and trade) is in a great many Turkish company names.
  patterns: ['B I G:4', 'B I:3', 'S I G:1', 'S X:1', 'B G:1', 'B:1'],
  brands: words(
    'Anadolu|Marmara|Ege|Karadeniz|Akdeniz|Toros|Yıldız|Güneş|Doğan|Kartal|Atlas|Başak|Çınar|Demir|Altın|Gökkuşağı|Ufuk|Yeni Dünya|Lale|Nil|Asya|Avrasya|Boğaziçi|Kapadokya|Kıbrıs|Girne',
  ),
  famous: words('Koç|Sabancı|Turkcell|Arçelik'),
  industries: industryWords(
    'Teknoloji:Technology:software|Yazılım:Software:software|Bilişim:IT:it_services|Veri:Data:data|Telekomünikasyon:Telecommunications:telecom|Elektronik:Electronics:electronics|Makina:Machinery:machinery|Otomotiv:Automotive:automotive|Yedek Parça:Spare Parts:auto_parts|Demir Çelik:Iron & Steel:steel|Metal:Metal:steel|Kimya:Chemicals:chemicals|Plastik:Plastics:plastics|İlaç:Pharmaceuticals:pharma|Medikal:Medical:medical|Sağlık Hizmetleri:Health Services:health_care|Gıda:Food:food|Unlu Mamuller:Bakery:food|İçecek:Beverages:beverages|Tekstil:Textiles:textiles|Konfeksiyon:Clothing:apparel|Mobilya:Furniture:furniture|Kozmetik:Cosmetics:cosmetics|Kuyumculuk:Jewellery:jewellery|İnşaat:Construction:construction|Yapı:Building:construction|Altyapı:Infrastructure:civil_works|Gayrimenkul:Real Estate:real_estate|Emlak:Property:real_estate|Tesis Yönetimi:Facility Management:property_management|Mühendislik:Engineering:engineering|Enerji:Energy:energy|Güneş Enerjisi:Solar Energy:renewables|Petrol:Petroleum:oil_gas|Doğalgaz:Natural Gas:gas|Madencilik:Mining:mining|Lojistik:Logistics:logistics|Nakliyat:Haulage:trucking|Taşımacılık:Transport:trucking|Denizcilik:Maritime:shipping|Havacılık:Aviation:aviation|Ticaret:Trading:trade|Dış Ticaret:Foreign Trade:import_export|İthalat İhracat:Import Export:import_export|Mağazacılık:Retail:retail|E-Ticaret:E-Commerce:ecommerce|Otelcilik:Hotels:hotels|Turizm:Tourism:travel|Restoran:Restaurant:restaurants|Medya:Media:media|Yayıncılık:Publishing:publishing|Oyun:Games:games|Reklam:Advertising:advertising|Danışmanlık:Consulting:consulting|Mali Müşavirlik:Accounting:accounting|Holding:Holding:holding|Yatırım:Investment:investment|Finans:Finance:finance|Sigorta Aracılık:Insurance Brokerage:insurance|Eğitim:Education:education|Tarım:Agriculture:agriculture|Güvenlik:Security:security|Temizlik:Cleaning:cleaning|Matbaacılık:Printing:printing|Seyahat:Travel:travel|Geri Dönüşüm:Recycling:waste|İnsan Kaynakları:Human Resources:recruitment',
  ),
  generic: words('Sanayi ve Ticaret:Industry and Trade|İç ve Dış Ticaret:Domestic and Foreign Trade|Grup:Group|Uluslararası:International'),
  sons: ['ve Oğulları', '& Sons'],
  surnames: words(
    'Yılmaz|Kaya|Demir|Şahin|Çelik|Yıldız|Yıldırım|Öztürk|Aydın|Özdemir|Arslan|Doğan|Kılıç|Aslan|Çetin|Kara|Koç|Kurt|Özkan|Şimşek|Polat|Korkmaz|Erdoğan|Güneş',
  ),
  male: words('Mehmet|Mustafa|Ahmet|Ali|Hüseyin|Hasan|İbrahim|İsmail|Osman|Yusuf|Murat|Ömer|Emre|Burak|Can|Eren|Kemal|Serkan'),
  female: words('Fatma|Ayşe|Emine|Hatice|Zeynep|Elif|Meryem|Şerife|Zehra|Sultan|Hanife|Merve|Esra|Büşra'),
  streets: words(
    'Atatürk Caddesi|İstiklal Caddesi|Cumhuriyet Caddesi|Bağdat Caddesi|Büyükdere Caddesi|Barbaros Bulvarı|İnönü Caddesi|Gazi Mustafa Kemal Bulvarı|Halaskargazi Caddesi|Abdi İpekçi Caddesi',
  ),
};

const OV_FEMININE = (s: Word): Word =>
  reEnd(s, [
    [/ov$/, 'ova', /ov$/, 'ova'],
    [/ev$/, 'eva', /ev$/, 'eva'],
  ]);

export const az: Culture = {
  id: 'az',
  language: 'az',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:5', 'B:2', 'B G:1', 'S I:1'],
  brands: words('Xəzər|Qafqaz|Odlar Yurdu|Abşeron|Gəncə|Araz|Kür|Şahdağ|Günəş|Ulduz|Qızıl Şəfəq|Azər'),
  famous: words('SOCAR|Azercell'),
  industries: industryWords(
    'Texnologiya:Technology:software|İnşaat:Construction:construction|Ticarət:Trading:trade|Logistika:Logistics:logistics|Nəqliyyat:Transport:trucking|Enerji:Energy:energy|Neft:Oil:oil_gas|Qaz:Gas:gas|Qida:Food:food|Tekstil:Textiles:textiles|Mebel:Furniture:furniture|Daşınmaz Əmlak:Real Estate:real_estate|Konsaltinq:Consulting:consulting|İnvest:Invest:investment|Sığorta:Insurance:insurance|Aqro:Agro:agriculture|Turizm:Tourism:travel|Media:Media:media|Mühəndislik:Engineering:engineering|Əczaçılıq:Pharmacy:pharma|Telekom:Telecom:telecom',
  ),
  generic: words('Group|International|Qrup:Group'),
  surnames: words('Məmmədov|Əliyev|Həsənov|Hüseynov|Quliyev|İsmayılov|Abbasov|Cəfərov|Rəhimov|Süleymanov'),
  feminine: OV_FEMININE,
  male: words('Elçin|Rəşad|Orxan|Tural|Elvin|Anar|Kamran|Ramil|Vüqar'),
  female: words('Aygün|Günel|Leyla|Nigar|Səbinə|Aysel|Könül|Nərmin'),
  streets: words('Nizami küçəsi|Neftçilər prospekti|Azadlıq prospekti|Füzuli küçəsi|Bülbül prospekti'),
};

export const uz: Culture = {
  id: 'uz',
  language: 'uz',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:5', 'B:2', 'B G:1'],
  brands: words('Turon|Navro‘z|Oltin Vodiy|Zarafshon|Amudaryo|Sharq Yulduzi|Ipak Yo‘li|Bunyodkor|Yangi Asr|Tong|Quyosh|Registon'),
  famous: words('Uzbekneftegaz|Artel'),
  industries: industryWords(
    'Texnologiya:Technology:software|Qurilish:Construction:construction|Savdo:Trading:trade|Logistika:Logistics:logistics|Transport:Transport:trucking|Energiya:Energy:energy|Oziq-ovqat:Food:food|Tekstil:Textiles:textiles|Mebel:Furniture:furniture|Agro:Agro:agriculture|Invest:Invest:investment|Konsalting:Consulting:consulting|Sug‘urta:Insurance:insurance|Farm:Pharm:pharma|Media:Media:media|Turizm:Tourism:travel|Kimyo:Chemicals:chemicals|Metall:Metal:steel',
  ),
  generic: words('Group|International|Servis:Service'),
  surnames: words('Karimov|Rashidov|Usmonov|Yusupov|Aliyev|Ismoilov|Tursunov|Saidov|Nazarov|Rahimov'),
  feminine: OV_FEMININE,
  male: words('Aziz|Bobur|Jasur|Sardor|Otabek|Sherzod|Farrux|Akmal|Rustam'),
  female: words('Dilnoza|Gulnora|Nilufar|Madina|Shahnoza|Zarina|Malika|Feruza'),
  streets: words('Amir Temur shoh ko‘chasi|Navoiy ko‘chasi|Mustaqillik shoh ko‘chasi|Bobur ko‘chasi|Shota Rustaveli ko‘chasi'),
};

export const vi: Culture = {
  id: 'vi',
  language: 'vi',
  script: 'Latin',
  gap: ' ',
  familyFirst: true,
  personGap: ' ',
  translit: 'none',
  // Vietnamese names put the line of business first: Công ty TNHH Thương mại Dịch vụ Hoàng Long.
  patterns: ['I B|B I:8', 'I B G|B I G:1', 'H B|B H:1', 'B:1'],
  brands: words(
    'Hoàng Long|Minh Phát|Thành Công|Phú Thịnh|An Phát|Việt Tiến|Sao Việt|Đại Phát|Hưng Thịnh|Phương Nam|Thiên Long|Hòa Bình|Tân Phú|Bình Minh|Kim Long|Nam Việt|Trường Thịnh|Đông Á|Vạn Phúc|Hải Âu|Sen Vàng|Phú Quý',
  ),
  famous: words('Vingroup|Viettel|Vinamilk'),
  industries: industryWords(
    'Công nghệ:Technology:software|Phần mềm:Software:software|Giải pháp Công nghệ Thông tin:IT Solutions:it_services|Dữ liệu:Data:data|Viễn thông:Telecom:telecom|Điện tử:Electronics:electronics|Cơ khí:Mechanical:machinery|Ô tô:Automotive:automotive|Phụ tùng:Spare Parts:auto_parts|Thép:Steel:steel|Hóa chất:Chemicals:chemicals|Nhựa:Plastics:plastics|Dược phẩm:Pharmaceuticals:pharma|Thiết bị Y tế:Medical Equipment:medical|Phòng khám:Clinic:health_care|Thực phẩm:Foods:food|Đồ uống:Beverages:beverages|Dệt may:Textiles & Garments:textiles|Thời trang:Fashion:apparel|Nội thất:Furniture:furniture|Mỹ phẩm:Cosmetics:cosmetics|Vàng bạc Đá quý:Gold & Gems:jewellery|Xây dựng:Construction:construction|Hạ tầng:Infrastructure:civil_works|Bất động sản:Real Estate:real_estate|Kỹ thuật:Engineering:engineering|Năng lượng:Energy:energy|Năng lượng Mặt trời:Solar Energy:renewables|Dầu khí:Oil & Gas:oil_gas|Khoáng sản:Minerals:mining|Logistics:Logistics:logistics|Vận tải:Transport:trucking|Hàng hải:Maritime:shipping|Hàng không:Aviation:aviation|Thương mại:Trading:trade|Thương mại Dịch vụ:Trading & Services:trade|Xuất nhập khẩu:Import Export:import_export|Bán lẻ:Retail:retail|Thương mại Điện tử:E-Commerce:ecommerce|Khách sạn:Hotel:hotels|Nhà hàng:Restaurant:restaurants|Truyền thông:Media:media|Xuất bản:Publishing:publishing|Quảng cáo:Advertising:advertising|Tư vấn:Consulting:consulting|Kế toán:Accounting:accounting|Đầu tư:Investment:investment|Đầu tư và Phát triển:Investment and Development:investment|Tài chính:Finance:finance|Bảo hiểm:Insurance:insurance|Giáo dục:Education:education|Nông nghiệp:Agriculture:agriculture|Bảo vệ:Security:security|Vệ sinh Công nghiệp:Industrial Cleaning:cleaning|In ấn:Printing:printing|Du lịch:Travel:travel|Môi trường:Environment:waste|Nhân lực:Human Resources:recruitment',
  ),
  head: words('Tập đoàn:Group'),
  generic: words('Quốc tế:International|Việt Nam:Vietnam'),
  surnames: words('Nguyễn|Trần|Lê|Phạm|Hoàng|Huỳnh|Phan|Vũ|Võ|Đặng|Bùi|Đỗ|Hồ|Ngô|Dương|Lý'),
  male: words('Văn An|Văn Hùng|Minh Tuấn|Đức Anh|Quốc Bảo|Hoàng Nam|Thanh Tùng|Văn Dũng|Minh Khôi|Gia Huy|Quang Huy|Tiến Dũng'),
  female: words('Thị Lan|Thị Hương|Thị Mai|Thị Hoa|Ngọc Anh|Thu Trang|Thanh Hà|Phương Linh|Bảo Ngọc|Minh Thư|Thị Thu|Thị Hằng'),
  streets: words(
    'Đường Lê Lợi|Đường Nguyễn Huệ|Đường Trần Hưng Đạo|Đường Lê Duẩn|Đường Hai Bà Trưng|Đường Điện Biên Phủ|Đường Nguyễn Văn Linh|Phố Hàng Bài|Đường Láng|Đường Cách Mạng Tháng Tám',
  ),
};

export const id: Culture = {
  id: 'id',
  language: 'id',
  script: 'Latin',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'none',
  patterns: ['B I:5', 'B:3', 'B G:1', 'P B:1', 'S I:1'],
  brands: words(
    'Maju Jaya|Sumber Rejeki|Karya Abadi|Mitra Sejahtera|Cahaya Baru|Bintang Timur|Mulia|Sentosa|Makmur|Nusantara|Indah|Permata|Garuda|Rajawali|Harapan Baru|Sinar Jaya|Tunas Muda|Putra|Jaya Abadi|Berkat|Multi|Mega|Prima|Sukses Mandiri|Cemerlang|Bumi|Samudera|Perdana|Setia',
  ),
  famous: words('Telkom|Pertamina|Indofood|Petronas'),
  industries: industryWords(
    'Teknologi:Technology:software|Solusi Digital:Digital Solutions:it_services|Data:Data:data|Telekomunikasi:Telecommunications:telecom|Elektronik:Electronics:electronics|Mesin:Machinery:machinery|Otomotif:Automotive:automotive|Suku Cadang:Spare Parts:auto_parts|Baja:Steel:steel|Kimia:Chemicals:chemicals|Plastik:Plastics:plastics|Farma:Pharma:pharma|Alat Kesehatan:Medical Devices:medical|Klinik:Clinic:health_care|Makanan:Foods:food|Pangan:Food:food|Minuman:Beverages:beverages|Tekstil:Textiles:textiles|Garmen:Garments:apparel|Mebel:Furniture:furniture|Kosmetik:Cosmetics:cosmetics|Perhiasan:Jewellery:jewellery|Konstruksi:Construction:construction|Pembangunan:Development:construction|Karya:Works:civil_works|Properti:Property:real_estate|Realty:Realty:real_estate|Teknik:Engineering:engineering|Energi:Energy:energy|Tenaga Surya:Solar Power:renewables|Minyak dan Gas:Oil and Gas:oil_gas|Tambang:Mining:mining|Logistik:Logistics:logistics|Transportasi:Transport:trucking|Pelayaran:Shipping:shipping|Penerbangan:Aviation:aviation|Perdagangan:Trading:trade|Trading:Trading:trade|Niaga:Commerce:trade|Ekspor Impor:Export Import:import_export|Ritel:Retail:retail|Hotel:Hotel:hotels|Restoran:Restaurant:restaurants|Media:Media:media|Penerbit:Publisher:publishing|Periklanan:Advertising:advertising|Konsultan:Consultants:consulting|Konsultan Pajak:Tax Consultants:accounting|Investama:Investama:investment|Investasi:Investment:investment|Finance:Finance:finance|Asuransi:Insurance:insurance|Pendidikan:Education:education|Agro:Agro:agriculture|Perkebunan:Plantations:agriculture|Keamanan:Security:security|Percetakan:Printing:printing|Wisata:Tourism:travel|Daur Ulang:Recycling:waste|Tenaga Kerja:Manpower:recruitment',
  ),
  generic: words('Group|Indonesia|Internasional:International'),
  surnames: words(
    'Santoso|Wijaya|Susanto|Hidayat|Saputra|Setiawan|Kurniawan|Pratama|Gunawan|Nugroho|Halim|Tanoto|Sutanto|Salim|Hartono|Wibowo',
  ),
  male: words('Budi|Agus|Andi|Dedi|Eko|Hendra|Joko|Rudi|Slamet|Wahyu|Bambang|Rizky|Fajar|Dimas|Arif'),
  female: words('Siti|Sri|Dewi|Ani|Nur|Rina|Wati|Yuliana|Putri|Ayu|Fitri|Indah|Ratna|Lestari'),
  streets: words(
    'Jalan Jenderal Sudirman|Jalan M.H. Thamrin|Jalan Gatot Subroto|Jalan H.R. Rasuna Said|Jalan Gajah Mada|Jalan Diponegoro|Jalan Ahmad Yani|Jalan Pemuda|Jalan Asia Afrika|Jalan Malioboro',
  ),
};

/** Malay: Malaysian and Bruneian names mix Malay and English words; people are named "bin"/"binti" their father. */
export const ms: Culture = {
  ...id,
  id: 'ms',
  language: 'ms',
  industries: industryWords(
    'Enterprise:Enterprise:trade|Trading:Trading:trade|Perniagaan:Trading:trade|Holdings:Holdings:holding|Engineering:Engineering:engineering|Pembinaan:Construction:construction|Construction:Construction:construction|Hartanah:Property:real_estate|Properties:Properties:real_estate|Teknologi:Technology:software|Technology:Technology:software|Logistik:Logistics:logistics|Pengangkutan:Transport:trucking|Makanan:Food:food|Food Industries:Food Industries:food|Perladangan:Plantations:agriculture|Plantation:Plantation:agriculture|Minyak dan Gas:Oil and Gas:oil_gas|Elektronik:Electronics:electronics|Perunding:Consultants:consulting|Pelaburan:Investment:investment|Insurans:Insurance:insurance|Pelancongan:Tourism:travel|Percetakan:Printing:printing|Kawalan Keselamatan:Security:security|Pendidikan:Education:education|Perabot:Furniture:furniture|Tekstil:Textiles:textiles|Kimia:Chemicals:chemicals|Media:Media:media',
  ),
  generic: words('Group|Malaysia|International|Bersatu:United'),
  surnames: words(
    'bin Abdullah|bin Ahmad|bin Ismail|bin Hassan|bin Mohamed|bin Ibrahim|bin Yusof|bin Osman|bin Ali|bin Rahman|bin Aziz|bin Hamid',
  ),
  feminine: (s) => reEnd(s, [[/^bin /, 'binti ', /^bin /, 'binti ']]),
  male: words('Ahmad|Muhammad|Mohd|Abdul Rahman|Azman|Faizal|Hafiz|Ismail|Kamal|Rizal|Zulkifli|Hakim|Amir|Syafiq'),
  female: words('Nur Aisyah|Siti Aminah|Nurul Huda|Farah|Aminah|Zainab|Aisyah|Liyana|Nabila|Hajar|Sarah|Intan'),
  streets: words(
    'Jalan Ampang|Jalan Sultan Ismail|Jalan Tun Razak|Jalan Bukit Bintang|Jalan Raja Chulan|Jalan Tunku Abdul Rahman|Lebuh Pantai|Jalan Gaya',
  ),
};

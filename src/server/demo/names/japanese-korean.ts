import { industryWords, words, type Culture } from './types.ts';

/**
 * Japanese and Korean names. Japanese mixes kanji, hiragana and katakana in one name (さくら商事,
 * テクノ工業), which is what makes them hard for search; the legal form goes before or after the
 * name (前株 / 後株). Korean names are Hangul with 주식회사 before or after, or (주).
 */

export const ja: Culture = {
  id: 'ja',
  language: 'ja',
  script: 'Japanese',
  gap: '',
  familyFirst: true,
  personGap: '',
  translit: 'none',
  patterns: ['B I:8', 'P B I:2', 'S I:3', 'B G:1', 'B:1', 'P I:1'],
  brands: words(
    'さくら:Sakura|富士:Fuji|大和:Yamato|東邦:Toho|三和:Sanwa|共栄:Kyoei|日進:Nisshin|協和:Kyowa|太陽:Taiyo|旭:Asahi|明和:Meiwa|昭和:Showa|平和:Heiwa|大成:Taisei|中央:Chuo|東洋:Toyo|北斗:Hokuto|青葉:Aoba|若葉:Wakaba|朝日:Asahi|双葉:Futaba|ミライ:Mirai|アオイ:Aoi|テクノ:Techno|ネクスト:Next|グローバル:Global|サン:Sun|アーク:Ark|エース:Ace|ユニオン:Union|ヒカリ:Hikari|クリエイト:Create|日本:Nippon|新日本:Shin-Nippon|第一:Daiichi|丸和:Maruwa|山一:Yamaichi|光和:Kowa|栄光:Eiko|大栄:Daiei|みどり:Midori|ひまわり:Himawari|あおば:Aoba|つばさ:Tsubasa|ゆたか:Yutaka',
  ),
  famous: words('トヨタ:Toyota|ソニー:Sony|任天堂:Nintendo|三菱:Mitsubishi|日立:Hitachi|ホンダ:Honda'),
  industries: industryWords(
    '商事:Trading:trade|物産:Bussan:trade|貿易:Trading:import_export|工業:Industries:machinery|製作所:Works:machinery|電機:Electric:electronics|電子:Electronics:electronics|半導体:Semiconductor:semiconductors|自動車:Motor:automotive|部品:Parts:auto_parts|製鉄:Steel:steel|化学:Chemical:chemicals|化成:Chemical:plastics|製薬:Pharmaceutical:pharma|バイオ:Bio:biotech|医療:Medical:health_care|医療機器:Medical Devices:medical|食品:Foods:food|飲料:Beverage:beverages|繊維:Textile:textiles|アパレル:Apparel:apparel|家具:Furniture:furniture|化粧品:Cosmetics:cosmetics|建設:Construction:construction|工務店:Builders:construction|土木:Civil Engineering:civil_works|不動産:Real Estate:real_estate|地所:Estate:real_estate|管理:Management:property_management|エンジニアリング:Engineering:engineering|電力:Electric Power:energy|エナジー:Energy:renewables|石油:Oil:oil_gas|ガス:Gas:gas|鉱業:Mining:mining|物流:Logistics:logistics|運輸:Transport:trucking|海運:Shipping:shipping|航空:Airlines:aviation|百貨店:Department Store:retail|通販:Mail Order:ecommerce|ホテル:Hotel:hotels|フーズ:Foods:restaurants|放送:Broadcasting:media|出版:Publishing:publishing|ゲームス:Games:games|広告:Advertising:advertising|コンサルティング:Consulting:consulting|会計:Accounting:accounting|ホールディングス:Holdings:holding|キャピタル:Capital:investment|証券:Securities:finance|保険:Insurance:insurance|教育:Education:education|農産:Agriculture:agriculture|警備保障:Security:security|クリーン:Clean:cleaning|印刷:Printing:printing|観光:Tourism:travel|環境:Environment:waste|人材:Staffing:recruitment|ソフトウェア:Software:software|システムズ:Systems:it_services|情報:Information:data|通信:Telecommunications:telecom',
  ),
  generic: words('グループ:Group|インターナショナル:International|産業:Industries|興業:Kogyo'),
  surnames: words(
    '佐藤:Sato|鈴木:Suzuki|高橋:Takahashi|田中:Tanaka|伊藤:Ito|渡辺:Watanabe|山本:Yamamoto|中村:Nakamura|小林:Kobayashi|加藤:Kato|吉田:Yoshida|山田:Yamada|佐々木:Sasaki|山口:Yamaguchi|松本:Matsumoto|井上:Inoue|木村:Kimura|林:Hayashi|斎藤:Saito|清水:Shimizu|山崎:Yamazaki|森:Mori|池田:Ikeda|橋本:Hashimoto|阿部:Abe|石川:Ishikawa|山下:Yamashita|中島:Nakajima|石井:Ishii|小川:Ogawa|前田:Maeda|岡田:Okada|長谷川:Hasegawa|藤田:Fujita|後藤:Goto|近藤:Kondo',
  ),
  male: words(
    '翔太:Shota|大輔:Daisuke|健太:Kenta|拓也:Takuya|直樹:Naoki|誠:Makoto|浩:Hiroshi|隆:Takashi|健一:Kenichi|翔:Sho|蓮:Ren|大翔:Hiroto|悠真:Yuma|陽斗:Haruto|湊:Minato|和也:Kazuya|達也:Tatsuya|修:Osamu|茂:Shigeru|正人:Masato|博之:Hiroyuki|一郎:Ichiro|太郎:Taro|健:Ken|明:Akira',
  ),
  female: words(
    '陽子:Yoko|恵子:Keiko|裕子:Yuko|美穂:Miho|直美:Naomi|由美子:Yumiko|さくら:Sakura|美咲:Misaki|陽菜:Hina|結衣:Yui|葵:Aoi|愛:Ai|真由美:Mayumi|明美:Akemi|智子:Tomoko|久美子:Kumiko|京子:Kyoko|花子:Hanako|凛:Rin|芽依:Mei',
  ),
  streets: words(
    '丸の内:Marunouchi|西新宿:Nishi-Shinjuku|芝公園:Shibakoen|大手町:Otemachi|日本橋:Nihonbashi|銀座:Ginza|梅田:Umeda|本町:Honmachi|栄:Sakae|中央:Chuo|錦:Nishiki|博多駅前:Hakata-ekimae|北四条西:Kita-shijo-nishi|元町:Motomachi|駅前:Ekimae|東:Higashi|南:Minami',
  ),
};

export const ko: Culture = {
  id: 'ko',
  language: 'ko',
  script: 'Hangul',
  gap: '',
  familyFirst: true,
  personGap: '',
  translit: 'any-ascii',
  patterns: ['B I:8', 'P B I:1', 'B G:1', 'B:2', 'B G I:1'],
  brands: words(
    '한빛:Hanbit|대한:Daehan|동방:Dongbang|미래:Mirae|새한:Saehan|한결:Hangyeol|우리:Woori|푸른:Pureun|하나:Hana|태양:Taeyang|세종:Sejong|한울:Hanul|신성:Shinsung|대성:Daesung|동양:Dongyang|성원:Sungwon|영진:Youngjin|제일:Jeil|코리아:Korea|글로벌:Global|스마트:Smart|넥스트:Next|에이스:Ace|유니온:Union|한솔:Hansol|아름:Areum|누리:Nuri|다온:Daon|해든:Haedeun|새롬:Saerom|한마음:Hanmaeum|청운:Cheongun|금강:Geumgang|백두:Baekdu|한라:Halla|서해:Seohae|동해:Donghae|태평양:Taepyeongyang',
  ),
  famous: words('삼성:Samsung|현대:Hyundai|카카오:Kakao|네이버:Naver|롯데:Lotte'),
  industries: industryWords(
    '전자:Electronics:electronics|테크:Tech:software|소프트:Soft:software|정보통신:Information & Communication:telecom|시스템:Systems:it_services|데이터:Data:data|반도체:Semiconductor:semiconductors|기계:Machinery:machinery|자동차:Motors:automotive|부품:Parts:auto_parts|철강:Steel:steel|화학:Chemical:chemicals|플라스틱:Plastics:plastics|제약:Pharmaceutical:pharma|바이오:Bio:biotech|메디칼:Medical:medical|의료:Healthcare:health_care|식품:Food:food|음료:Beverage:beverages|섬유:Textile:textiles|패션:Fashion:apparel|가구:Furniture:furniture|화장품:Cosmetics:cosmetics|건설:Construction:construction|토건:Civil Works:civil_works|개발:Development:real_estate|부동산:Real Estate:real_estate|엔지니어링:Engineering:engineering|에너지:Energy:energy|솔라:Solar:renewables|석유:Oil:oil_gas|가스:Gas:gas|광업:Mining:mining|물류:Logistics:logistics|운수:Transport:trucking|해운:Shipping:shipping|항공:Airlines:aviation|상사:Trading:trade|무역:Trading:import_export|유통:Distribution:retail|커머스:Commerce:ecommerce|호텔:Hotel:hotels|푸드:Food:restaurants|미디어:Media:media|출판:Publishing:publishing|게임즈:Games:games|기획:Planning:advertising|컨설팅:Consulting:consulting|홀딩스:Holdings:holding|인베스트먼트:Investment:investment|캐피탈:Capital:finance|보험:Insurance:insurance|교육:Education:education|농산:Agriculture:agriculture|경비:Security:security|환경:Environment:waste|인쇄:Printing:printing|여행:Travel:travel',
  ),
  generic: words('그룹:Group|산업:Industries|인터내셔널:International'),
  surnames: words(
    '김:Kim|이:Lee|박:Park|최:Choi|정:Jung|강:Kang|조:Cho|윤:Yoon|장:Jang|임:Lim|한:Han|오:Oh|서:Seo|신:Shin|권:Kwon|황:Hwang|안:Ahn|송:Song|류:Ryu|홍:Hong|전:Jeon|고:Ko|문:Moon|양:Yang|손:Son|배:Bae|백:Baek|허:Heo|남:Nam|노:Noh',
  ),
  male: words(
    '민준:Min-jun|서준:Seo-jun|도윤:Do-yun|예준:Ye-jun|시우:Si-woo|하준:Ha-jun|지호:Ji-ho|준서:Jun-seo|현우:Hyun-woo|지훈:Ji-hoon|성민:Sung-min|동현:Dong-hyun|영수:Young-soo|정호:Jung-ho|상철:Sang-chul|민수:Min-soo|재현:Jae-hyun|승현:Seung-hyun|영호:Young-ho|진우:Jin-woo',
  ),
  female: words(
    '서연:Seo-yeon|서윤:Seo-yun|지우:Ji-woo|민서:Min-seo|하은:Ha-eun|지민:Ji-min|수빈:Su-bin|지현:Ji-hyun|은지:Eun-ji|유진:Yu-jin|미영:Mi-young|영희:Young-hee|혜진:Hye-jin|수진:Su-jin|정희:Jung-hee|민지:Min-ji|예은:Ye-eun|소연:So-yeon',
  ),
  streets: words(
    '테헤란로:Teheran-ro|세종대로:Sejong-daero|강남대로:Gangnam-daero|을지로:Eulji-ro|여의대로:Yeoui-daero|올림픽로:Olympic-ro|중앙대로:Jungang-daero|해운대로:Haeundae-ro|판교역로:Pangyoyeok-ro|디지털로:Digital-ro|광복로:Gwangbok-ro|동대구로:Dongdaegu-ro',
  ),
};

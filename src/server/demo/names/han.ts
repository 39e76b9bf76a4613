import { industryWords, words, type Culture } from './types.ts';

/**
 * Chinese names. Mainland names are built as [city(市)][brand][industry][Group]有限公司, so the same
 * few endings (有限公司, 科技, 贸易) repeat across most of them, as in the real register; the search
 * index has to rank through them. Traditional-script names follow Taiwan and Hong Kong usage, with
 * the romanisations of each (Wade–Giles-style in Taiwan, Cantonese in Hong Kong).
 */

const ZH_PATTERNS = ['C B I:5', 'P B I:3', 'B I:6', 'B G:1', 'B G I:1', 'C B G I:1', 'P B G:1'];

export const zhHans: Culture = {
  id: 'zh-Hans',
  language: 'zh',
  script: 'Han',
  gap: '',
  familyFirst: true,
  personGap: '',
  translit: 'any-ascii',
  cityMark: '市',
  patterns: ZH_PATTERNS,
  brands: words(
    "华盛:Huasheng|鸿达:Hongda|恒信:Hengxin|瑞丰:Ruifeng|金龙:Jinlong|天成:Tiancheng|宏图:Hongtu|中联:Zhonglian|远航:Yuanhang|新源:Xinyuan|东方:Dongfang|长城:Changcheng|华夏:Huaxia|永安:Yong'an|盛世:Shengshi|博远:Boyuan|鑫达:Xinda|嘉禾:Jiahe|凯旋:Kaixuan|海润:Hairun|安泰:Antai|正大:Zhengda|泰和:Taihe|华信:Huaxin|众诚:Zhongcheng|德润:Derun|汇通:Huitong|天宇:Tianyu|宏远:Hongyuan|金桥:Jinqiao|新星:Xinxing|星辰:Xingchen|蓝海:Lanhai|云帆:Yunfan|智联:Zhilian|精诚:Jingcheng|美华:Meihua|和信:Hexin|同创:Tongchuang|锦绣:Jinxiu|九州:Jiuzhou|百川:Baichuan|万通:Wantong|亿达:Yida|金鹰:Jinying|华腾:Huateng|中科:Zhongke|创维:Chuangwei|恒通:Hengtong|广源:Guangyuan|隆盛:Longsheng|佳美:Jiamei|鼎盛:Dingsheng|海天:Haitian|立信:Lixin|银河:Yinhe|中兴:Zhongxing|华海:Huahai|天合:Tianhe",
  ),
  famous: words('华为:Huawei|腾讯:Tencent|小米:Xiaomi|海尔:Haier|阿里:Ali|百度:Baidu|中石化:Sinopec'),
  industries: industryWords(
    '科技:Technology:software|软件:Software:software|信息技术:Information Technology:it_services|网络科技:Network Technology:data|数据:Data:data|通信:Communications:telecom|电子:Electronics:electronics|半导体:Semiconductor:semiconductors|机械:Machinery:machinery|汽车:Automobile:automotive|汽车配件:Auto Parts:auto_parts|钢铁:Iron & Steel:steel|化工:Chemical:chemicals|塑料:Plastics:plastics|医药:Pharmaceutical:pharma|生物科技:Biotechnology:biotech|医疗器械:Medical Devices:medical|医疗:Medical:health_care|食品:Food:food|饮料:Beverage:beverages|纺织:Textile:textiles|服饰:Apparel:apparel|家具:Furniture:furniture|化妆品:Cosmetics:cosmetics|珠宝:Jewelry:jewellery|建设:Construction:construction|建筑工程:Construction Engineering:construction|工程:Engineering:engineering|路桥:Road & Bridge:civil_works|房地产开发:Real Estate Development:real_estate|置业:Property:real_estate|物业管理:Property Management:property_management|能源:Energy:energy|新能源:New Energy:renewables|石油:Petroleum:oil_gas|燃气:Gas:gas|矿业:Mining:mining|物流:Logistics:logistics|运输:Transport:trucking|航运:Shipping:shipping|航空:Airlines:aviation|贸易:Trading:trade|商贸:Trading:trade|进出口:Import & Export:import_export|商业:Commercial:retail|电子商务:E-Commerce:ecommerce|酒店:Hotel:hotels|餐饮:Catering:restaurants|文化传媒:Culture & Media:media|影视:Film & TV:media|出版:Publishing:publishing|游戏:Games:games|广告:Advertising:advertising|咨询:Consulting:consulting|管理咨询:Management Consulting:consulting|财务咨询:Financial Consulting:accounting|控股:Holdings:holding|投资:Investment:investment|资产管理:Asset Management:investment|金融服务:Financial Services:finance|融资租赁:Financial Leasing:finance|保险代理:Insurance Agency:insurance|教育科技:Education Technology:education|农业:Agriculture:agriculture|安保:Security:security|保洁:Cleaning:cleaning|印刷:Printing:printing|旅游:Travel:travel|环保:Environmental:waste|人力资源:Human Resources:recruitment',
  ),
  generic: words('集团:Group|实业:Industrial|发展:Development|国际:International'),
  surnames: words(
    '王:Wang|李:Li|张:Zhang|刘:Liu|陈:Chen|杨:Yang|黄:Huang|赵:Zhao|吴:Wu|周:Zhou|徐:Xu|孙:Sun|马:Ma|朱:Zhu|胡:Hu|郭:Guo|何:He|林:Lin|高:Gao|罗:Luo|郑:Zheng|梁:Liang|谢:Xie|宋:Song|唐:Tang|许:Xu|韩:Han|冯:Feng|邓:Deng|曹:Cao|彭:Peng|曾:Zeng|肖:Xiao|田:Tian|董:Dong|潘:Pan|袁:Yuan|蔡:Cai|蒋:Jiang|余:Yu|于:Yu|杜:Du|叶:Ye|程:Cheng|魏:Wei|苏:Su|吕:Lyu|丁:Ding|任:Ren|卢:Lu|欧阳:Ouyang|司马:Sima',
  ),
  male: words(
    '伟:Wei|强:Qiang|磊:Lei|军:Jun|勇:Yong|杰:Jie|涛:Tao|斌:Bin|超:Chao|明:Ming|刚:Gang|平:Ping|辉:Hui|鹏:Peng|华:Hua|飞:Fei|鑫:Xin|波:Bo|宇:Yu|浩:Hao|建华:Jianhua|建国:Jianguo|志强:Zhiqiang|海涛:Haitao|俊杰:Junjie|子轩:Zixuan|浩然:Haoran|宇航:Yuhang|文博:Wenbo|国强:Guoqiang',
  ),
  female: words(
    '芳:Fang|娜:Na|敏:Min|静:Jing|丽:Li|艳:Yan|娟:Juan|霞:Xia|秀英:Xiuying|桂英:Guiying|婷:Ting|雪:Xue|琳:Lin|颖:Ying|慧:Hui|晶:Jing|欣怡:Xinyi|梓涵:Zihan|诗涵:Shihan|雨桐:Yutong|佳怡:Jiayi|丽娟:Lijuan|玉兰:Yulan|红梅:Hongmei',
  ),
  streets: words(
    "人民路:Renmin Road|中山路:Zhongshan Road|解放路:Jiefang Road|建设路:Jianshe Road|科技园路:Keji Park Road|深南大道:Shennan Avenue|长安街:Chang'an Street|南京路:Nanjing Road|和平路:Heping Road|新华路:Xinhua Road|高新大道:Gaoxin Avenue|迎宾大道:Yingbin Avenue|世纪大道:Century Avenue|工业园路:Industrial Park Road|滨江路:Binjiang Road|东风路:Dongfeng Road",
  ),
};

const TRAD_INDUSTRIES = industryWords(
  '科技:Technology:software|軟體:Software:software|資訊:Information:it_services|數據:Data:data|電信:Telecom:telecom|電子:Electronics:electronics|半導體:Semiconductor:semiconductors|機械:Machinery:machinery|汽車:Motor:automotive|汽車零件:Auto Parts:auto_parts|鋼鐵:Steel:steel|化學:Chemical:chemicals|塑膠:Plastics:plastics|製藥:Pharmaceutical:pharma|生技:Biotech:biotech|醫療器材:Medical Devices:medical|醫療:Medical:health_care|食品:Foods:food|飲料:Beverage:beverages|紡織:Textile:textiles|服飾:Apparel:apparel|傢俬:Furniture:furniture|化妝品:Cosmetics:cosmetics|珠寶:Jewellery:jewellery|建設:Construction:construction|營造:Construction:construction|工程:Engineering:engineering|置業:Properties:real_estate|地產:Real Estate:real_estate|物業管理:Property Management:property_management|能源:Energy:energy|綠能:Green Energy:renewables|石油:Petroleum:oil_gas|燃氣:Gas:gas|礦業:Mining:mining|物流:Logistics:logistics|運輸:Transport:trucking|航運:Shipping:shipping|航空:Airlines:aviation|貿易:Trading:trade|國際貿易:International Trading:import_export|進出口:Import & Export:import_export|百貨:Department Store:retail|電子商務:E-Commerce:ecommerce|酒店:Hotel:hotels|餐飲:Catering:restaurants|傳媒:Media:media|出版:Publishing:publishing|遊戲:Games:games|廣告:Advertising:advertising|顧問:Consultants:consulting|管理顧問:Management Consultants:consulting|會計:Accounting:accounting|控股:Holdings:holding|投資:Investment:investment|資產管理:Asset Management:investment|金融:Finance:finance|保險經紀:Insurance Brokers:insurance|教育:Education:education|農業:Agriculture:agriculture|保安:Security:security|清潔:Cleaning:cleaning|印刷:Printing:printing|旅行社:Travel:travel|環保:Environmental:waste|人力資源:Human Resources:recruitment',
);

const TRAD_BRANDS = words(
  '華盛:Wah Shing|鴻達:Hung Tat|恒信:Hang Shun|瑞豐:Sui Fung|金龍:Kam Lung|天成:Tin Shing|宏圖:Wang To|遠航:Yuen Hong|新源:San Yuen|東方:Oriental|長城:Great Wall|華夏:Wah Ha|永安:Wing On|盛世:Shing Sai|嘉禾:Ka Wo|凱旋:Hoi Suen|海潤:Hoi Yun|安泰:On Tai|泰和:Tai Wo|華信:Wah Shun|德潤:Tak Yun|匯通:Wui Tung|天宇:Tin Yu|金橋:Kam Kiu|新星:San Sing|藍海:Blue Ocean|雲帆:Wan Fan|精誠:Ching Shing|美華:Mei Wah|和信:Wo Shun|錦繡:Kam Sau|九州:Kau Chau|百川:Pak Chuen|萬通:Man Tung|億達:Yik Tat|鼎盛:Ting Shing|海天:Hoi Tin|立信:Lap Shun|銀河:Galaxy|大同:Tai Tung|台達:Tai Tat|聯華:Lien Hwa|統一:Uni|新光:Shin Kong|宏達:Hung Ta|國泰:Cathay',
);

export const zhHant: Culture = {
  id: 'zh-Hant',
  language: 'zh',
  script: 'Han',
  gap: '',
  familyFirst: true,
  personGap: '',
  translit: 'any-ascii',
  patterns: ['P B I:3', 'B I:7', 'B G:1', 'B G I:1'],
  brands: TRAD_BRANDS,
  famous: words('台積:TSMC|鴻海:Hon Hai|騰訊:Tencent|華為:Huawei|長江:Cheung Kong'),
  industries: TRAD_INDUSTRIES,
  generic: words('集團:Group|實業:Industrial|發展:Development|國際:International|企業:Enterprise'),
  surnames: words(
    '陳:Chen|林:Lin|黃:Huang|張:Chang|李:Lee|王:Wang|吳:Wu|劉:Liu|蔡:Tsai|楊:Yang|許:Hsu|鄭:Cheng|謝:Hsieh|郭:Kuo|洪:Hung|曾:Tseng|邱:Chiu|廖:Liao|賴:Lai|周:Chou|徐:Hsu|蘇:Su|葉:Yeh|莊:Chuang|呂:Lu|江:Chiang|何:Ho|蕭:Hsiao|羅:Lo|高:Kao',
  ),
  male: words(
    '志明:Chih-ming|俊傑:Chun-chieh|建宏:Chien-hung|冠宇:Kuan-yu|家豪:Chia-hao|志豪:Chih-hao|宗翰:Tsung-han|承恩:Cheng-en|文雄:Wen-hsiung|明輝:Ming-hui|國華:Kuo-hua|信宏:Hsin-hung|柏翰:Po-han|宇軒:Yu-hsuan|振宇:Chen-yu',
  ),
  female: words(
    '淑芬:Shu-fen|美玲:Mei-ling|雅婷:Ya-ting|怡君:Yi-chun|淑惠:Shu-hui|佳穎:Chia-ying|詩涵:Shih-han|宜蓁:Yi-chen|欣妤:Hsin-yu|惠美:Hui-mei|秀琴:Hsiu-chin|麗華:Li-hua|婉婷:Wan-ting|筱涵:Hsiao-han',
  ),
  streets: words(
    "中山北路:Zhongshan N. Rd.|忠孝東路:Zhongxiao E. Rd.|信義路:Xinyi Rd.|仁愛路:Ren'ai Rd.|敦化南路:Dunhua S. Rd.|民生東路:Minsheng E. Rd.|南京東路:Nanjing E. Rd.|中正路:Zhongzheng Rd.|復興北路:Fuxing N. Rd.|光復路:Guangfu Rd.|建國路:Jianguo Rd.|文化路:Wenhua Rd.",
  ),
};

/** Hong Kong and Macau: the same Traditional characters, Cantonese romanisation of people and streets. */
export const zhHK: Culture = {
  ...zhHant,
  id: 'zh-HK',
  surnames: words(
    '陳:Chan|李:Lee|張:Cheung|黃:Wong|何:Ho|林:Lam|吳:Ng|劉:Lau|梁:Leung|鄭:Cheng|麥:Mak|郭:Kwok|王:Wong|馬:Ma|羅:Law|曾:Tsang|胡:Wu|朱:Chu|葉:Yip|蔡:Choi|周:Chow|潘:Poon|袁:Yuen|鍾:Chung|盧:Lo|譚:Tam|余:Yu|莫:Mok|杜:Tou|歐陽:Au Yeung',
  ),
  male: words(
    '大文:Tai Man|家豪:Ka Ho|志明:Chi Ming|偉強:Wai Keung|俊傑:Chun Kit|國華:Kwok Wah|嘉欣:Ka Yan|子健:Tsz Kin|永康:Wing Hong|振邦:Chun Bong|建華:Kin Wah|浩然:Ho Yin|卓賢:Cheuk Yin|錦輝:Kam Fai|德明:Tak Ming',
  ),
  female: words(
    '美玲:Mei Ling|詠儀:Wing Yee|嘉欣:Ka Yan|淑儀:Suk Yee|慧敏:Wai Man|家慧:Ka Wai|曉彤:Hiu Tung|凱琳:Hoi Lam|麗珊:Lai Shan|佩珊:Pui Shan|綺雯:Yee Man|寶儀:Po Yee',
  ),
  streets: words(
    "皇后大道中:Queen's Road Central|德輔道中:Des Voeux Road Central|干諾道中:Connaught Road Central|軒尼詩道:Hennessy Road|彌敦道:Nathan Road|告士打道:Gloucester Road|英皇道:King's Road|廣東道:Canton Road|觀塘道:Kwun Tong Road|青山公路:Castle Peak Road|荷李活道:Hollywood Road|駱克道:Lockhart Road",
  ),
};

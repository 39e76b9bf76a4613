import { industryWords, words, type Culture } from './types.ts';

/**
 * Thai names: บริษัท … จำกัด around the name, English loanwords spelt in Thai (เทรดดิ้ง, โฮลดิ้งส์)
 * beside Thai words, and no spaces inside a word run, so search has to find words inside runs.
 */
export const th: Culture = {
  id: 'th',
  language: 'th',
  script: 'Thai',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'words',
  patterns: ['B I:8', 'B G:1', 'B G I|B G I:1', 'S I:1', 'P B I:1'],
  brands: words(
    'สยาม:Siam|ไทยรุ่งเรือง:Thai Rungruang|เจริญผล:Charoenphon|มงคลชัย:Mongkolchai|สุวรรณภูมิ:Suvarnabhumi|ทองคำ:Thongkham|ไพศาล:Phaisan|รุ่งโรจน์:Rungrot|อุดมสุข:Udomsuk|ศรีสวัสดิ์:Srisawat|ชัยพฤกษ์:Chaiyaphruek|ร่วมใจ:Ruamjai|นครไทย:Nakhon Thai|แสงทอง:Saengthong|ทรัพย์เจริญ:Sapcharoen|อีสเทิร์น:Eastern|โกลเด้น:Golden|แปซิฟิก:Pacific|ยูไนเต็ด:United|สมาร์ท:Smart|เอเชีย:Asia|รัตนา:Rattana|วัฒนา:Watthana|บางกอก:Bangkok|ไทยเจริญ:Thai Charoen|สหพัฒน์:Sahaphat|ศรีไทย:Srithai|ธนพร:Thanaporn',
  ),
  famous: words('ปตท.:PTT|ซีพี:CP|ไทยเบฟ:ThaiBev'),
  industries: industryWords(
    'เทคโนโลยี:Technology:software:Theknoloyi|ซอฟต์แวร์:Software:software:Sopwae|ไอที โซลูชั่น:IT Solution:it_services:Ai Thi Solushan|ดาต้า:Data:data:Data|เทเลคอม:Telecom:telecom:Thelekhom|อิเล็กทรอนิกส์:Electronics:electronics:Ilekthronik|เซมิคอนดักเตอร์:Semiconductor:semiconductors:Semikhondakto|เครื่องจักร:Machinery:machinery:Khrueangchak|ยานยนต์:Automotive:automotive:Yanyon|ออโต้พาร์ท:Auto Parts:auto_parts:Oto Phat|เหล็ก:Steel:steel:Lek|เคมีภัณฑ์:Chemicals:chemicals:Khemiphan|พลาสติก:Plastics:plastics:Phlasatik|เภสัช:Pharma:pharma:Phesat|ไบโอเทค:Biotech:biotech:Baiothek|เมดิคอล:Medical:medical:Medikhon|โรงพยาบาล:Hospital:health_care:Rongphayaban|อาหาร:Food:food:Ahan|เครื่องดื่ม:Beverage:beverages:Khrueangduem|สิ่งทอ:Textile:textiles:Singtho|การ์เมนต์:Garment:apparel:Kamen|เฟอร์นิเจอร์:Furniture:furniture:Foeniachoe|เครื่องสำอาง:Cosmetics:cosmetics:Khrueangsamang|จิวเวลรี่:Jewelry:jewellery:Chiwonri|ก่อสร้าง:Construction:construction:Kosang|คอนสตรัคชั่น:Construction:construction:Khonsatrakchan|พร็อพเพอร์ตี้:Property:real_estate:Phropphoti|เรียลเอสเตท:Real Estate:real_estate:Rian Estet|เอ็นจิเนียริ่ง:Engineering:engineering:Enchiniaring|พลังงาน:Energy:energy:Phalangngan|โซลาร์:Solar:renewables:Sola|ปิโตรเลียม:Petroleum:oil_gas:Pitroliam|แก๊ส:Gas:gas:Kaet|เหมืองแร่:Mining:mining:Mueangrae|โลจิสติกส์:Logistics:logistics:Lochisatik|ขนส่ง:Transport:trucking:Khonsong|ชิปปิ้ง:Shipping:shipping:Chipping|การบิน:Aviation:aviation:Kanbin|เทรดดิ้ง:Trading:trade:Thredding|การค้า:Trading:trade:Kankha|อิมพอร์ต เอ็กซ์พอร์ต:Import Export:import_export:Impot Ekspot|ค้าปลีก:Retail:retail:Khaplik|อีคอมเมิร์ซ:E-Commerce:ecommerce:I Khommoet|โฮเทล:Hotel:hotels:Hothen|ร้านอาหาร:Restaurant:restaurants:Ran Ahan|มีเดีย:Media:media:Midia|สำนักพิมพ์:Publishing:publishing:Samnakphim|แอดเวอร์ไทซิ่ง:Advertising:advertising:Aetwoethaising|คอนซัลติ้ง:Consulting:consulting:Khonsanting|การบัญชี:Accounting:accounting:Kanbanchi|โฮลดิ้งส์:Holdings:holding:Hodings|แคปปิตอล:Capital:investment:Khaepitol|ลีสซิ่ง:Leasing:finance:Lising|ประกันภัย:Insurance:insurance:Prakanphai|การศึกษา:Education:education:Kansueksa|เกษตร:Agriculture:agriculture:Kaset|รักษาความปลอดภัย:Security:security:Raksa Khwam Plotphai|คลีนนิ่ง:Cleaning:cleaning:Khlinning|การพิมพ์:Printing:printing:Kanphim|ทราเวล:Travel:travel:Thrawen|รีไซเคิล:Recycling:waste:Risaikhoen|จัดหางาน:Recruitment:recruitment:Chathangan',
  ),
  generic: words('กรุ๊ป:Group:Krup|อินเตอร์เนชั่นแนล:International:Intoenechannaen|อุตสาหกรรม:Industry:Utsahakam'),
  surnames: words(
    'ใจดี:Jaidee|แซ่ตั้ง:Saetang|แซ่ลิ้ม:Saelim|ศรีสุข:Srisuk|สุขสวัสดิ์:Suksawat|วงศ์สวัสดิ์:Wongsawat|ทองดี:Thongdee|บุญมา:Boonma|รุ่งเรือง:Rungruang|สมบูรณ์:Somboon|เจริญสุข:Charoensuk|ประเสริฐสุข:Prasertsuk|ชัยประเสริฐ:Chaiprasert|กิตติวงศ์:Kittiwong|พรหมมา:Phromma|อินทร์แก้ว:Inkaew',
  ),
  male: words(
    'สมชาย:Somchai|สมศักดิ์:Somsak|ประเสริฐ:Prasert|วิชัย:Wichai|สุชาติ:Suchart|ธนากร:Thanakorn|กิตติ:Kitti|อนันต์:Anan|ณัฐพล:Nattapon|พงศกร:Pongsakorn|ชัยวัฒน์:Chaiwat|สุรชัย:Surachai|อภิชาติ:Apichart|ธีรพงษ์:Teerapong',
  ),
  female: words(
    'สมหญิง:Somying|มาลี:Malee|สุดา:Suda|วันเพ็ญ:Wanpen|กัญญา:Kanya|ณัฐธิดา:Nattida|ปิยะนุช:Piyanuch|สุภาพร:Supaporn|อรอุมา:Onuma|พิมพ์ชนก:Pimchanok|ศิริพร:Siriporn|จันทร์เพ็ญ:Janpen',
  ),
  streets: words(
    'ถนนสุขุมวิท:Sukhumvit Road|ถนนสีลม:Silom Road|ถนนพระราม 4:Rama IV Road|ถนนพหลโยธิน:Phahonyothin Road|ถนนรัชดาภิเษก:Ratchadaphisek Road|ถนนเพชรบุรีตัดใหม่:New Petchaburi Road|ถนนวิภาวดีรังสิต:Vibhavadi Rangsit Road|ถนนสาทรใต้:South Sathorn Road|ถนนนิมมานเหมินท์:Nimmanhaemin Road|ถนนเจริญกรุง:Charoen Krung Road',
  ),
};

import { industryWords, words, type Culture } from './types.ts';

/**
 * Hindi names in Devanagari. Indian companies mostly register in English, and their Hindi names
 * spell the English words out (टेक्नोलॉजीज, एंटरप्राइजेज): the Latin form of each word is the
 * English one, so the English and Hindi names of one company line up word for word.
 */
export const hi: Culture = {
  id: 'hi',
  language: 'hi',
  script: 'Devanagari',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'any-ascii',
  patterns: ['B I:7', 'B G:3', 'S I:2', 'B S I|B S I:1', 'P B I:1'],
  brands: words(
    'श्री:Shree|गणेश:Ganesh|लक्ष्मी:Lakshmi|सूर्या:Surya|भारत:Bharat|हिंद:Hind|विजय:Vijay|आदित्य:Aditya|ओम:Om|साई:Sai|कृष्णा:Krishna|महावीर:Mahavir|जय:Jai|अंबिका:Ambika|अरिहंत:Arihant|नवभारत:Navbharat|प्रगति:Pragati|उत्कर्ष:Utkarsh|सिद्धि:Siddhi|शुभ:Shubh|अमृत:Amrit|गंगा:Ganga|हिमालय:Himalaya|सत्यम:Satyam|श्रीराम:Shriram|बालाजी:Balaji|श्री बालाजी:Shree Balaji|मां दुर्गा:Maa Durga',
  ),
  famous: words('टाटा:Tata|रिलायंस:Reliance|इन्फोसिस:Infosys'),
  industries: industryWords(
    'टेक्नोलॉजीज:Technologies:software|सॉफ्टवेयर:Software:software|इन्फोटेक:Infotech:it_services|सिस्टम्स:Systems:it_services|डेटा:Data:data|टेलीकॉम:Telecom:telecom|इलेक्ट्रॉनिक्स:Electronics:electronics|इंजीनियरिंग:Engineering:engineering|मशीनरी:Machinery:machinery|ऑटोमोबाइल्स:Automobiles:automotive|ऑटो पार्ट्स:Auto Parts:auto_parts|स्टील:Steel:steel|केमिकल्स:Chemicals:chemicals|प्लास्टिक्स:Plastics:plastics|फार्मास्युटिकल्स:Pharmaceuticals:pharma|बायोटेक:Biotech:biotech|मेडिकल:Medical:medical|हेल्थकेयर:Healthcare:health_care|फूड्स:Foods:food|बेवरेजेज:Beverages:beverages|टेक्सटाइल्स:Textiles:textiles|गारमेंट्स:Garments:apparel|फर्नीचर:Furniture:furniture|कॉस्मेटिक्स:Cosmetics:cosmetics|ज्वैलर्स:Jewellers:jewellery|कंस्ट्रक्शन:Construction:construction|बिल्डर्स:Builders:construction|इंफ्रास्ट्रक्चर:Infrastructure:civil_works|रियल एस्टेट:Real Estate:real_estate|प्रॉपर्टीज:Properties:real_estate|एनर्जी:Energy:energy|सोलर:Solar:renewables|पेट्रोलियम:Petroleum:oil_gas|गैस:Gas:gas|माइनिंग:Mining:mining|लॉजिस्टिक्स:Logistics:logistics|ट्रांसपोर्ट:Transport:trucking|शिपिंग:Shipping:shipping|एविएशन:Aviation:aviation|ट्रेडर्स:Traders:trade|ट्रेडिंग:Trading:trade|एक्सपोर्ट्स:Exports:import_export|रिटेल:Retail:retail|होटल्स:Hotels:hotels|रेस्टोरेंट्स:Restaurants:restaurants|मीडिया:Media:media|पब्लिकेशंस:Publications:publishing|एडवरटाइजिंग:Advertising:advertising|कंसल्टेंसी:Consultancy:consulting|होल्डिंग्स:Holdings:holding|इन्वेस्टमेंट्स:Investments:investment|फाइनेंस:Finance:finance|इंश्योरेंस ब्रोकिंग:Insurance Broking:insurance|एजुकेशन:Education:education|एग्रो:Agro:agriculture|सिक्योरिटी सर्विसेज:Security Services:security|प्रिंटर्स:Printers:printing|ट्रेवल्स:Travels:travel|एनवायरो:Enviro:waste|मैनपावर:Manpower:recruitment',
  ),
  generic: words('ग्रुप:Group|इंटरनेशनल:International|इंडस्ट्रीज:Industries|एंटरप्राइजेज:Enterprises|उद्योग:Udyog'),
  surnames: words(
    'शर्मा:Sharma|वर्मा:Verma|गुप्ता:Gupta|सिंह:Singh|कुमार:Kumar|पटेल:Patel|अग्रवाल:Agarwal|जैन:Jain|मेहता:Mehta|शाह:Shah|यादव:Yadav|मिश्रा:Mishra|चौधरी:Chaudhary|रेड्डी:Reddy|नायर:Nair|अय्यर:Iyer|बंसल:Bansal|कपूर:Kapoor|मल्होत्रा:Malhotra|जोशी:Joshi',
  ),
  male: words(
    'राहुल:Rahul|अमित:Amit|राजेश:Rajesh|सुरेश:Suresh|विजय:Vijay|संजय:Sanjay|अनिल:Anil|सुनील:Sunil|राकेश:Rakesh|अजय:Ajay|मनोज:Manoj|प्रदीप:Pradeep|आदित्य:Aditya|अर्जुन:Arjun|विक्रम:Vikram|रोहित:Rohit',
  ),
  female: words(
    'प्रिया:Priya|अनीता:Anita|सुनीता:Sunita|पूजा:Pooja|नेहा:Neha|कविता:Kavita|रीता:Rita|दीपिका:Deepika|अंजलि:Anjali|स्नेहा:Sneha|आरती:Aarti|मीना:Meena',
  ),
  streets: words(
    'महात्मा गांधी मार्ग:Mahatma Gandhi Road|नेहरू प्लेस:Nehru Place|कनॉट प्लेस:Connaught Place|स्टेशन रोड:Station Road|लिंक रोड:Link Road|सिविल लाइंस:Civil Lines|मॉल रोड:Mall Road|रिंग रोड:Ring Road|नरीमन पॉइंट:Nariman Point|बंजारा हिल्स:Banjara Hills|एमजी रोड:MG Road|सेक्टर 62:Sector 62',
  ),
};

import { industryWords, reEnd, words, type Culture, type Word } from './types.ts';

/**
 * Cyrillic names: Russian (also the registers of Belarus, Kazakhstan and Kyrgyzstan, which keep
 * names in Russian), Ukrainian, Bulgarian, Serbian and Mongolian. The legal form wraps the name in
 * guillemets (ООО «Вектор»); people are listed surname first with a patronymic, as the registers do.
 */

/** Patronymics of the male given names below (masculine form; the feminine is derived). */
const RU_PATRONYMICS: Record<string, Word> = Object.fromEntries(
  words(
    'Александр:Aleksandrovich|Сергей:Sergeyevich|Дмитрий:Dmitriyevich|Андрей:Andreyevich|Алексей:Alekseyevich|Максим:Maksimovich|Евгений:Yevgenyevich|Иван:Ivanovich|Михаил:Mikhailovich|Николай:Nikolayevich|Владимир:Vladimirovich|Олег:Olegovich|Павел:Pavlovich|Игорь:Igorevich|Юрий:Yuryevich|Виктор:Viktorovich|Артём:Artyomovich|Роман:Romanovich',
  ).map(([given, latin]) => [given, [ruPatronymicNative(given), latin] as const]),
);

function ruPatronymicNative(given: string): string {
  const special: Record<string, string> = {
    Михаил: 'Михайлович',
    Павел: 'Павлович',
    Юрий: 'Юрьевич',
    Евгений: 'Евгеньевич',
    Игорь: 'Игоревич',
  };
  if (special[given]) return special[given];
  if (/ей$/.test(given)) return given.replace(/ей$/, 'еевич');
  if (/ий$/.test(given)) return given.replace(/ий$/, 'иевич');
  if (/ай$/.test(given)) return given.replace(/ай$/, 'аевич');
  return `${given}ович`;
}

const UK_PATRONYMICS: Record<string, Word> = Object.fromEntries(
  words(
    'Олександр:Олександрович:Oleksandrovych|Сергій:Сергійович:Serhiiovych|Андрій:Андрійович:Andriiovych|Дмитро:Дмитрович:Dmytrovych|Володимир:Володимирович:Volodymyrovych|Іван:Іванович:Ivanovych|Микола:Миколайович:Mykolaiovych|Юрій:Юрійович:Yuriiovych|Олег:Олегович:Olehovych|Василь:Васильович:Vasylovych|Віктор:Вікторович:Viktorovych|Тарас:Тарасович:Tarasovych|Богдан:Богданович:Bohdanovych',
  ).map(([given, native, latin]) => [given, [native, latin!] as const]),
);

const RU_FEMININE = (s: Word): Word =>
  reEnd(s, [
    [/ский$/, 'ская', /sky$/, 'skaya'],
    [/цкий$/, 'цкая', /tsky$/, 'tskaya'],
    [/ов$/, 'ова', /ov$/, 'ova'],
    [/ев$/, 'ева', /ev$/, 'eva'],
    [/ёв$/, 'ёва', /yov$/, 'yova'],
    [/ин$/, 'ина', /in$/, 'ina'],
  ]);

export const ru: Culture = {
  id: 'ru',
  language: 'ru',
  script: 'Cyrillic',
  gap: ' ',
  familyFirst: true,
  personGap: ' ',
  translit: 'any-ascii',
  patterns: ['B I:6', 'B:3', 'B G:1', 'P I:2', 'B G I|B G I:1'],
  brands: words(
    'Ромашка:Romashka|Вектор:Vektor|Альфа:Alfa|Восток:Vostok|Север:Sever|Гранит:Granit|Сибирь:Sibir|Урал:Ural|Волга:Volga|Авангард:Avangard|Прогресс:Progress|Спектр:Spektr|Меридиан:Meridian|Пульсар:Pulsar|Радуга:Raduga|Звезда:Zvezda|Рассвет:Rassvet|Сфера:Sfera|Орион:Orion|Атлант:Atlant|Феникс:Feniks|Гарант:Garant|Стандарт:Standart|Лидер:Lider|Нева:Neva|Байкал:Baikal|Алтай:Altai|Интер:Inter|Мега:Mega|Техно:Tekhno|Росс:Ross|Континент:Kontinent|Эталон:Etalon|Вертикаль:Vertikal|Горизонт:Gorizont|Полюс:Polyus|Титан:Titan|Кристалл:Kristall|Янтарь:Yantar|Кедр:Kedr',
  ),
  famous: words('Газпром:Gazprom|Газпромбанк:Gazprombank|Лукойл:Lukoil|Сбер:Sber|Ростех:Rostec|Яндекс:Yandex'),
  industries: industryWords(
    'Технологии:Technologies:software|Софт:Soft:software|ИТ-Сервис:IT Service:it_services|Информационные Системы:Information Systems:it_services|Дата-Центр:Data Centre:data|Телеком:Telecom:telecom|Электроника:Electronics:electronics|Микроэлектроника:Microelectronics:semiconductors|Машиностроение:Machine Building:machinery|Автомобили:Automobiles:automotive|Автозапчасти:Auto Parts:auto_parts|Металл:Metal:steel|Сталь:Steel:steel|Химпром:Chemical Industry:chemicals|Пластик:Plastic:plastics|Фарм:Pharm:pharma|Биотех:Biotech:biotech|Медтехника:Medical Equipment:medical|Медицинский Центр:Medical Centre:health_care|Продукт:Food Products:food|Напитки:Beverages:beverages|Текстиль:Textile:textiles|Швейная Фабрика:Garment Factory:apparel|Мебель:Furniture:furniture|Косметик:Cosmetics:cosmetics|Ювелир:Jeweller:jewellery|Строй:Construction:construction|Стройинвест:Construction Investment:construction|Дорстрой:Road Construction:civil_works|Недвижимость:Real Estate:real_estate|Девелопмент:Development:real_estate|Управляющая Компания:Management Company:property_management|Инжиниринг:Engineering:engineering|Энерго:Energy:energy|Солар:Solar:renewables|Нефть:Oil:oil_gas|Нефтегаз:Oil & Gas:oil_gas|Газ:Gas:gas|Руда:Ore:mining|Логистик:Logistic:logistics|Транс:Trans:trucking|Автотранс:Motor Transport:trucking|Флот:Fleet:shipping|Авиа:Avia:aviation|Торг:Trade:trade|Трейд:Trade:trade|Торговый Дом:Trading House:trade|Внешторг:Foreign Trade:import_export|Ритейл:Retail:retail|Маркет:Market:retail|Онлайн:Online:ecommerce|Отель:Hotel:hotels|Ресторан:Restaurant:restaurants|Медиа:Media:media|Издательство:Publishing House:publishing|Геймс:Games:games|Реклама:Advertising:advertising|Консалтинг:Consulting:consulting|Аудит:Audit:accounting|Холдинг:Holding:holding|Инвест:Invest:investment|Капитал:Capital:investment|Финанс:Finance:finance|Лизинг:Leasing:finance|Страхование:Insurance:insurance|Образование:Education:education|Агро:Agro:agriculture|Агрохолдинг:Agroholding:agriculture|Охрана:Security:security|Клининг:Cleaning:cleaning|Полиграф:Printing:printing|Тур:Tour:travel|Экосервис:Eco Service:waste|Кадры:Personnel:recruitment',
  ),
  generic: words('Групп:Group|Интернэшнл:International|Плюс:Plus|Сервис:Service'),
  surnames: words(
    'Иванов:Ivanov|Смирнов:Smirnov|Кузнецов:Kuznetsov|Попов:Popov|Васильев:Vasilyev|Петров:Petrov|Соколов:Sokolov|Михайлов:Mikhailov|Новиков:Novikov|Фёдоров:Fyodorov|Морозов:Morozov|Волков:Volkov|Алексеев:Alekseyev|Лебедев:Lebedev|Семёнов:Semyonov|Егоров:Yegorov|Павлов:Pavlov|Козлов:Kozlov|Степанов:Stepanov|Николаев:Nikolayev|Орлов:Orlov|Андреев:Andreyev|Макаров:Makarov|Никитин:Nikitin|Захаров:Zakharov|Зайцев:Zaitsev|Борисов:Borisov|Яковлев:Yakovlev|Романов:Romanov|Белов:Belov|Вишневский:Vishnevsky|Покровский:Pokrovsky',
  ),
  male: words(
    'Александр:Aleksandr|Сергей:Sergey|Дмитрий:Dmitry|Андрей:Andrey|Алексей:Alexey|Максим:Maxim|Евгений:Yevgeny|Иван:Ivan|Михаил:Mikhail|Николай:Nikolay|Владимир:Vladimir|Олег:Oleg|Павел:Pavel|Игорь:Igor|Юрий:Yury|Виктор:Viktor|Артём:Artyom|Роман:Roman',
  ),
  female: words(
    'Елена:Yelena|Ольга:Olga|Наталья:Natalya|Татьяна:Tatyana|Ирина:Irina|Анна:Anna|Светлана:Svetlana|Мария:Maria|Екатерина:Yekaterina|Юлия:Yulia|Анастасия:Anastasia|Марина:Marina|Людмила:Lyudmila|Галина:Galina',
  ),
  feminine: RU_FEMININE,
  patronymic: (father, female) => {
    const p = RU_PATRONYMICS[father[0]] ?? [`${father[0]}ович`, `${father[1]}ovich`];
    return female ? [p[0].replace(/ич$/, 'на'), p[1].replace(/ich$/, 'na')] : p;
  },
  streets: words(
    'ул. Тверская:Tverskaya St.|ул. Ленина:Lenina St.|пр-т Мира:Mira Ave.|ул. Садовая:Sadovaya St.|Ленинградский пр-т:Leningradsky Ave.|ул. Гагарина:Gagarina St.|ул. Советская:Sovetskaya St.|Невский пр-т:Nevsky Ave.|ул. Пушкина:Pushkina St.|ул. Кирова:Kirova St.|Кутузовский пр-т:Kutuzovsky Ave.|ул. Профсоюзная:Profsoyuznaya St.|ул. Абая:Abaya St.|пр-т Независимости:Nezavisimosti Ave.',
  ),
};

export const uk: Culture = {
  id: 'uk',
  language: 'uk',
  script: 'Cyrillic',
  gap: ' ',
  familyFirst: true,
  personGap: ' ',
  translit: 'any-ascii',
  patterns: ['B I:6', 'B:3', 'B G:1', 'P I:2'],
  brands: words(
    'Дніпро:Dnipro|Карпати:Karpaty|Світанок:Svitanok|Мрія:Mriia|Вектор:Vektor|Альфа:Alfa|Злагода:Zlahoda|Калина:Kalyna|Сокіл:Sokil|Оріон:Orion|Надія:Nadiia|Поділля:Podillia|Говерла:Hoverla|Десна:Desna|Явір:Yavir|Берегиня:Berehynia|Січ:Sich|Воля:Volia|Колос:Kolos|Ятрань:Yatran',
  ),
  famous: words('Нафтогаз:Naftogaz|Укрзалізниця:Ukrzaliznytsia|Приватбанк:PrivatBank'),
  industries: industryWords(
    'Технології:Technologies:software|Софт:Soft:software|ІТ Сервіс:IT Service:it_services|Телеком:Telecom:telecom|Електроніка:Electronics:electronics|Машбуд:Machine Building:machinery|Агро:Agro:agriculture|Агрохолдинг:Agroholding:agriculture|Будівництво:Construction:construction|Буд:Build:construction|Трейд:Trade:trade|Торговий Дім:Trading House:trade|Логістик:Logistic:logistics|Транс:Trans:trucking|Енерго:Energo:energy|Сонячна Енергія:Solar Energy:renewables|Нафтогаз:Oil & Gas:oil_gas|Метал:Metal:steel|Фарм:Pharm:pharma|Продукт:Food Products:food|Інвест:Invest:investment|Фінанс:Finance:finance|Консалтинг:Consulting:consulting|Медіа:Media:media|Нерухомість:Real Estate:real_estate|Девелопмент:Development:real_estate|Меблі:Furniture:furniture|Текстиль:Textile:textiles|Хім:Chem:chemicals|Пласт:Plast:plastics|Авто:Auto:automotive|Охорона:Security:security|Друк:Print:printing|Тур:Tour:travel|Страхування:Insurance:insurance|Освіта:Education:education',
  ),
  generic: words('Груп:Group|Інтернешнл:International|Плюс:Plus|Сервіс:Service'),
  surnames: words(
    'Шевченко:Shevchenko|Коваленко:Kovalenko|Бондаренко:Bondarenko|Ткаченко:Tkachenko|Кравченко:Kravchenko|Олійник:Oliinyk|Шевчук:Shevchuk|Коваль:Koval|Поліщук:Polishchuk|Бондар:Bondar|Мельник:Melnyk|Бойко:Boiko|Мороз:Moroz|Лисенко:Lysenko|Марченко:Marchenko|Руденко:Rudenko|Савченко:Savchenko|Петренко:Petrenko|Клименко:Klymenko|Павленко:Pavlenko',
  ),
  male: words(
    'Олександр:Oleksandr|Сергій:Serhii|Андрій:Andrii|Дмитро:Dmytro|Володимир:Volodymyr|Іван:Ivan|Микола:Mykola|Юрій:Yurii|Олег:Oleh|Василь:Vasyl|Віктор:Viktor|Тарас:Taras|Богдан:Bohdan',
  ),
  female: words(
    'Олена:Olena|Наталія:Nataliia|Тетяна:Tetiana|Ірина:Iryna|Оксана:Oksana|Юлія:Yuliia|Світлана:Svitlana|Марія:Mariia|Анна:Anna|Людмила:Liudmyla|Катерина:Kateryna|Галина:Halyna',
  ),
  patronymic: (father, female) => {
    const p = UK_PATRONYMICS[father[0]] ?? [`${father[0]}ович`, `${father[1]}ovych`];
    if (!female) return p;
    return [
      p[0].replace(/йович$/, 'ївна').replace(/ович$/, 'івна'),
      p[1]
        .replace(/iiovych$/, 'iivna')
        .replace(/aiovych$/, 'aivna')
        .replace(/ovych$/, 'ivna'),
    ];
  },
  streets: words(
    'вул. Хрещатик:Khreshchatyk St.|вул. Шевченка:Shevchenka St.|просп. Перемоги:Peremohy Ave.|вул. Соборна:Soborna St.|вул. Грушевського:Hrushevskoho St.|вул. Велика Васильківська:Velyka Vasylkivska St.|просп. Степана Бандери:Stepana Bandery Ave.|вул. Січових Стрільців:Sichovykh Striltsiv St.',
  ),
};

export const bg: Culture = {
  id: 'bg',
  language: 'bg',
  script: 'Cyrillic',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'any-ascii',
  patterns: ['B I:6', 'B:3', 'S I:1', 'P I:1'],
  brands: words(
    'Балкан:Balkan|Витоша:Vitosha|Пирин:Pirin|Рила:Rila|Тракия:Trakia|Дунав:Dunav|Странджа:Strandzha|Орфей:Orfey|Сердика:Serdika|Европа:Evropa|Марица:Maritsa|Черно Море:Cherno More|Арда:Arda|Родопи:Rodopi|Стара Планина:Stara Planina|Мадара:Madara',
  ),
  famous: words('Булгаргаз:Bulgargaz|Софарма:Sopharma'),
  industries: industryWords(
    'Технолоджис:Technologies:software|Софтуер:Software:software|ИТ Сървисис:IT Services:it_services|Телеком:Telecom:telecom|Електроникс:Electronics:electronics|Машини:Machinery:machinery|Строй:Construction:construction|Строителство:Construction:construction|Трейд:Trade:trade|Търговия:Trading:trade|Логистика:Logistics:logistics|Транс:Trans:trucking|Енерджи:Energy:energy|Солар:Solar:renewables|Фарма:Pharma:pharma|Фууд:Food:food|Инвест:Invest:investment|Финанс:Finance:finance|Консулт:Consult:consulting|Медиа:Media:media|Пропъртис:Properties:real_estate|Мебели:Furniture:furniture|Текстил:Textile:textiles|Агро:Agro:agriculture|Туризъм:Tourism:travel|Холдинг:Holding:holding|Хотел:Hotel:hotels|Ауто:Auto:automotive|Кемикълс:Chemicals:chemicals|Охрана:Security:security|Печат:Print:printing|Застраховане:Insurance:insurance|Вино:Wine:beverages',
  ),
  generic: words('Груп:Group|Интернешънъл:International|Къмпани:Company'),
  surnames: words(
    'Иванов:Ivanov|Георгиев:Georgiev|Димитров:Dimitrov|Петров:Petrov|Николов:Nikolov|Христов:Hristov|Стоянов:Stoyanov|Тодоров:Todorov|Илиев:Iliev|Василев:Vasilev|Атанасов:Atanasov|Петков:Petkov|Ангелов:Angelov|Колев:Kolev',
  ),
  male: words(
    'Георги:Georgi|Иван:Ivan|Димитър:Dimitar|Николай:Nikolay|Петър:Petar|Христо:Hristo|Стоян:Stoyan|Тодор:Todor|Васил:Vasil|Александър:Aleksandar',
  ),
  female: words(
    'Мария:Maria|Иванка:Ivanka|Елена:Elena|Йорданка:Yordanka|Пенка:Penka|Десислава:Desislava|Милена:Milena|Цветелина:Tsvetelina|Габриела:Gabriela',
  ),
  feminine: RU_FEMININE,
  streets: words(
    'бул. Витоша:Vitosha Blvd.|бул. Цариградско шосе:Tsarigradsko Shose Blvd.|ул. Граф Игнатиев:Graf Ignatiev St.|бул. България:Bulgaria Blvd.|ул. Раковски:Rakovski St.|бул. Мария Луиза:Maria Luiza Blvd.|ул. Шипка:Shipka St.|бул. Христо Ботев:Hristo Botev Blvd.',
  ),
};

export const srCyrl: Culture = {
  id: 'sr-Cyrl',
  language: 'sr',
  script: 'Cyrillic',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'any-ascii',
  patterns: ['B I:6', 'B:2', 'S I:2', 'P I:1'],
  brands: words(
    'Морава:Morava|Дунав:Dunav|Авала:Avala|Копаоник:Kopaonik|Шумадија:Šumadija|Сава:Sava|Тара:Tara|Змај:Zmaj|Звезда:Zvezda|Исток:Istok|Напредак:Napredak|Слога:Sloga|Јединство:Jedinstvo|Вардар:Vardar|Охрид:Ohrid|Пелистер:Pelister',
  ),
  famous: words('Нафтна Индустрија:Naftna Industrija|Телеком Србија:Telekom Srbija'),
  industries: industryWords(
    'Технологије:Technologies:software|Софтвер:Software:software|Инжењеринг:Engineering:engineering|Градња:Construction:construction|Трговина:Trade:trade|Промет:Trade:trade|Транспорт:Transport:trucking|Логистика:Logistics:logistics|Енергија:Energy:energy|Фарм:Pharm:pharma|Агро:Agro:agriculture|Инвест:Invest:investment|Консалтинг:Consulting:consulting|Медиа:Media:media|Некретнине:Real Estate:real_estate|Намештај:Furniture:furniture|Текстил:Textile:textiles|Метал:Metal:steel|Хемија:Chemistry:chemicals|Пластика:Plastics:plastics|Електроника:Electronics:electronics|Телеком:Telecom:telecom|Туризам:Tourism:travel|Прехрана:Food:food|Ауто:Auto:automotive|Штампарија:Printing:printing|Обезбеђење:Security:security|Осигурање:Insurance:insurance|Холдинг:Holding:holding',
  ),
  generic: words('Груп:Group|Интернационал:International'),
  surnames: words(
    'Јовановић:Jovanović|Петровић:Petrović|Николић:Nikolić|Марковић:Marković|Ђорђевић:Đorđević|Стојановић:Stojanović|Илић:Ilić|Станковић:Stanković|Павловић:Pavlović|Милошевић:Milošević|Поповић:Popović|Ђукић:Đukić|Томић:Tomić|Костић:Kostić|Стојановски:Stojanovski|Трајковски:Trajkovski',
  ),
  male: words(
    'Никола:Nikola|Марко:Marko|Стефан:Stefan|Милош:Miloš|Драган:Dragan|Зоран:Zoran|Небојша:Nebojša|Александар:Aleksandar|Душан:Dušan|Милан:Milan',
  ),
  female: words('Милица:Milica|Јелена:Jelena|Ана:Ana|Марија:Marija|Драгана:Dragana|Снежана:Snežana|Ивана:Ivana|Тамара:Tamara'),
  streets: words(
    'Булевар краља Александра:Bulevar kralja Aleksandra|Кнез Михаилова:Knez Mihailova|Булевар Михајла Пупина:Bulevar Mihajla Pupina|Немањина:Nemanjina|Таковска:Takovska|Булевар ослобођења:Bulevar oslobođenja|Македонија:Makedonija|Партизански одреди:Partizanski odredi',
  ),
};

export const mn: Culture = {
  id: 'mn',
  language: 'mn',
  script: 'Cyrillic',
  gap: ' ',
  familyFirst: true,
  personGap: ' ',
  translit: 'any-ascii',
  patterns: ['B I:6', 'B:2', 'B G:2'],
  brands: words(
    'Монгол:Mongol|Алтай:Altai|Хангай:Khangai|Говь:Gobi|Тэнгэр:Tenger|Есөн Эрдэнэ:Yesön Erdene|Чингис:Chinggis|Од:Od|Нар:Nar|Хүслэн:Khüslen|Эрдэнэс:Erdenes|Тал:Tal|Хөх Тэнгэр:Khökh Tenger|Сүлд:Süld',
  ),
  famous: words('Таван толгой:Tavan Tolgoi|Оюу толгой:Oyu Tolgoi'),
  industries: industryWords(
    'Трейд:Trade:trade|Худалдаа:Trading:trade|Констракшн:Construction:construction|Барилга:Construction:construction|Майнинг:Mining:mining|Уул Уурхай:Mining:mining|Ложистик:Logistics:logistics|Тээвэр:Transport:trucking|Энерги:Energy:energy|Технологи:Technology:software|Аялал:Travel:travel|Хөрөнгө Оруулалт:Investment:investment|Хүнс:Food:food|Ноолуур:Cashmere:textiles|Агро:Agro:agriculture|Медиа:Media:media|Даатгал:Insurance:insurance|Зочид Буудал:Hotel:hotels',
  ),
  generic: words('Групп:Group|Интернэшнл:International'),
  // Mongolians are listed by father's name and own name; the "surnames" here are fathers' names.
  surnames: words(
    'Батбаяр:Batbayar|Ганбаатар:Ganbaatar|Эрдэнэбат:Erdenebat|Мөнхбат:Munkhbat|Баатар:Baatar|Бат-Эрдэнэ:Bat-Erdene|Нямдорж:Nyamdorj|Пүрэвдорж:Purevdorj|Цэрэн:Tseren|Дорж:Dorj',
  ),
  male: words(
    'Ганболд:Ganbold|Бат-Очир:Bat-Ochir|Тэмүүжин:Temuujin|Мөнх-Эрдэнэ:Munkh-Erdene|Болд:Bold|Түмэн:Tumen|Энхбаяр:Enkhbayar|Сүхбаатар:Sukhbaatar',
  ),
  female: words(
    'Сарангэрэл:Sarangerel|Оюунчимэг:Oyunchimeg|Наран:Naran|Цэцэг:Tsetseg|Энхжаргал:Enkhjargal|Болормаа:Bolormaa|Ариунаа:Ariunaa',
  ),
  streets: words(
    'Энхтайвны өргөн чөлөө:Peace Avenue|Чингисийн өргөн чөлөө:Chinggis Avenue|Сөүлийн гудамж:Seoul Street|Их тойруу:Ikh Toiruu|Бага тойруу:Baga Toiruu',
  ),
};

import { industryWords, reEnd, words, type Culture } from './types.ts';

/** Greek names (Greece, Cyprus): Α.Ε., Ε.Π.Ε., Ι.Κ.Ε. after the name; women's surnames in the genitive. */
export const el: Culture = {
  id: 'el',
  language: 'el',
  script: 'Greek',
  gap: ' ',
  familyFirst: false,
  personGap: ' ',
  translit: 'any-ascii',
  patterns: ['B I:7', 'S I:3', 'H B I|B I H:1', 'B G:1', 'B:1', 'S X:1'],
  brands: words(
    'Όλυμπος:Olympos|Αιγαίο:Aigaio|Ερμής:Ermis|Αθηνά:Athina|Ποσειδών:Poseidon|Ήλιος:Ilios|Δήλος:Dilos|Κρήτη:Kriti|Μακεδονία:Makedonia|Πήγασος:Pigasos|Άλφα:Alfa|Δέλτα:Delta|Ωμέγα:Omega|Αστήρ:Astir|Ιόνιο:Ionio|Αργώ:Argo|Ορίζων:Orizon|Πρότυπο:Protypo|Νέα Εποχή:Nea Epochi|Αρχιμήδης:Archimidis|Πρόοδος:Proodos|Ακρόπολις:Akropolis|Δωδεκάνησα:Dodekanisa|Θεσσαλία:Thessalia|Αχαΐα:Achaia',
  ),
  famous: words('Ολυμπιακή:Olympiaki|Ελληνικά Πετρέλαια:Hellenic Petroleum'),
  industries: industryWords(
    'Τεχνολογίες:Technologies:software|Λογισμικό:Software:software|Πληροφορική:Informatics:it_services|Τηλεπικοινωνίες:Telecommunications:telecom|Ηλεκτρονικά:Electronics:electronics|Μηχανήματα:Machinery:machinery|Αυτοκίνητα:Automobiles:automotive|Ανταλλακτικά:Spare Parts:auto_parts|Μεταλλουργία:Metallurgy:steel|Χημικά:Chemicals:chemicals|Πλαστικά:Plastics:plastics|Φαρμακευτική:Pharmaceuticals:pharma|Ιατρικά:Medical:medical|Ιατρικό Κέντρο:Medical Centre:health_care|Τρόφιμα:Foods:food|Ποτά:Beverages:beverages|Κλωστοϋφαντουργία:Textiles:textiles|Ενδύματα:Apparel:apparel|Έπιπλα:Furniture:furniture|Καλλυντικά:Cosmetics:cosmetics|Κοσμήματα:Jewellery:jewellery|Κατασκευαστική:Construction:construction|Τεχνική:Technical:civil_works|Ακίνητα:Real Estate:real_estate|Μελετητική:Engineering:engineering|Ενέργεια:Energy:energy|Φωτοβολταϊκά:Photovoltaics:renewables|Πετρέλαια:Petroleum:oil_gas|Ναυτιλιακή:Shipping:shipping|Μεταφορές:Transport:trucking|Εφοδιαστική:Logistics:logistics|Εμπορική:Trading:trade|Εισαγωγές Εξαγωγές:Import Export:import_export|Ξενοδοχειακή:Hotels:hotels|Τουριστική:Tourism:travel|Εστίαση:Catering:restaurants|Εκδόσεις:Publishing:publishing|Διαφήμιση:Advertising:advertising|Σύμβουλοι:Consultants:consulting|Λογιστικά:Accounting:accounting|Συμμετοχών:Holdings:holding|Επενδύσεις:Investments:investment|Ασφαλιστική:Insurance:insurance|Εκπαιδευτική:Education:education|Αγροτική:Agricultural:agriculture|Εκτυπώσεις:Printing:printing|Ανακύκλωση:Recycling:waste',
  ),
  head: words('Όμιλος:Group|Ελληνική:Hellenic'),
  generic: words('Διεθνής:International'),
  sons: ['& Υιοί', '& Sons'],
  surnames: words(
    'Παπαδόπουλος:Papadopoulos|Παπαδάκης:Papadakis|Γεωργίου:Georgiou|Οικονόμου:Oikonomou|Νικολαΐδης:Nikolaidis|Παπαγεωργίου:Papageorgiou|Βασιλείου:Vasileiou|Ιωάννου:Ioannou|Καραγιάννης:Karagiannis|Μακρής:Makris|Αντωνίου:Antoniou|Δημητρίου:Dimitriou|Κωνσταντινίδης:Konstantinidis|Αλεξίου:Alexiou|Πετρόπουλος:Petropoulos|Σταματόπουλος:Stamatopoulos|Χατζηδάκης:Chatzidakis|Λαμπράκης:Lamprakis',
  ),
  male: words(
    'Γιώργος:Giorgos|Γιάννης:Giannis|Κωνσταντίνος:Konstantinos|Δημήτρης:Dimitris|Νίκος:Nikos|Παναγιώτης:Panagiotis|Βασίλης:Vasilis|Χρήστος:Christos|Αθανάσιος:Athanasios|Μιχάλης:Michalis|Σπύρος:Spyros|Αντώνης:Antonis',
  ),
  female: words(
    'Μαρία:Maria|Ελένη:Eleni|Αικατερίνη:Aikaterini|Βασιλική:Vasiliki|Σοφία:Sofia|Αγγελική:Angeliki|Γεωργία:Georgia|Δήμητρα:Dimitra|Κωνσταντίνα:Konstantina|Παρασκευή:Paraskevi|Ευαγγελία:Evangelia|Χριστίνα:Christina',
  ),
  // Women carry the genitive of the family name: Παπαδόπουλος → Παπαδοπούλου, Μακρής → Μακρή.
  feminine: (s) =>
    reEnd(s, [
      [/όπουλος$/, 'οπούλου', /opoulos$/, 'opoulou'],
      [/ίδης$/, 'ίδου', /idis$/, 'idou'],
      [/ΐδης$/, 'ΐδου', /idis$/, 'idou'],
      [/ος$/, 'ου', /os$/, 'ou'],
      [/ης$/, 'η', /is$/, 'i'],
      [/ας$/, 'α', /as$/, 'a'],
    ]),
  streets: words(
    'Λεωφόρος Κηφισίας:Kifisias Avenue|Λεωφόρος Συγγρού:Syngrou Avenue|Ερμού:Ermou|Λεωφόρος Βασιλίσσης Σοφίας:Vasilissis Sofias Avenue|Σταδίου:Stadiou|Πανεπιστημίου:Panepistimiou|Λεωφόρος Μεσογείων:Mesogeion Avenue|Τσιμισκή:Tsimiski|Εγνατία:Egnatia|Λεωφόρος Αλεξάνδρας:Alexandras Avenue|Μακαρίου:Makariou|Αρχιεπισκόπου Κυπριανού:Archiepiskopou Kyprianou',
  ),
};

/**
 * Who makes (or packs, or imports) each seeded brand, as a listing must name them under the
 * Legal Metrology (Packaged Commodities) Rules. The companies and the cities of their offices
 * are the real ones behind these brands; customer-care numbers and FSSAI licences are generated
 * (see facts.ts), never copied from a real pack.
 */
export interface Maker {
  name: string;
  address: string;
  /** the domain of the care email address */
  domain: string;
}

const m = (name: string, address: string, domain: string): Maker => ({ name, address, domain });

const HUL = m(
  'Hindustan Unilever Limited',
  'Unilever House, B.D. Sawant Marg, Chakala, Andheri (East), Mumbai 400099, Maharashtra',
  'hul.co.in',
);
const ITC = m(
  'ITC Limited',
  'Virginia House, 37 J.L. Nehru Road, Kolkata 700071, West Bengal',
  'itc.in',
);
const NESTLE = m(
  'Nestlé India Limited',
  '100/101 World Trade Centre, Barakhamba Lane, New Delhi 110001',
  'in.nestle.com',
);
const TATA = m(
  'Tata Consumer Products Limited',
  '1 Bishop Lefroy Road, Kolkata 700020, West Bengal',
  'tataconsumer.com',
);
const AWL = m(
  'AWL Agri Business Limited',
  'Fortune House, Near Navrangpura Railway Crossing, Ahmedabad 380009, Gujarat',
  'adaniwilmar.in',
);
const MARICO = m(
  'Marico Limited',
  'Grande Palladium, 175 CST Road, Kalina, Santacruz (East), Mumbai 400098, Maharashtra',
  'marico.com',
);
const DABUR = m('Dabur India Limited', '8/3 Asaf Ali Road, New Delhi 110002', 'dabur.com');
const PG = m(
  'Procter & Gamble Home Products Private Limited',
  'P&G Plaza, Cardinal Gracias Road, Chakala, Andheri (East), Mumbai 400099, Maharashtra',
  'pg.com',
);
const RECKITT = m(
  'Reckitt Benckiser (India) Private Limited',
  'Plot No. 48, Institutional Area, Sector 32, Gurugram 122001, Haryana',
  'reckitt.com',
);
const GODREJ = m(
  'Godrej Consumer Products Limited',
  'Godrej One, Pirojshanagar, Eastern Express Highway, Vikhroli (East), Mumbai 400079, Maharashtra',
  'godrejcp.com',
);
const COLGATE = m(
  'Colgate-Palmolive (India) Limited',
  'Colgate Research Centre, Main Street, Hiranandani Gardens, Powai, Mumbai 400076, Maharashtra',
  'colpal.com',
);
const AMUL = m(
  'Gujarat Co-operative Milk Marketing Federation Ltd.',
  'Amul Dairy Road, Anand 388001, Gujarat',
  'amul.coop',
);
const MOTHER_DAIRY = m(
  'Mother Dairy Fruit & Vegetable Private Limited',
  'Patparganj Industrial Area, Delhi 110092',
  'motherdairy.com',
);
const BRITANNIA = m(
  'Britannia Industries Limited',
  '5/1A Hungerford Street, Kolkata 700017, West Bengal',
  'britindia.com',
);
const PEPSICO = m(
  'PepsiCo India Holdings Private Limited',
  'Pioneer Square, Sector 62, Golf Course Extension Road, Gurugram 122101, Haryana',
  'pepsico.com',
);
const COCA_COLA = m(
  'Hindustan Coca-Cola Beverages Private Limited',
  'Enkay Towers, Udyog Vihar Phase V, Gurugram 122016, Haryana',
  'coca-cola.com',
);
const MONDELEZ = m(
  'Mondelez India Foods Private Limited',
  'Indiabulls Finance Centre, Senapati Bapat Marg, Elphinstone Road, Mumbai 400013, Maharashtra',
  'mdlzindia.com',
);
const PATANJALI_FOODS = m(
  'Patanjali Foods Limited',
  'Ruchi House, Royal Palms, Aarey Milk Colony, Goregaon (East), Mumbai 400065, Maharashtra',
  'patanjalifoods.com',
);
const PATANJALI = m(
  'Patanjali Ayurved Limited',
  'D-38, Industrial Area, Haridwar 249401, Uttarakhand',
  'patanjaliayurved.org',
);
const CARGILL = m(
  'Cargill India Private Limited',
  'DLF Cyber City, Tower 9A, DLF Phase II, Gurugram 122002, Haryana',
  'cargill.com',
);
const ZYDUS = m(
  'Zydus Wellness Limited',
  'Zydus Corporate Park, S. G. Highway, Khoraj, Ahmedabad 382481, Gujarat',
  'zyduswellness.com',
);
const KENVUE = m(
  'Kenvue India Private Limited',
  'Arena Space, Jogeshwari-Vikhroli Link Road, Jogeshwari (East), Mumbai 400060, Maharashtra',
  'kenvue.com',
);
const EMAMI = m(
  'Emami Limited',
  'Emami Tower, 687 Anandapur, E.M. Bypass, Kolkata 700107, West Bengal',
  'emamiltd.in',
);
const JYOTHY = m(
  'Jyothy Labs Limited',
  'Ujala House, Ram Krishna Mandir Road, Kondivita, Andheri (East), Mumbai 400059, Maharashtra',
  'jyothylabs.com',
);
const CAMLIN = m(
  'Kokuyo Camlin Limited',
  'Hilton House, Central Road, MIDC, Andheri (East), Mumbai 400093, Maharashtra',
  'kokuyocamlin.com',
);
const HINDUSTAN_PENCILS = m(
  'Hindustan Pencils Private Limited',
  '510 Himalaya House, Dr. D. N. Road, Fort, Mumbai 400001, Maharashtra',
  'hindustanpencils.com',
);
const PIDILITE = m(
  'Pidilite Industries Limited',
  'Regent Chambers, Jamnalal Bajaj Marg, Nariman Point, Mumbai 400021, Maharashtra',
  'pidilite.com',
);
const THREE_M = m(
  '3M India Limited',
  'Concorde Block, UB City, 24 Vittal Mallya Road, Bengaluru 560001, Karnataka',
  '3m.com',
);
const PARAG = m(
  'Parag Milk Foods Limited',
  'Awasari Phata, Manchar, Ambegaon, Pune 410503, Maharashtra',
  'paragmilkfoods.com',
);
const NANDINI = m(
  "Karnataka Co-operative Milk Producers' Federation Limited",
  'KMF Complex, Dr. M. H. Marigowda Road, Bengaluru 560029, Karnataka',
  'kmfnandini.coop',
);
const HIMALAYA = m(
  'Himalaya Wellness Company',
  'Makali, Tumkur Road, Bengaluru 562162, Karnataka',
  'himalayawellness.in',
);
const GOOD_LIFE = m(
  'Reliance Retail Limited',
  'Court House, Lokmanya Tilak Marg, Dhobi Talao, Mumbai 400002, Maharashtra',
  'ril.com',
);
const SRESTA = m(
  'Sresta Natural Bioproducts Private Limited',
  'Plot No. 1-2, Kompally, Secunderabad 500014, Telangana',
  '24mantra.com',
);
const KIRANA = m(
  'Kirana Retail Private Limited (packed for Kirana Select)',
  'Plot No. 14, KIADB Industrial Area, Hoskote, Bengaluru 562114, Karnataka',
  'kirana.example',
);
/** What an imported product's label names: the importer in India. */
const IMPORTER = m(
  'Gourmet Imports India Private Limited (importer)',
  'Unit 7, Bhiwandi Logistics Park, Bhiwandi, Thane 421302, Maharashtra',
  'gourmetimports.in',
);

/** A brand's maker; a brand listed under several companies is keyed "Brand@top-category-slug". */
export const BRAND_MAKERS: Record<string, Maker> = {
  // ITC
  Aashirvaad: ITC,
  Sunfeast: ITC,
  Bingo: ITC,
  Yippee: ITC,
  Classmate: ITC,
  Mangaldeep: ITC,
  Nimyle: ITC,
  // Hindustan Unilever
  Kissan: HUL,
  'Brooke Bond': HUL,
  Lipton: HUL,
  Bru: HUL,
  Horlicks: HUL,
  Boost: HUL,
  'Surf Excel': HUL,
  Rin: HUL,
  Wheel: HUL,
  Vim: HUL,
  Domex: HUL,
  Comfort: HUL,
  Dove: HUL,
  Lifebuoy: HUL,
  Lux: HUL,
  Pears: HUL,
  Sunsilk: HUL,
  'Clinic Plus': HUL,
  'Close-Up': HUL,
  Pepsodent: HUL,
  Vaseline: HUL,
  Lakme: HUL,
  Indulekha: HUL,
  // Nestlé
  Maggi: NESTLE,
  Nescafe: NESTLE,
  Nestle: NESTLE,
  // Tata Consumer
  'Tata Tea': TATA,
  'Tata Sampann': TATA,
  Tata: TATA,
  Tetley: TATA,
  Himalayan: TATA,
  'Organic India': TATA,
  // Adani Wilmar
  Fortune: AWL,
  Kohinoor: AWL,
  // Marico
  Saffola: MARICO,
  Parachute: MARICO,
  // Dabur
  Dabur: DABUR,
  Real: DABUR,
  Odonil: DABUR,
  Badshah: DABUR,
  // P&G
  Tide: PG,
  Ariel: PG,
  'Ambi Pur': PG,
  Pampers: PG,
  Whisper: PG,
  Gillette: PG,
  'Oral-B': PG,
  'Head & Shoulders': PG,
  Pantene: PG,
  // Reckitt
  Dettol: RECKITT,
  Lizol: RECKITT,
  Harpic: RECKITT,
  Mortein: RECKITT,
  Colin: RECKITT,
  // Godrej
  'Good Knight': GODREJ,
  Hit: GODREJ,
  Cinthol: GODREJ,
  'Godrej aer': GODREJ,
  Ezee: GODREJ,
  'Park Avenue': GODREJ,
  Colgate: COLGATE,
  // dairies
  Amul: AMUL,
  'Mother Dairy': MOTHER_DAIRY,
  Dhara: MOTHER_DAIRY,
  Nandini: NANDINI,
  Go: PARAG,
  Gowardhan: PARAG,
  Britannia: BRITANNIA,
  // PepsiCo, Coca-Cola, Mondelez
  Kurkure: PEPSICO,
  Doritos: PEPSICO,
  Tropicana: PEPSICO,
  Quaker: PEPSICO,
  Aquafina: PEPSICO,
  Maaza: COCA_COLA,
  Kinley: COCA_COLA,
  Cadbury: MONDELEZ,
  Nutrela: PATANJALI_FOODS,
  Patanjali: PATANJALI,
  'Nature Fresh': CARGILL,
  Gemini: CARGILL,
  Complan: ZYDUS,
  Stayfree: KENVUE,
  Listerine: KENVUE,
  Navratna: EMAMI,
  Boroplus: EMAMI,
  Ujala: JYOTHY,
  Exo: JYOTHY,
  Pril: JYOTHY,
  Camlin: CAMLIN,
  Camel: CAMLIN,
  Apsara: HINDUSTAN_PENCILS,
  Natraj: HINDUSTAN_PENCILS,
  Fevicol: PIDILITE,
  Fevistik: PIDILITE,
  'Scotch-Brite': THREE_M,
  'Post-it': THREE_M,
  Himalaya: HIMALAYA,
  'Good Life': GOOD_LIFE,
  '24 Mantra Organic': SRESTA,
  'Kirana Select': KIRANA,
  Bisleri: m(
    'Bisleri International Private Limited',
    'Western Express Highway, Andheri (East), Mumbai 400099, Maharashtra',
    'bisleri.com',
  ),
  MTR: m(
    'MTR Foods Private Limited',
    '100 Feet Inner Ring Road, Ejipura, Bengaluru 560047, Karnataka',
    'mtrfoods.com',
  ),
  Parle: m(
    'Parle Products Private Limited',
    'North Level Crossing, Vile Parle (East), Mumbai 400057, Maharashtra',
    'parleproducts.com',
  ),
  Everest: m(
    'Everest Food Products Private Limited',
    'Plot No. 10, MIDC, Wagle Industrial Estate, Thane 400604, Maharashtra',
    'everestspices.com',
  ),
  MDH: m(
    'Mahashian Di Hatti Private Limited',
    '9/44 Kirti Nagar Industrial Area, New Delhi 110015',
    'mdhspices.com',
  ),
  Catch: m(
    'DS Spiceco Private Limited',
    'DS House, Plot No. 1, Sector 32, Noida 201301, Uttar Pradesh',
    'dsgroup.com',
  ),
  Eastern: m(
    'Eastern Condiments Private Limited',
    'Eastern Corporate Office, Kadavanthra, Kochi 682020, Kerala',
    'easternindia.com',
  ),
  Aachi: m(
    'Aachi Masala Foods Private Limited',
    '1/176 Poonamallee High Road, Maduravoyal, Chennai 600095, Tamil Nadu',
    'aachifoods.com',
  ),
  'India Gate': m('KRBL Limited', 'C-32, Sector 62, Noida 201301, Uttar Pradesh', 'krblrice.com'),
  Daawat: m(
    'LT Foods Limited',
    'Unit 134, Rectangle One, Saket District Centre, New Delhi 110017',
    'ltgroup.in',
  ),
  'Organic Tattva': m(
    'Mehrotra Consumer Products Private Limited',
    'B-25, Sector 57, Noida 201301, Uttar Pradesh',
    'organictattva.in',
  ),
  Bikaji: m(
    'Bikaji Foods International Limited',
    'F-196-199, Bichhwal Industrial Area, Bikaner 334006, Rajasthan',
    'bikaji.com',
  ),
  Bikano: m(
    'Bikanervala Foods Private Limited',
    'B-35, Lawrence Road Industrial Area, New Delhi 110035',
    'bikano.com',
  ),
  Balaji: m(
    'Balaji Wafers Private Limited',
    'Survey No. 82, Vajdi (Virda), Kalawad Road, Rajkot 360021, Gujarat',
    'balajiwafers.com',
  ),
  'Wagh Bakri': m(
    'Gujarat Tea Processors & Packers Limited',
    'Wagh Bakri House, Opp. Anand Nagar, Ahmedabad 380015, Gujarat',
    'waghbakritea.com',
  ),
  Continental: m(
    'CCL Products (India) Limited',
    'Duggirala, Guntur 522330, Andhra Pradesh',
    'cclproducts.com',
  ),
  Happilo: m(
    'Happilo International Private Limited',
    'No. 26, 1st Main Road, Peenya 2nd Stage, Bengaluru 560058, Karnataka',
    'happilo.com',
  ),
  Santoor: m(
    'Wipro Enterprises (P) Limited',
    'Doddakannelli, Sarjapur Road, Bengaluru 560035, Karnataka',
    'wipro.com',
  ),
  'Mysore Sandal': m(
    'Karnataka Soaps and Detergents Limited',
    'Bengaluru-Pune Highway, Rajajinagar, Bengaluru 560055, Karnataka',
    'mysoresandal.co.in',
  ),
  Prestige: m(
    'TTK Prestige Limited',
    'Brigade Towers, 135 Brigade Road, Bengaluru 560025, Karnataka',
    'ttkprestige.com',
  ),
  Hawkins: m(
    'Hawkins Cookers Limited',
    'Maker Tower F-101, Cuffe Parade, Mumbai 400005, Maharashtra',
    'hawkinscookers.com',
  ),
  Milton: m(
    'Hamilton Housewares Private Limited',
    'Hamilton House, Marol Industrial Area, Andheri (East), Mumbai 400093, Maharashtra',
    'milton.in',
  ),
  Cello: m(
    'Cello World Limited',
    'Cello House, Corporate Avenue, Goregaon (East), Mumbai 400063, Maharashtra',
    'celloworld.com',
  ),
  Borosil: m(
    'Borosil Limited',
    '1101 Crescenzo, G-Block, Bandra Kurla Complex, Mumbai 400051, Maharashtra',
    'borosil.com',
  ),
  Doms: m(
    'DOMS Industries Limited',
    'J-19, GIDC, Umbergaon, Valsad 396171, Gujarat',
    'domsindia.com',
  ),
  Cycle: m(
    'N. Ranga Rao & Sons Private Limited',
    'Ranga Rao Road, Mysuru 570008, Karnataka',
    'cycle.in',
  ),
  'Pigeon@kitchen-household-supplies': m(
    'Stovekraft Limited',
    '81/1 Harohalli Industrial Area, Kanakapura Taluk, Ramanagara 562112, Karnataka',
    'stovekraft.com',
  ),
  // imported: the importer is named, and the country of origin is not India
  Pringles: IMPORTER,
  'Ferrero Rocher': IMPORTER,
  Twinings: IMPORTER,
  Davidoff: IMPORTER,
  Figaro: IMPORTER,
  Disano: IMPORTER,
  Sebamed: IMPORTER,
  Uniball: IMPORTER,
};

/** Where the imported brands come from; every other brand is made in India. */
export const IMPORTED_FROM: Record<string, string> = {
  Pringles: 'Malaysia',
  'Ferrero Rocher': 'Italy',
  Twinings: 'United Kingdom',
  Davidoff: 'Germany',
  Figaro: 'Spain',
  Disano: 'Spain',
  Sebamed: 'Germany',
  Uniball: 'Japan',
};

/** Industrial areas a brand with no listed company is made in (picked by the brand's name). */
export const INDUSTRIAL_AREAS = [
  'Plot No. 42, MIDC Bhosari, Pune 411026, Maharashtra',
  'B-17, Sector 63, Noida 201301, Uttar Pradesh',
  'Plot No. 118, Phase II, IDA Cherlapally, Hyderabad 500051, Telangana',
  'No. 12, SIDCO Industrial Estate, Guindy, Chennai 600032, Tamil Nadu',
  'Plot No. 7, Sector 5, IMT Manesar, Gurugram 122050, Haryana',
  'Shed No. 21, Peenya Industrial Area, Bengaluru 560058, Karnataka',
  'Plot No. 303, GIDC Vatva, Ahmedabad 382445, Gujarat',
  'E-44, RIICO Industrial Area, Sitapura, Jaipur 302022, Rajasthan',
  'Plot No. 9, Sector 3, Pithampur, Dhar 454775, Madhya Pradesh',
  '2/6 Taratala Road, Kolkata 700088, West Bengal',
] as const;

/**
 * Demo data that `seedDemo` (../seed.ts) inserts into a new, empty database, so that a visitor of
 * the demo sees a living shop: the category tree, three buyers, eight makers with their studios
 * and 64 handmade products with descriptions in several languages.
 *
 * Everything here is fictional. E-mail addresses use the reserved `example.com` domain and web
 * pages the reserved `.example` top-level domain. Tax numbers, IBANs and EANs are made up but
 * carry valid check digits (Polish NIP weights, IBAN mod-97, EAN-13), so they pass the same
 * validation a real seller's data would. Prices are in EUR cents.
 */
import type { Locale } from '@kramik/contract';

export interface DemoName {
  'en-US': string;
  'pl-PL': string;
  'zh-CN': string;
  'de-DE': string;
  'sv-SE': string;
  'nb-NO': string;
}

export interface DemoCategory {
  slug: string;
  names: DemoName;
  subcategories: { slug: string; names: DemoName }[];
}

export interface DemoPerson {
  /** Stable key that products use to refer to their maker. */
  key: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** E.164. */
  phone: string;
  locale: Locale;
}

export interface DemoCompany {
  companyName: string;
  shortName: string;
  street: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  taxNumber: string;
  webPage: string | null;
  bic: string;
  iban: string;
  /** The maker's story, 2-4 sentences, English. */
  description: string;
}

export interface DemoMaker extends DemoPerson {
  company: DemoCompany;
}

export interface DemoProductVersion {
  locale: Locale;
  name: string;
  description: string;
  action: string;
  howToUse: string;
  composition: string;
}

export interface DemoProduct {
  /** `DemoMaker.key`. */
  maker: string;
  /** Category slug. */
  category: string;
  /** Slug of a subcategory of `category`. */
  subcategory: string;
  /** EUR cents. */
  priceAmount: number;
  specialOffer: boolean;
  condition: 'new' | 'used' | 'damaged';
  quantity: number;
  deliveryDays: number;
  ean: string;
  erpCode: string;
  sellerIndex: string;
  /** Created this many days before seeding, 1..400. */
  daysAgo: number;
  /** `en-US` first, then the other languages. */
  versions: DemoProductVersion[];
}

// ---- Categories: 12 x 4, the same taxonomy as shared/bench/gen-catalog.mjs ----------------------
export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: 'ceramics',
    names: {
      'en-US': 'Ceramics',
      'pl-PL': 'Ceramika',
      'zh-CN': '陶瓷',
      'de-DE': 'Keramik',
      'sv-SE': 'Keramik',
      'nb-NO': 'Keramikk',
    },
    subcategories: [
      {
        slug: 'mugs-cups',
        names: {
          'en-US': 'Mugs & Cups',
          'pl-PL': 'Kubki i filiżanki',
          'zh-CN': '马克杯与茶杯',
          'de-DE': 'Becher & Tassen',
          'sv-SE': 'Muggar & koppar',
          'nb-NO': 'Krus og kopper',
        },
      },
      {
        slug: 'vases',
        names: {
          'en-US': 'Vases',
          'pl-PL': 'Wazony',
          'zh-CN': '花瓶',
          'de-DE': 'Vasen',
          'sv-SE': 'Vaser',
          'nb-NO': 'Vaser',
        },
      },
      {
        slug: 'plates-bowls',
        names: {
          'en-US': 'Plates & Bowls',
          'pl-PL': 'Talerze i miski',
          'zh-CN': '盘碗',
          'de-DE': 'Teller & Schalen',
          'sv-SE': 'Tallrikar & skålar',
          'nb-NO': 'Tallerkener og boller',
        },
      },
      {
        slug: 'figurines',
        names: {
          'en-US': 'Figurines',
          'pl-PL': 'Figurki',
          'zh-CN': '陶瓷摆件',
          'de-DE': 'Figuren',
          'sv-SE': 'Figuriner',
          'nb-NO': 'Figurer',
        },
      },
    ],
  },
  {
    slug: 'jewellery',
    names: {
      'en-US': 'Jewellery',
      'pl-PL': 'Biżuteria',
      'zh-CN': '首饰',
      'de-DE': 'Schmuck',
      'sv-SE': 'Smycken',
      'nb-NO': 'Smykker',
    },
    subcategories: [
      {
        slug: 'necklaces',
        names: {
          'en-US': 'Necklaces',
          'pl-PL': 'Naszyjniki',
          'zh-CN': '项链',
          'de-DE': 'Halsketten',
          'sv-SE': 'Halsband',
          'nb-NO': 'Halskjeder',
        },
      },
      {
        slug: 'earrings',
        names: {
          'en-US': 'Earrings',
          'pl-PL': 'Kolczyki',
          'zh-CN': '耳环',
          'de-DE': 'Ohrringe',
          'sv-SE': 'Örhängen',
          'nb-NO': 'Øredobber',
        },
      },
      {
        slug: 'rings',
        names: {
          'en-US': 'Rings',
          'pl-PL': 'Pierścionki',
          'zh-CN': '戒指',
          'de-DE': 'Ringe',
          'sv-SE': 'Ringar',
          'nb-NO': 'Ringer',
        },
      },
      {
        slug: 'bracelets',
        names: {
          'en-US': 'Bracelets',
          'pl-PL': 'Bransoletki',
          'zh-CN': '手镯',
          'de-DE': 'Armbänder',
          'sv-SE': 'Armband',
          'nb-NO': 'Armbånd',
        },
      },
    ],
  },
  {
    slug: 'textiles',
    names: {
      'en-US': 'Textiles',
      'pl-PL': 'Tekstylia',
      'zh-CN': '纺织品',
      'de-DE': 'Textilien',
      'sv-SE': 'Textilier',
      'nb-NO': 'Tekstiler',
    },
    subcategories: [
      {
        slug: 'scarves',
        names: {
          'en-US': 'Scarves',
          'pl-PL': 'Szale i chusty',
          'zh-CN': '围巾',
          'de-DE': 'Schals & Tücher',
          'sv-SE': 'Sjalar',
          'nb-NO': 'Skjerf',
        },
      },
      {
        slug: 'blankets-throws',
        names: {
          'en-US': 'Blankets & Throws',
          'pl-PL': 'Koce i narzuty',
          'zh-CN': '毯子',
          'de-DE': 'Decken & Überwürfe',
          'sv-SE': 'Filtar & plädar',
          'nb-NO': 'Pledd og tepper',
        },
      },
      {
        slug: 'embroidery',
        names: {
          'en-US': 'Embroidery',
          'pl-PL': 'Hafty',
          'zh-CN': '刺绣',
          'de-DE': 'Stickerei',
          'sv-SE': 'Broderi',
          'nb-NO': 'Broderi',
        },
      },
      {
        slug: 'knitwear',
        names: {
          'en-US': 'Knitwear',
          'pl-PL': 'Dzianiny',
          'zh-CN': '针织品',
          'de-DE': 'Strickwaren',
          'sv-SE': 'Stickat',
          'nb-NO': 'Strikkevarer',
        },
      },
    ],
  },
  {
    slug: 'woodwork',
    names: {
      'en-US': 'Woodwork',
      'pl-PL': 'Wyroby z drewna',
      'zh-CN': '木工',
      'de-DE': 'Holzarbeiten',
      'sv-SE': 'Träslöjd',
      'nb-NO': 'Treverk',
    },
    subcategories: [
      {
        slug: 'kitchenware',
        names: {
          'en-US': 'Kitchenware',
          'pl-PL': 'Akcesoria kuchenne',
          'zh-CN': '厨具',
          'de-DE': 'Küchenutensilien',
          'sv-SE': 'Köksredskap',
          'nb-NO': 'Kjøkkenutstyr',
        },
      },
      {
        slug: 'carvings',
        names: {
          'en-US': 'Carvings',
          'pl-PL': 'Rzeźby w drewnie',
          'zh-CN': '木雕',
          'de-DE': 'Schnitzereien',
          'sv-SE': 'Träsniderier',
          'nb-NO': 'Treskjæring',
        },
      },
      {
        slug: 'boxes',
        names: {
          'en-US': 'Boxes',
          'pl-PL': 'Szkatułki',
          'zh-CN': '木盒',
          'de-DE': 'Schatullen',
          'sv-SE': 'Askar',
          'nb-NO': 'Esker',
        },
      },
      {
        slug: 'furniture',
        names: {
          'en-US': 'Small Furniture',
          'pl-PL': 'Małe meble',
          'zh-CN': '小家具',
          'de-DE': 'Kleinmöbel',
          'sv-SE': 'Småmöbler',
          'nb-NO': 'Småmøbler',
        },
      },
    ],
  },
  {
    slug: 'glass',
    names: {
      'en-US': 'Glass',
      'pl-PL': 'Szkło',
      'zh-CN': '玻璃',
      'de-DE': 'Glas',
      'sv-SE': 'Glas',
      'nb-NO': 'Glass',
    },
    subcategories: [
      {
        slug: 'stained-glass',
        names: {
          'en-US': 'Stained Glass',
          'pl-PL': 'Witraże',
          'zh-CN': '彩色玻璃',
          'de-DE': 'Glasmalerei',
          'sv-SE': 'Blyinfattat glas',
          'nb-NO': 'Glassmaleri',
        },
      },
      {
        slug: 'glassware',
        names: {
          'en-US': 'Glassware',
          'pl-PL': 'Naczynia szklane',
          'zh-CN': '玻璃器皿',
          'de-DE': 'Glaswaren',
          'sv-SE': 'Glasvaror',
          'nb-NO': 'Glassvarer',
        },
      },
      {
        slug: 'glass-beads',
        names: {
          'en-US': 'Glass Beads',
          'pl-PL': 'Koraliki szklane',
          'zh-CN': '玻璃珠',
          'de-DE': 'Glasperlen',
          'sv-SE': 'Glaspärlor',
          'nb-NO': 'Glassperler',
        },
      },
      {
        slug: 'glass-ornaments',
        names: {
          'en-US': 'Ornaments',
          'pl-PL': 'Ozdoby szklane',
          'zh-CN': '玻璃饰品',
          'de-DE': 'Glasschmuck',
          'sv-SE': 'Glasprydnader',
          'nb-NO': 'Glasspynt',
        },
      },
    ],
  },
  {
    slug: 'leather',
    names: {
      'en-US': 'Leather',
      'pl-PL': 'Wyroby skórzane',
      'zh-CN': '皮具',
      'de-DE': 'Lederwaren',
      'sv-SE': 'Läder',
      'nb-NO': 'Lær',
    },
    subcategories: [
      {
        slug: 'bags',
        names: {
          'en-US': 'Bags',
          'pl-PL': 'Torby',
          'zh-CN': '包袋',
          'de-DE': 'Taschen',
          'sv-SE': 'Väskor',
          'nb-NO': 'Vesker',
        },
      },
      {
        slug: 'wallets',
        names: {
          'en-US': 'Wallets',
          'pl-PL': 'Portfele',
          'zh-CN': '钱包',
          'de-DE': 'Geldbörsen',
          'sv-SE': 'Plånböcker',
          'nb-NO': 'Lommebøker',
        },
      },
      {
        slug: 'belts',
        names: {
          'en-US': 'Belts',
          'pl-PL': 'Paski',
          'zh-CN': '皮带',
          'de-DE': 'Gürtel',
          'sv-SE': 'Bälten',
          'nb-NO': 'Belter',
        },
      },
      {
        slug: 'book-covers',
        names: {
          'en-US': 'Notebook Covers',
          'pl-PL': 'Okładki na notesy',
          'zh-CN': '本册皮套',
          'de-DE': 'Notizbuchhüllen',
          'sv-SE': 'Bokomslag',
          'nb-NO': 'Bokomslag',
        },
      },
    ],
  },
  {
    slug: 'paper',
    names: {
      'en-US': 'Paper Crafts',
      'pl-PL': 'Papiernictwo',
      'zh-CN': '纸艺',
      'de-DE': 'Papierkunst',
      'sv-SE': 'Papperskonst',
      'nb-NO': 'Papirkunst',
    },
    subcategories: [
      {
        slug: 'notebooks',
        names: {
          'en-US': 'Notebooks',
          'pl-PL': 'Notesy',
          'zh-CN': '笔记本',
          'de-DE': 'Notizbücher',
          'sv-SE': 'Anteckningsböcker',
          'nb-NO': 'Notatbøker',
        },
      },
      {
        slug: 'greeting-cards',
        names: {
          'en-US': 'Greeting Cards',
          'pl-PL': 'Kartki okolicznościowe',
          'zh-CN': '贺卡',
          'de-DE': 'Grußkarten',
          'sv-SE': 'Gratulationskort',
          'nb-NO': 'Gratulasjonskort',
        },
      },
      {
        slug: 'origami',
        names: {
          'en-US': 'Origami',
          'pl-PL': 'Origami',
          'zh-CN': '折纸',
          'de-DE': 'Origami',
          'sv-SE': 'Origami',
          'nb-NO': 'Origami',
        },
      },
      {
        slug: 'paper-cuttings',
        names: {
          'en-US': 'Paper Cuttings',
          'pl-PL': 'Wycinanki',
          'zh-CN': '剪纸',
          'de-DE': 'Scherenschnitte',
          'sv-SE': 'Pappersklipp',
          'nb-NO': 'Papirklipp',
        },
      },
    ],
  },
  {
    slug: 'painting',
    names: {
      'en-US': 'Painting',
      'pl-PL': 'Malarstwo',
      'zh-CN': '绘画',
      'de-DE': 'Malerei',
      'sv-SE': 'Måleri',
      'nb-NO': 'Maleri',
    },
    subcategories: [
      {
        slug: 'oil-paintings',
        names: {
          'en-US': 'Oil Paintings',
          'pl-PL': 'Obrazy olejne',
          'zh-CN': '油画',
          'de-DE': 'Ölgemälde',
          'sv-SE': 'Oljemålningar',
          'nb-NO': 'Oljemalerier',
        },
      },
      {
        slug: 'watercolours',
        names: {
          'en-US': 'Watercolours',
          'pl-PL': 'Akwarele',
          'zh-CN': '水彩画',
          'de-DE': 'Aquarelle',
          'sv-SE': 'Akvareller',
          'nb-NO': 'Akvareller',
        },
      },
      {
        slug: 'icons',
        names: {
          'en-US': 'Icons',
          'pl-PL': 'Ikony',
          'zh-CN': '圣像画',
          'de-DE': 'Ikonen',
          'sv-SE': 'Ikoner',
          'nb-NO': 'Ikoner',
        },
      },
      {
        slug: 'miniatures',
        names: {
          'en-US': 'Miniatures',
          'pl-PL': 'Miniatury',
          'zh-CN': '微型画',
          'de-DE': 'Miniaturen',
          'sv-SE': 'Miniatyrer',
          'nb-NO': 'Miniatyrer',
        },
      },
    ],
  },
  {
    slug: 'candles',
    names: {
      'en-US': 'Candles',
      'pl-PL': 'Świece',
      'zh-CN': '蜡烛',
      'de-DE': 'Kerzen',
      'sv-SE': 'Ljus',
      'nb-NO': 'Lys',
    },
    subcategories: [
      {
        slug: 'soy-candles',
        names: {
          'en-US': 'Soy Candles',
          'pl-PL': 'Świece sojowe',
          'zh-CN': '大豆蜡烛',
          'de-DE': 'Sojakerzen',
          'sv-SE': 'Sojaljus',
          'nb-NO': 'Soyalys',
        },
      },
      {
        slug: 'beeswax-candles',
        names: {
          'en-US': 'Beeswax Candles',
          'pl-PL': 'Świece z wosku pszczelego',
          'zh-CN': '蜂蜡蜡烛',
          'de-DE': 'Bienenwachskerzen',
          'sv-SE': 'Bivaxljus',
          'nb-NO': 'Bivokslys',
        },
      },
      {
        slug: 'scented-candles',
        names: {
          'en-US': 'Scented Candles',
          'pl-PL': 'Świece zapachowe',
          'zh-CN': '香薰蜡烛',
          'de-DE': 'Duftkerzen',
          'sv-SE': 'Doftljus',
          'nb-NO': 'Duftlys',
        },
      },
      {
        slug: 'candle-holders',
        names: {
          'en-US': 'Candle Holders',
          'pl-PL': 'Świeczniki',
          'zh-CN': '烛台',
          'de-DE': 'Kerzenhalter',
          'sv-SE': 'Ljusstakar',
          'nb-NO': 'Lysestaker',
        },
      },
    ],
  },
  {
    slug: 'toys',
    names: {
      'en-US': 'Toys',
      'pl-PL': 'Zabawki',
      'zh-CN': '玩具',
      'de-DE': 'Spielzeug',
      'sv-SE': 'Leksaker',
      'nb-NO': 'Leker',
    },
    subcategories: [
      {
        slug: 'wooden-toys',
        names: {
          'en-US': 'Wooden Toys',
          'pl-PL': 'Zabawki drewniane',
          'zh-CN': '木制玩具',
          'de-DE': 'Holzspielzeug',
          'sv-SE': 'Träleksaker',
          'nb-NO': 'Treleker',
        },
      },
      {
        slug: 'plush-toys',
        names: {
          'en-US': 'Plush Toys',
          'pl-PL': 'Przytulanki',
          'zh-CN': '毛绒玩具',
          'de-DE': 'Kuscheltiere',
          'sv-SE': 'Gosedjur',
          'nb-NO': 'Kosedyr',
        },
      },
      {
        slug: 'puzzles',
        names: {
          'en-US': 'Puzzles',
          'pl-PL': 'Łamigłówki',
          'zh-CN': '益智玩具',
          'de-DE': 'Geduldspiele',
          'sv-SE': 'Pussel',
          'nb-NO': 'Puslespill',
        },
      },
      {
        slug: 'dolls',
        names: {
          'en-US': 'Dolls',
          'pl-PL': 'Lalki',
          'zh-CN': '娃娃',
          'de-DE': 'Puppen',
          'sv-SE': 'Dockor',
          'nb-NO': 'Dukker',
        },
      },
    ],
  },
  {
    slug: 'home-decor',
    names: {
      'en-US': 'Home Decor',
      'pl-PL': 'Dekoracje wnętrz',
      'zh-CN': '家居装饰',
      'de-DE': 'Wohndeko',
      'sv-SE': 'Inredning',
      'nb-NO': 'Interiør',
    },
    subcategories: [
      {
        slug: 'wall-art',
        names: {
          'en-US': 'Wall Art',
          'pl-PL': 'Dekoracje ścienne',
          'zh-CN': '墙饰',
          'de-DE': 'Wandschmuck',
          'sv-SE': 'Väggdekor',
          'nb-NO': 'Veggdekor',
        },
      },
      {
        slug: 'cushions',
        names: {
          'en-US': 'Cushions',
          'pl-PL': 'Poduszki',
          'zh-CN': '靠垫',
          'de-DE': 'Kissen',
          'sv-SE': 'Kuddar',
          'nb-NO': 'Puter',
        },
      },
      {
        slug: 'baskets',
        names: {
          'en-US': 'Baskets',
          'pl-PL': 'Kosze',
          'zh-CN': '篮子',
          'de-DE': 'Körbe',
          'sv-SE': 'Korgar',
          'nb-NO': 'Kurver',
        },
      },
      {
        slug: 'mirrors',
        names: {
          'en-US': 'Mirrors',
          'pl-PL': 'Lustra',
          'zh-CN': '镜子',
          'de-DE': 'Spiegel',
          'sv-SE': 'Speglar',
          'nb-NO': 'Speil',
        },
      },
    ],
  },
  {
    slug: 'prints',
    names: {
      'en-US': 'Prints',
      'pl-PL': 'Grafiki',
      'zh-CN': '版画',
      'de-DE': 'Drucke',
      'sv-SE': 'Tryck',
      'nb-NO': 'Trykk',
    },
    subcategories: [
      {
        slug: 'linocuts',
        names: {
          'en-US': 'Linocuts',
          'pl-PL': 'Linoryty',
          'zh-CN': '麻胶版画',
          'de-DE': 'Linolschnitte',
          'sv-SE': 'Linoleumsnitt',
          'nb-NO': 'Linosnitt',
        },
      },
      {
        slug: 'posters',
        names: {
          'en-US': 'Posters',
          'pl-PL': 'Plakaty',
          'zh-CN': '海报',
          'de-DE': 'Poster',
          'sv-SE': 'Affischer',
          'nb-NO': 'Plakater',
        },
      },
      {
        slug: 'etchings',
        names: {
          'en-US': 'Etchings',
          'pl-PL': 'Akwaforty',
          'zh-CN': '蚀刻版画',
          'de-DE': 'Radierungen',
          'sv-SE': 'Etsningar',
          'nb-NO': 'Raderinger',
        },
      },
      {
        slug: 'screen-prints',
        names: {
          'en-US': 'Screen Prints',
          'pl-PL': 'Sitodruki',
          'zh-CN': '丝网版画',
          'de-DE': 'Siebdrucke',
          'sv-SE': 'Serigrafier',
          'nb-NO': 'Silketrykk',
        },
      },
    ],
  },
];

// ---- Buyers ---------------------------------------------------------------------------------------

export const DEMO_BUYERS: DemoPerson[] = [
  {
    key: 'anna',
    username: 'anna.kowalczyk',
    email: 'anna.kowalczyk@example.com',
    firstName: 'Anna',
    lastName: 'Kowalczyk',
    phone: '+48512304871',
    locale: 'pl-PL',
  },
  {
    key: 'jonas',
    username: 'jonas.becker',
    email: 'jonas.becker@example.com',
    firstName: 'Jonas',
    lastName: 'Becker',
    phone: '+4915253816027',
    locale: 'de-DE',
  },
  {
    key: 'sara',
    username: 'sara.lindqvist',
    email: 'sara.lindqvist@example.com',
    firstName: 'Sara',
    lastName: 'Lindqvist',
    phone: '+46738125590',
    locale: 'sv-SE',
  },
];

// ---- Makers ---------------------------------------------------------------------------------------

export const DEMO_MAKERS: DemoMaker[] = [
  {
    key: 'boleslawiec',
    username: 'magda.wrobel',
    email: 'magda.wrobel@example.com',
    firstName: 'Magdalena',
    lastName: 'Wróbel',
    phone: '+48605418233',
    locale: 'pl-PL',
    company: {
      companyName: 'Pracownia Ceramiki Modra Glina Magdalena Wróbel',
      shortName: 'Modra Glina',
      street: 'ul. Kościuszki 27',
      city: 'Bolesławiec',
      postalCode: '59-700',
      country: 'PL',
      taxNumber: '6122017341',
      webPage: 'https://modraglina.example',
      bic: 'BPKOPLPW',
      iban: 'PL67102052130000470212553861',
      description:
        'Magdalena Wróbel learned to sponge-stamp the famous peacock-eye pattern at one of the old stoneware factories of Bolesławiec before opening her own workshop in 2011. Every piece is thrown or cast from local clay, decorated by hand and fired twice at 1250 °C, so it is safe in the oven, dishwasher and microwave. Four painters from the town work at her benches.',
    },
  },
  {
    key: 'kaszuby',
    username: 'justyna.bronk',
    email: 'justyna.bronk@example.com',
    firstName: 'Justyna',
    lastName: 'Bronk',
    phone: '+48691275340',
    locale: 'pl-PL',
    company: {
      companyName: 'Pracownia Haftu Kaszubskiego Justyna Bronk',
      shortName: 'Haft Żukowski',
      street: 'ul. Gdańska 14',
      city: 'Żukowo',
      postalCode: '83-330',
      country: 'PL',
      taxNumber: '5891984287',
      webPage: 'https://haftzukowski.example',
      bic: 'BREXPLPW',
      iban: 'PL62114020040000330981547726',
      description:
        'Justyna Bronk stitches in the Żukowo school of Kashubian embroidery, which she learned from her grandmother: seven shades of blue with green, red, yellow and black, in tulips, lilies and stylised roses. She works in a restored granary near the old Norbertine convent in Żukowo together with three embroiderers from neighbouring villages. Every piece is embroidered by hand on linen, without printed templates.',
    },
  },
  {
    key: 'jantar',
    username: 'tomasz.kaczmarek',
    email: 'tomasz.kaczmarek@example.com',
    firstName: 'Tomasz',
    lastName: 'Kaczmarek',
    phone: '+48502736194',
    locale: 'pl-PL',
    company: {
      companyName: 'Pracownia Złotnicza Jantarowy Brzeg Tomasz Kaczmarek',
      shortName: 'Jantarowy Brzeg',
      street: 'ul. Mariacka 31',
      city: 'Gdańsk',
      postalCode: '80-833',
      country: 'PL',
      taxNumber: '5832761048',
      webPage: 'https://jantarowybrzeg.example',
      bic: 'PKOPPLPW',
      iban: 'PL71124012711111001086734291',
      description:
        'Tomasz Kaczmarek is a goldsmith who has kept his bench on Mariacka Street, the old amber lane of Gdańsk, since 2006. He works with Baltic amber gathered on the beaches of the Vistula Spit and sorted by hand, set in sterling silver that he casts, saws and polishes himself. Every piece comes with a certificate of the amber’s natural origin.',
    },
  },
  {
    key: 'ikony',
    username: 'olga.sacharczuk',
    email: 'olga.sacharczuk@example.com',
    firstName: 'Olga',
    lastName: 'Sacharczuk',
    phone: '+48798154062',
    locale: 'pl-PL',
    company: {
      companyName: 'Pracownia Ikon Pod Lipą Olga Sacharczuk',
      shortName: 'Pod Lipą',
      street: 'ul. 3 Maja 41',
      city: 'Hajnówka',
      postalCode: '17-200',
      country: 'PL',
      taxNumber: '6031482977',
      webPage: null,
      bic: 'WBKPPLPP',
      iban: 'PL32109010140000000149823617',
      description:
        'Olga Sacharczuk paints icons in the Byzantine and Ruthenian tradition on linden boards that her husband cuts, joins and primes with chalk gesso. She works in egg tempera ground from natural pigments and gilds with 23-carat leaf, in a small wooden house at the edge of the Białowieża Forest. In winter the family also dips candles from the wax of their own hives.',
    },
  },
  {
    key: 'schwarzwald',
    username: 'lukas.kienzler',
    email: 'lukas.kienzler@example.com',
    firstName: 'Lukas',
    lastName: 'Kienzler',
    phone: '+491713384526',
    locale: 'de-DE',
    company: {
      companyName: 'Holzwerkstatt Kienzler',
      shortName: 'Kienzler Holz',
      street: 'Hauptstraße 58',
      city: 'Triberg im Schwarzwald',
      postalCode: '78098',
      country: 'DE',
      taxNumber: 'DE284716398',
      webPage: 'https://kienzler-holz.example',
      bic: 'SOLADES1VSS',
      iban: 'DE12694500650004172836',
      description:
        'Lukas Kienzler is the third generation of carvers in his family’s workshop in Triberg, where his grandfather carved cuckoo-clock fronts for the town’s clockmakers. He carves animals, spoons, boxes and toys from lime, maple, walnut, beech and cherry felled in the surrounding Black Forest, with knives and gouges he sharpens himself. The only finishes he uses are linseed oil and beeswax.',
    },
  },
  {
    key: 'smaland',
    username: 'elin.ljungberg',
    email: 'elin.ljungberg@example.com',
    firstName: 'Elin',
    lastName: 'Ljungberg',
    phone: '+46703348291',
    locale: 'sv-SE',
    company: {
      companyName: 'Ljungbergs Glashytta AB',
      shortName: 'Ljungbergs Glas',
      street: 'Storgatan 14',
      city: 'Nybro',
      postalCode: '382 30',
      country: 'SE',
      taxNumber: 'SE559214738201',
      webPage: 'https://ljungbergsglas.example',
      bic: 'SWEDSESS',
      iban: 'SE9780000832790145736821',
      description:
        'Elin Ljungberg trained as a glassblower in the Kingdom of Crystal in Småland and in 2014 took over a small glass hut in Nybro with her partner Jonas. They melt their own batch in a gas furnace and blow every piece by mouth, shaping it with wet beechwood blocks and folded newspaper in the old Swedish way. Colours come from metal oxides they mix in the studio.',
    },
  },
  {
    key: 'roros',
    username: 'ingrid.haugen',
    email: 'ingrid.haugen@example.com',
    firstName: 'Ingrid',
    lastName: 'Haugen',
    phone: '+4795127384',
    locale: 'nb-NO',
    company: {
      companyName: 'Ullstua Ingrid Haugen',
      shortName: 'Ullstua',
      street: 'Kjerkgata 22',
      city: 'Røros',
      postalCode: '7374',
      country: 'NO',
      taxNumber: 'NO928471659MVA',
      webPage: 'https://ullstua.example',
      bic: 'SPTRNO22',
      iban: 'NO6742002718450',
      description:
        'Ingrid Haugen knits with wool from spælsau and other old Norwegian sheep breeds that graze the mountain pastures around Røros, spun at a small mill in Trøndelag. She reworks traditional Selbu and Setesdal patterns, knits every prototype herself and makes the rest with six knitters from the valley, who are paid per finished piece. Everything is made in the old mining town of Røros.',
    },
  },
  {
    key: 'letterpress',
    username: 'cerys.llewelyn',
    email: 'cerys.llewelyn@example.com',
    firstName: 'Cerys',
    lastName: 'Llewelyn',
    phone: '+447700900417',
    locale: 'en-US',
    company: {
      companyName: 'Gwasg Derwen Letterpress Ltd',
      shortName: 'Gwasg Derwen',
      street: '12 Heol Maengwyn',
      city: 'Machynlleth',
      postalCode: 'SY20 8EB',
      country: 'GB',
      taxNumber: 'GB294817320',
      webPage: 'https://gwasgderwen.example',
      bic: 'MIDLGB22',
      iban: 'GB38MIDL40053761842097',
      description:
        'Gwasg Derwen (“Oak Press”) is a one-room letterpress studio in Machynlleth run by Cerys Llewelyn, who rescued two Victorian platen presses from print shops closing across Wales. She hand-sets wood and metal type, cuts lino blocks of Welsh hills and birds and prints on cotton rag paper with vegetable-based inks. Bookbinding and leatherwork happen at the same bench.',
    },
  },
];

// ---- Products -------------------------------------------------------------------------------------
// EAN-13 with the GS1 prefix of the maker's country (590 PL, 426 DE, 730 SE, 700 NO, 500 GB).

export const DEMO_PRODUCTS: DemoProduct[] = [
  // ---- Modra Glina, Bolesławiec (stoneware pottery) ----
  {
    maker: 'boleslawiec',
    category: 'ceramics',
    subcategory: 'mugs-cups',
    priceAmount: 2900,
    specialOffer: false,
    condition: 'new',
    quantity: 24,
    deliveryDays: 3,
    ean: '5905312470143',
    erpCode: 'BOL-MUG-014',
    sellerIndex: 'MG-014',
    daysAgo: 312,
    versions: [
      {
        locale: 'en-US',
        name: 'Peacock Eye Stoneware Mug',
        description:
          'A 350 ml mug thrown from Bolesławiec stoneware clay and decorated with the town’s classic peacock-eye pattern in cobalt and green. Every eye is pressed on by hand with a sponge stamp cut in our studio, so no two mugs are exactly alike. Made by Magdalena Wróbel and her painters in Bolesławiec, Lower Silesia.',
        action: 'Its thick, twice-fired stoneware walls keep coffee or tea warm for longer.',
        howToUse:
          'Safe in the dishwasher, microwave and oven; avoid sudden changes of temperature, such as boiling water poured into a mug straight from the fridge.',
        composition: 'Stoneware clay, lead- and cadmium-free glaze, cobalt pigment',
      },
      {
        locale: 'pl-PL',
        name: 'Kubek kamionkowy Pawie Oczko',
        description:
          'Kubek o pojemności 350 ml toczony z bolesławieckiej gliny kamionkowej i zdobiony klasycznym wzorem pawiego oczka w kolorze kobaltu i zieleni. Każde oczko odbijamy ręcznie gąbkowym stemplem wyciętym w naszej pracowni, dlatego żadne dwa kubki nie są identyczne. Wykonany przez Magdalenę Wróbel i malarki z jej pracowni w Bolesławcu na Dolnym Śląsku.',
        action:
          'Grube, dwukrotnie wypalane ścianki z kamionki dłużej utrzymują ciepło kawy i herbaty.',
        howToUse:
          'Można myć w zmywarce i używać w kuchence mikrofalowej oraz piekarniku; unikaj gwałtownych zmian temperatury, np. wlewania wrzątku do kubka prosto z lodówki.',
        composition: 'Glina kamionkowa, szkliwo bez ołowiu i kadmu, pigment kobaltowy',
      },
      {
        locale: 'de-DE',
        name: 'Steinzeugbecher Pfauenauge',
        description:
          'Ein 350-ml-Becher, gedreht aus Bunzlauer Steinzeugton und verziert mit dem klassischen Pfauenaugen-Muster in Kobaltblau und Grün. Jedes Auge wird von Hand mit einem in unserer Werkstatt geschnittenen Schwammstempel aufgetragen, deshalb gleicht kein Becher genau dem anderen. Gefertigt von Magdalena Wróbel und ihren Malerinnen in Bolesławiec (Bunzlau) in Niederschlesien.',
        action: 'Die dicken, zweimal gebrannten Steinzeugwände halten Kaffee und Tee länger warm.',
        howToUse:
          'Spülmaschinen-, mikrowellen- und backofenfest; vermeiden Sie abrupte Temperaturwechsel, etwa kochendes Wasser in einem Becher direkt aus dem Kühlschrank.',
        composition: 'Steinzeugton, blei- und cadmiumfreie Glasur, Kobaltpigment',
      },
      {
        locale: 'sv-SE',
        name: 'Stengodsmugg Påfågelsöga',
        description:
          'En mugg på 350 ml, dreid av stengodslera från Bolesławiec och dekorerad med stadens klassiska påfågelsöga i koboltblått och grönt. Varje öga stämplas för hand med en svampstämpel som vi skär till i verkstaden, så ingen mugg är den andra helt lik. Tillverkad av Magdalena Wróbel och hennes målare i Bolesławiec i Nedre Schlesien.',
        action:
          'De tjocka, två gånger brända stengodsväggarna håller kaffet eller teet varmt längre.',
        howToUse:
          'Tål diskmaskin, mikrovågsugn och ugn; undvik snabba temperaturväxlingar, till exempel kokande vatten i en mugg direkt från kylskåpet.',
        composition: 'Stengodslera, bly- och kadmiumfri glasyr, koboltpigment',
      },
      {
        locale: 'nb-NO',
        name: 'Steintøykrus Påfugløye',
        description:
          'Et krus på 350 ml, dreid av steintøyleire fra Bolesławiec og dekorert med byens klassiske påfugløye i koboltblått og grønt. Hvert øye stemples for hånd med et svampstempel vi skjærer til i verkstedet, så ingen krus er helt like. Laget av Magdalena Wróbel og malerne hennes i Bolesławiec i Nedre Schlesien.',
        action: 'De tykke, dobbeltbrente steintøyveggene holder kaffen eller teen varm lenger.',
        howToUse:
          'Tåler oppvaskmaskin, mikrobølgeovn og stekeovn; unngå brå temperaturendringer, for eksempel kokende vann i et krus rett fra kjøleskapet.',
        composition: 'Steintøyleire, bly- og kadmiumfri glasur, koboltpigment',
      },
      {
        locale: 'zh-CN',
        name: '孔雀眼炻器马克杯',
        description:
          '这款350毫升的马克杯以博莱斯瓦维茨炻器黏土拉坯成型，饰以当地经典的钴蓝与绿色孔雀眼纹样。每一只“眼睛”都由工作室自制的海绵印章手工压印，因此每只杯子都独一无二。由玛格达莱娜·弗罗贝尔和她的彩绘师们在下西里西亚的博莱斯瓦维茨制作。',
        action: '厚实、经两次烧制的炻器杯壁能让咖啡或茶保温更久。',
        howToUse: '可用于洗碗机、微波炉和烤箱；请避免温度骤变，例如将沸水倒入刚从冰箱取出的杯子。',
        composition: '炻器黏土、无铅无镉釉料、钴颜料',
      },
    ],
  },
  {
    maker: 'boleslawiec',
    category: 'ceramics',
    subcategory: 'mugs-cups',
    priceAmount: 3450,
    specialOffer: false,
    condition: 'new',
    quantity: 15,
    deliveryDays: 3,
    ean: '5905312470211',
    erpCode: 'BOL-ESP-021',
    sellerIndex: 'MG-021',
    daysAgo: 188,
    versions: [
      {
        locale: 'en-US',
        name: 'Forget-me-not Espresso Cups, Pair',
        description:
          'Two 90 ml espresso cups with saucers, painted with small forget-me-not flowers on a white ground. The cups are slip-cast in our own plaster moulds, dipped in glaze by hand and decorated with stamps and a fine brush. Each set is signed on the base by the painter who decorated it.',
        action: 'A thick rim and heavy base keep a short espresso hot to the last sip.',
        howToUse:
          'Dishwasher and microwave safe; warm the cups with hot water before brewing for the best crema.',
        composition: 'Stoneware clay, lead- and cadmium-free glaze',
      },
      {
        locale: 'pl-PL',
        name: 'Filiżanki do espresso Niezapominajki, para',
        description:
          'Dwie filiżanki do espresso o pojemności 90 ml ze spodkami, malowane w drobne niezapominajki na białym tle. Filiżanki odlewamy w naszych gipsowych formach, ręcznie zanurzamy w szkliwie i zdobimy stemplami oraz cienkim pędzelkiem. Każdy komplet jest podpisany na spodzie przez malarkę, która go zdobiła.',
        action:
          'Gruby brzeg i ciężkie dno sprawiają, że espresso pozostaje gorące do ostatniego łyku.',
        howToUse:
          'Można myć w zmywarce i używać w mikrofalówce; przed parzeniem ogrzej filiżanki gorącą wodą, a crema będzie lepsza.',
        composition: 'Glina kamionkowa, szkliwo bez ołowiu i kadmu',
      },
      {
        locale: 'de-DE',
        name: 'Espressotassen Vergissmeinnicht, Paar',
        description:
          'Zwei Espressotassen mit je 90 ml und Untertassen, bemalt mit kleinen Vergissmeinnicht-Blüten auf weißem Grund. Die Tassen werden in unseren eigenen Gipsformen gegossen, von Hand glasiert und mit Stempeln und feinem Pinsel dekoriert. Jedes Set trägt am Boden die Signatur der Malerin, die es verziert hat.',
        action:
          'Der dicke Rand und der schwere Boden halten einen Espresso bis zum letzten Schluck heiß.',
        howToUse:
          'Spülmaschinen- und mikrowellenfest; wärmen Sie die Tassen vor dem Brühen mit heißem Wasser vor, dann wird die Crema schöner.',
        composition: 'Steinzeugton, blei- und cadmiumfreie Glasur',
      },
    ],
  },
  {
    maker: 'boleslawiec',
    category: 'ceramics',
    subcategory: 'mugs-cups',
    priceAmount: 1450,
    specialOffer: false,
    condition: 'damaged',
    quantity: 6,
    deliveryDays: 3,
    ean: '5905312470099',
    erpCode: 'BOL-MUG-009',
    sellerIndex: 'MG-009',
    daysAgo: 41,
    versions: [
      {
        locale: 'en-US',
        name: 'Second-Quality Dotted Mug',
        description:
          'A 300 ml mug with our blue dot pattern that did not pass the final inspection: the glaze has a small crawl or pinhole, usually near the base. It was thrown, stamped and fired exactly like our first-quality mugs, and the flaw does not affect its use. Each one is photographed and checked by Magdalena before it goes on sale.',
        action: 'A fully usable everyday mug at half the price, saved from the seconds shelf.',
        howToUse:
          'Safe in the dishwasher and microwave; the flaw is cosmetic and fully sealed under the glaze.',
        composition: 'Stoneware clay, lead- and cadmium-free glaze, cobalt pigment',
      },
      {
        locale: 'pl-PL',
        name: 'Kubek w kropki, drugi gatunek',
        description:
          'Kubek 300 ml w nasz niebieski wzór w kropki, który nie przeszedł końcowej kontroli: szkliwo ma drobne ściągnięcie lub nakłucie, zwykle przy dnie. Był toczony, stemplowany i wypalany tak samo jak kubki pierwszego gatunku, a wada nie wpływa na jego użytkowanie. Każdy egzemplarz Magdalena osobiście ogląda i fotografuje przed wystawieniem.',
        action:
          'W pełni użyteczny kubek na co dzień za połowę ceny, uratowany z półki z drugim gatunkiem.',
        howToUse:
          'Można myć w zmywarce i używać w mikrofalówce; wada jest wyłącznie estetyczna i całkowicie zamknięta pod szkliwem.',
        composition: 'Glina kamionkowa, szkliwo bez ołowiu i kadmu, pigment kobaltowy',
      },
      {
        locale: 'de-DE',
        name: 'Gepunkteter Becher, zweite Wahl',
        description:
          'Ein 300-ml-Becher mit unserem blauen Punktmuster, der die Endkontrolle nicht bestanden hat: Die Glasur hat eine kleine Fehlstelle oder ein Nadelloch, meist nahe dem Boden. Er wurde genauso gedreht, gestempelt und gebrannt wie unsere Becher erster Wahl, und der Fehler beeinträchtigt den Gebrauch nicht. Magdalena prüft und fotografiert jedes Stück, bevor es in den Verkauf geht.',
        action:
          'Ein voll gebrauchstauglicher Alltagsbecher zum halben Preis, gerettet aus dem Regal mit der zweiten Wahl.',
        howToUse:
          'Spülmaschinen- und mikrowellenfest; der Fehler ist rein optisch und vollständig unter der Glasur versiegelt.',
        composition: 'Steinzeugton, blei- und cadmiumfreie Glasur, Kobaltpigment',
      },
    ],
  },
  {
    maker: 'boleslawiec',
    category: 'ceramics',
    subcategory: 'vases',
    priceAmount: 6900,
    specialOffer: false,
    condition: 'new',
    quantity: 8,
    deliveryDays: 5,
    ean: '5905312470327',
    erpCode: 'BOL-VAS-032',
    sellerIndex: 'MG-032',
    daysAgo: 264,
    versions: [
      {
        locale: 'en-US',
        name: 'Tall Meadow Vase',
        description:
          'A 30 cm vase with a narrow neck, covered in a meadow of cornflowers, daisies and grasses stamped in five colours. Magdalena throws the body on the wheel in two parts and joins them while the clay is still leather-hard. It takes one painter most of a day to decorate a single vase.',
        action: 'Holds a generous bunch of field flowers upright without a frog or foam.',
        howToUse: 'Fully watertight; wash by hand with a bottle brush and dry upside down.',
        composition: 'Stoneware clay, lead- and cadmium-free glaze, ceramic pigments',
      },
      {
        locale: 'pl-PL',
        name: 'Wysoki wazon Łąka',
        description:
          'Wazon o wysokości 30 cm z wąską szyjką, pokryty łąką chabrów, stokrotek i traw stemplowanych w pięciu kolorach. Magdalena toczy go na kole w dwóch częściach i łączy je, gdy glina jest jeszcze skórzasto twarda. Malarka potrzebuje prawie całego dnia, by ozdobić jeden wazon.',
        action: 'Utrzyma w pionie obfity bukiet polnych kwiatów bez gąbki florystycznej.',
        howToUse: 'Całkowicie wodoszczelny; myj ręcznie szczotką do butelek i susz do góry dnem.',
        composition: 'Glina kamionkowa, szkliwo bez ołowiu i kadmu, pigmenty ceramiczne',
      },
      {
        locale: 'de-DE',
        name: 'Hohe Vase Blumenwiese',
        description:
          'Eine 30 cm hohe Vase mit schmalem Hals, überzogen von einer Wiese aus Kornblumen, Gänseblümchen und Gräsern, gestempelt in fünf Farben. Magdalena dreht den Körper in zwei Teilen auf der Scheibe und setzt sie zusammen, solange der Ton lederhart ist. Eine Malerin braucht fast einen ganzen Tag, um eine einzige Vase zu verzieren.',
        action: 'Hält einen üppigen Feldblumenstrauß aufrecht, ganz ohne Steckschaum.',
        howToUse:
          'Vollständig wasserdicht; von Hand mit einer Flaschenbürste spülen und kopfüber trocknen lassen.',
        composition: 'Steinzeugton, blei- und cadmiumfreie Glasur, keramische Pigmente',
      },
    ],
  },
  {
    maker: 'boleslawiec',
    category: 'ceramics',
    subcategory: 'plates-bowls',
    priceAmount: 3600,
    specialOffer: false,
    condition: 'new',
    quantity: 30,
    deliveryDays: 3,
    ean: '5905312470457',
    erpCode: 'BOL-PLT-045',
    sellerIndex: 'MG-045',
    daysAgo: 355,
    versions: [
      {
        locale: 'en-US',
        name: 'Cobalt Rim Dinner Plate',
        description:
          'A 27 cm dinner plate with a wide cobalt rim and a ring of stamped peacock eyes around the well. The plates are pressed on a jigger from a single slab of clay, so they stack neatly and sit flat on the table. Decorated by hand in the Modra Glina studio in Bolesławiec.',
        action:
          'Tough enough for everyday meals, from hot soup bowls resting on it to a roast straight from the oven.',
        howToUse:
          'Dishwasher, microwave and oven safe; avoid cutting with serrated knives directly on the glaze.',
        composition: 'Stoneware clay, lead- and cadmium-free glaze, cobalt pigment',
      },
      {
        locale: 'pl-PL',
        name: 'Talerz obiadowy z kobaltowym brzegiem',
        description:
          'Talerz obiadowy o średnicy 27 cm z szerokim kobaltowym brzegiem i wieńcem stemplowanych pawich oczek wokół środka. Talerze formujemy na obtaczarce z jednego płata gliny, dzięki czemu równo się układają i stabilnie leżą na stole. Ręcznie zdobiony w pracowni Modra Glina w Bolesławcu.',
        action:
          'Wystarczająco wytrzymały na co dzień – od gorącej zupy po pieczeń prosto z piekarnika.',
        howToUse:
          'Można myć w zmywarce, używać w mikrofalówce i piekarniku; nie kroić ząbkowanym nożem bezpośrednio po szkliwie.',
        composition: 'Glina kamionkowa, szkliwo bez ołowiu i kadmu, pigment kobaltowy',
      },
      {
        locale: 'de-DE',
        name: 'Speiseteller mit Kobaltrand',
        description:
          'Ein Speiseteller mit 27 cm Durchmesser, breitem Kobaltrand und einem Kranz gestempelter Pfauenaugen um den Spiegel. Die Teller werden auf der Eindrehmaschine aus einer einzigen Tonplatte geformt, deshalb lassen sie sich gut stapeln und liegen plan auf dem Tisch. Von Hand bemalt in der Werkstatt Modra Glina in Bolesławiec.',
        action:
          'Robust genug für jeden Tag, von der heißen Suppe bis zum Braten direkt aus dem Ofen.',
        howToUse:
          'Spülmaschinen-, mikrowellen- und backofenfest; nicht mit Wellenschliffmessern direkt auf der Glasur schneiden.',
        composition: 'Steinzeugton, blei- und cadmiumfreie Glasur, Kobaltpigment',
      },
    ],
  },
  {
    maker: 'boleslawiec',
    category: 'ceramics',
    subcategory: 'plates-bowls',
    priceAmount: 7900,
    specialOffer: true,
    condition: 'new',
    quantity: 10,
    deliveryDays: 4,
    ean: '5905312470518',
    erpCode: 'BOL-BWL-051',
    sellerIndex: 'MG-051',
    daysAgo: 97,
    versions: [
      {
        locale: 'en-US',
        name: 'Large Serving Bowl Blue Garden',
        description:
          'A deep 28 cm serving bowl covered inside and out with blue tulips, dots and leaves. It is thrown on the wheel from 3 kg of clay, trimmed by hand and stamped with more than two hundred impressions. One of the signature pieces of Magdalena Wróbel’s studio.',
        action: 'Big enough for a family salad, pierogi for six or a heap of fruit on the table.',
        howToUse:
          'Dishwasher, microwave and oven safe up to 250 °C; lift it with both hands when full.',
        composition: 'Stoneware clay, lead- and cadmium-free glaze, cobalt pigment',
      },
      {
        locale: 'pl-PL',
        name: 'Duża misa Niebieski Ogród',
        description:
          'Głęboka misa o średnicy 28 cm, pokryta od środka i z zewnątrz niebieskimi tulipanami, kropkami i liśćmi. Toczona na kole z 3 kg gliny, ręcznie wykańczana i zdobiona ponad dwustoma odbiciami stempla. Jeden ze znaków rozpoznawczych pracowni Magdaleny Wróbel.',
        action:
          'Zmieści sałatkę dla całej rodziny, pierogi dla sześciu osób albo górę owoców na stole.',
        howToUse:
          'Można myć w zmywarce, używać w mikrofalówce i piekarniku do 250 °C; pełną misę podnoś oburącz.',
        composition: 'Glina kamionkowa, szkliwo bez ołowiu i kadmu, pigment kobaltowy',
      },
      {
        locale: 'de-DE',
        name: 'Große Servierschüssel Blauer Garten',
        description:
          'Eine tiefe Servierschüssel mit 28 cm Durchmesser, innen und außen mit blauen Tulpen, Punkten und Blättern bedeckt. Sie wird aus 3 kg Ton auf der Scheibe gedreht, von Hand abgedreht und mit über zweihundert Stempelabdrücken verziert. Eines der Markenzeichen der Werkstatt von Magdalena Wróbel.',
        action:
          'Groß genug für einen Familiensalat, Piroggen für sechs oder einen Berg Obst auf dem Tisch.',
        howToUse:
          'Spülmaschinen- und mikrowellenfest, backofenfest bis 250 °C; gefüllt mit beiden Händen anheben.',
        composition: 'Steinzeugton, blei- und cadmiumfreie Glasur, Kobaltpigment',
      },
      {
        locale: 'sv-SE',
        name: 'Stor serveringsskål Blå trädgård',
        description:
          'En djup serveringsskål på 28 cm, täckt in- och utvändigt med blå tulpaner, prickar och blad. Den dreis på drejskivan av 3 kg lera, svarvas för hand och stämplas med mer än tvåhundra avtryck. En av de mest kända pjäserna från Magdalena Wróbels verkstad.',
        action: 'Rymmer en sallad för hela familjen, pierogi för sex eller en hög frukt på bordet.',
        howToUse:
          'Tål diskmaskin och mikrovågsugn samt ugn upp till 250 °C; lyft den med båda händerna när den är full.',
        composition: 'Stengodslera, bly- och kadmiumfri glasyr, koboltpigment',
      },
      {
        locale: 'nb-NO',
        name: 'Stor serveringsbolle Blå hage',
        description:
          'En dyp serveringsbolle på 28 cm, dekket inni og utenpå med blå tulipaner, prikker og blader. Den dreies på dreieskiven av 3 kg leire, pusses for hånd og stemples med over to hundre avtrykk. Et av kjennetegnene til Magdalena Wróbels verksted.',
        action:
          'Stor nok til en salat for hele familien, pierogi til seks eller en haug med frukt på bordet.',
        howToUse:
          'Tåler oppvaskmaskin og mikrobølgeovn, og stekeovn opptil 250 °C; løft den med begge hender når den er full.',
        composition: 'Steintøyleire, bly- og kadmiumfri glasur, koboltpigment',
      },
      {
        locale: 'zh-CN',
        name: '蓝色花园大号餐碗',
        description:
          '这款直径28厘米的深口餐碗内外绘满蓝色郁金香、圆点和叶片。它用3公斤黏土在转盘上拉坯成型，手工修坯，并压印了两百多个印花。这是玛格达莱娜·弗罗贝尔工作室的代表作之一。',
        action: '足以盛放全家人的沙拉、六人份的波兰饺子或满满一碗水果。',
        howToUse: '可用于洗碗机和微波炉，可耐烤箱250°C高温；盛满时请双手端起。',
        composition: '炻器黏土、无铅无镉釉料、钴颜料',
      },
    ],
  },
  {
    maker: 'boleslawiec',
    category: 'ceramics',
    subcategory: 'figurines',
    priceAmount: 2200,
    specialOffer: false,
    condition: 'new',
    quantity: 18,
    deliveryDays: 3,
    ean: '5905312470631',
    erpCode: 'BOL-FIG-063',
    sellerIndex: 'MG-063',
    daysAgo: 150,
    versions: [
      {
        locale: 'en-US',
        name: 'Little Stoneware Owl',
        description:
          'A 9 cm owl with round cobalt eyes and feathers stamped in tiny blue and green dots. Each owl is pressed from a mould we made from Magdalena’s original carving and then finished and painted by hand. A favourite small gift from our studio shop in Bolesławiec.',
        action: 'Brings a bit of Bolesławiec blue to a shelf, a windowsill or a desk.',
        howToUse: 'Dust with a soft cloth or rinse under warm water.',
        composition: 'Stoneware clay, lead- and cadmium-free glaze',
      },
      {
        locale: 'pl-PL',
        name: 'Mała kamionkowa sówka',
        description:
          'Sówka o wysokości 9 cm z okrągłymi kobaltowymi oczami i piórkami ze stemplowanych drobnych niebieskich i zielonych kropek. Każdą odciskamy w formie zrobionej z oryginalnej rzeźby Magdaleny, a następnie ręcznie wykańczamy i malujemy. Ulubiony mały prezent z naszego sklepiku w Bolesławcu.',
        action: 'Wnosi odrobinę bolesławieckiego błękitu na półkę, parapet albo biurko.',
        howToUse: 'Odkurzaj miękką ściereczką lub opłucz pod ciepłą wodą.',
        composition: 'Glina kamionkowa, szkliwo bez ołowiu i kadmu',
      },
      {
        locale: 'de-DE',
        name: 'Kleine Steinzeug-Eule',
        description:
          'Eine 9 cm große Eule mit runden kobaltblauen Augen und Federn aus winzigen gestempelten blauen und grünen Punkten. Jede Eule wird in einer Form gepresst, die wir nach Magdalenas Originalschnitzerei angefertigt haben, und danach von Hand nachgearbeitet und bemalt. Ein beliebtes kleines Geschenk aus unserem Werkstattladen in Bolesławiec.',
        action:
          'Bringt ein wenig Bunzlauer Blau auf ein Regal, eine Fensterbank oder einen Schreibtisch.',
        howToUse: 'Mit einem weichen Tuch abstauben oder unter warmem Wasser abspülen.',
        composition: 'Steinzeugton, blei- und cadmiumfreie Glasur',
      },
    ],
  },
  {
    maker: 'boleslawiec',
    category: 'candles',
    subcategory: 'candle-holders',
    priceAmount: 4500,
    specialOffer: false,
    condition: 'new',
    quantity: 0,
    deliveryDays: 7,
    ean: '5905312470709',
    erpCode: 'BOL-LAN-070',
    sellerIndex: 'MG-070',
    daysAgo: 22,
    versions: [
      {
        locale: 'en-US',
        name: 'Cottage Tealight Lantern',
        description:
          'A 16 cm lantern in the shape of a small Silesian cottage, with windows and a heart cut into the walls by hand before firing. Inside, a tealight throws patterns of light across the table. It is assembled from slabs of clay and stamped with our blue dot pattern; we make a new batch every few weeks.',
        action: 'Casts a warm, flickering pattern of windows and hearts on the walls around it.',
        howToUse:
          'Use only with tealights in a metal or glass cup and never leave a burning candle unattended.',
        composition: 'Stoneware clay, lead- and cadmium-free glaze',
      },
      {
        locale: 'pl-PL',
        name: 'Lampion na tealight Chatka',
        description:
          'Lampion o wysokości 16 cm w kształcie małej śląskiej chatki, z okienkami i serduszkiem wyciętymi ręcznie w ściankach przed wypałem. Podgrzewacz w środku rzuca na stół świetlne wzory. Składamy go z płatów gliny i stemplujemy naszym niebieskim wzorem w kropki; nowa partia powstaje co kilka tygodni.',
        action: 'Rzuca na ściany ciepły, migoczący wzór okienek i serduszek.',
        howToUse:
          'Używaj wyłącznie z podgrzewaczami w metalowej lub szklanej osłonce i nigdy nie zostawiaj palącej się świecy bez nadzoru.',
        composition: 'Glina kamionkowa, szkliwo bez ołowiu i kadmu',
      },
      {
        locale: 'de-DE',
        name: 'Teelicht-Laterne Häuschen',
        description:
          'Eine 16 cm hohe Laterne in Form eines kleinen schlesischen Häuschens, mit Fenstern und einem Herz, die vor dem Brand von Hand in die Wände geschnitten werden. Ein Teelicht im Inneren wirft Lichtmuster auf den Tisch. Sie wird aus Tonplatten zusammengesetzt und mit unserem blauen Punktmuster gestempelt; alle paar Wochen entsteht eine neue Serie.',
        action: 'Wirft ein warmes, flackerndes Muster aus Fenstern und Herzen an die Wände.',
        howToUse:
          'Nur mit Teelichtern in Metall- oder Glashülle verwenden und brennende Kerzen nie unbeaufsichtigt lassen.',
        composition: 'Steinzeugton, blei- und cadmiumfreie Glasur',
      },
    ],
  },
  // ---- Haft Żukowski, Żukowo (Kashubian embroidery) ----
  {
    maker: 'kaszuby',
    category: 'textiles',
    subcategory: 'embroidery',
    priceAmount: 8900,
    specialOffer: false,
    condition: 'new',
    quantity: 7,
    deliveryDays: 5,
    ean: '5907218631017',
    erpCode: 'KAS-RUN-101',
    sellerIndex: 'KH-101',
    daysAgo: 276,
    versions: [
      {
        locale: 'en-US',
        name: 'Kashubian Embroidered Table Runner',
        description:
          'A 120 × 35 cm runner of natural linen with a border of Kashubian tulips, lilies and star flowers in seven shades of blue. Justyna Bronk draws the pattern freehand on the cloth and embroiders it in satin stitch, as taught in the Żukowo school of embroidery. One runner takes about forty hours of work.',
        action:
          'Dresses a table or a chest of drawers with a piece of living folk art from Kashubia.',
        howToUse:
          'Hand wash at 30 °C with mild soap, do not wring, and iron on the reverse while still damp.',
        composition: 'Linen (100%), cotton embroidery floss',
      },
      {
        locale: 'pl-PL',
        name: 'Bieżnik z haftem kaszubskim',
        description:
          'Bieżnik z naturalnego lnu o wymiarach 120 × 35 cm z bordiurą kaszubskich tulipanów, lilii i gwiazdek w siedmiu odcieniach błękitu. Justyna Bronk rysuje wzór odręcznie na tkaninie i wyszywa go ściegiem płaskim według zasad żukowskiej szkoły haftu. Wykonanie jednego bieżnika zajmuje około czterdziestu godzin.',
        action: 'Ozdobi stół lub komodę kawałkiem żywej sztuki ludowej z Kaszub.',
        howToUse:
          'Prać ręcznie w 30 °C w łagodnym mydle, nie wykręcać, prasować od lewej strony, póki jest wilgotny.',
        composition: 'Len (100%), bawełniana mulina',
      },
      {
        locale: 'de-DE',
        name: 'Tischläufer mit kaschubischer Stickerei',
        description:
          'Ein Tischläufer aus naturfarbenem Leinen, 120 × 35 cm, mit einer Bordüre aus kaschubischen Tulpen, Lilien und Sternblumen in sieben Blautönen. Justyna Bronk zeichnet das Muster freihändig auf den Stoff und stickt es im Plattstich, wie es die Stickschule von Żukowo lehrt. Ein Läufer braucht rund vierzig Stunden Arbeit.',
        action:
          'Schmückt Tisch oder Kommode mit einem Stück lebendiger Volkskunst aus der Kaschubei.',
        howToUse:
          'Von Hand bei 30 °C mit milder Seife waschen, nicht auswringen und noch feucht von links bügeln.',
        composition: 'Leinen (100 %), Stickgarn aus Baumwolle',
      },
      {
        locale: 'sv-SE',
        name: 'Kasjubisk broderad bordslöpare',
        description:
          'En löpare på 120 × 35 cm i naturfärgat linne med en bård av kasjubiska tulpaner, liljor och stjärnblommor i sju nyanser av blått. Justyna Bronk ritar mönstret på frihand direkt på tyget och broderar det med plattsöm enligt broderiskolan i Żukowo. En löpare tar ungefär fyrtio timmar att brodera.',
        action: 'Klär ett bord eller en byrå med en bit levande folkkonst från Kasjubien.',
        howToUse:
          'Handtvätta i 30 °C med mild tvål, vrid inte ur och stryk på avigsidan medan löparen är fuktig.',
        composition: 'Linne (100 %), broderigarn av bomull',
      },
      {
        locale: 'nb-NO',
        name: 'Kasjubisk brodert bordløper',
        description:
          'En løper på 120 × 35 cm i naturfarget lin med en bord av kasjubiske tulipaner, liljer og stjerneblomster i sju blåtoner. Justyna Bronk tegner mønsteret på frihånd rett på stoffet og broderer det med plattsøm etter broderiskolen i Żukowo. Én løper tar rundt førti timer å brodere.',
        action: 'Pynter et bord eller en kommode med et stykke levende folkekunst fra Kasjubia.',
        howToUse:
          'Håndvask på 30 °C med mild såpe, ikke vri, og stryk på vrangen mens løperen er fuktig.',
        composition: 'Lin (100 %), broderigarn av bomull',
      },
      {
        locale: 'zh-CN',
        name: '卡舒比刺绣桌旗',
        description:
          '这条120 × 35厘米的本色亚麻桌旗，边饰为七种深浅蓝色的卡舒比郁金香、百合和星形花。尤斯蒂娜·布隆克直接在布面上徒手画稿，再按照茹科沃刺绣流派的传统以平针绣成。一条桌旗大约需要四十小时。',
        action: '为餐桌或五斗柜增添一件来自卡舒比地区的鲜活民间艺术品。',
        howToUse: '30°C温和皂液手洗，勿拧干，趁微湿时从反面熨烫。',
        composition: '亚麻（100%）、棉质绣线',
      },
    ],
  },
  {
    maker: 'kaszuby',
    category: 'textiles',
    subcategory: 'embroidery',
    priceAmount: 5400,
    specialOffer: false,
    condition: 'new',
    quantity: 9,
    deliveryDays: 5,
    ean: '5907218631048',
    erpCode: 'KAS-DOI-104',
    sellerIndex: 'KH-104',
    daysAgo: 201,
    versions: [
      {
        locale: 'en-US',
        name: 'Round Linen Doily with Lilies',
        description:
          'A round 40 cm doily of white linen with a wreath of Kashubian lilies and tulips around a central star. The edge is finished with a hand-rolled hem and a row of buttonhole stitch. Embroidered in Żukowo by one of the three needlewomen who work with Justyna Bronk.',
        action: 'Protects a table top and frames a vase, a fruit bowl or a festive cake.',
        howToUse:
          'Hand wash at 30 °C, dry flat and iron on the reverse over a towel so the embroidery stays raised.',
        composition: 'Linen (100%), cotton embroidery floss',
      },
      {
        locale: 'pl-PL',
        name: 'Okrągła serweta z liliami',
        description:
          'Okrągła serweta z białego lnu o średnicy 40 cm z wieńcem kaszubskich lilii i tulipanów wokół gwiazdy pośrodku. Brzeg wykończony jest ręcznie zwijanym obrębem i rzędem ściegu dziurkowego. Wyhaftowana w Żukowie przez jedną z trzech hafciarek współpracujących z Justyną Bronk.',
        action: 'Chroni blat stołu i pięknie otacza wazon, paterę z owocami lub świąteczne ciasto.',
        howToUse:
          'Prać ręcznie w 30 °C, suszyć na płasko, prasować od lewej strony na ręczniku, by haft pozostał wypukły.',
        composition: 'Len (100%), bawełniana mulina',
      },
      {
        locale: 'de-DE',
        name: 'Runde Leinendecke mit Lilien',
        description:
          'Eine runde Decke aus weißem Leinen, 40 cm Durchmesser, mit einem Kranz kaschubischer Lilien und Tulpen um einen Stern in der Mitte. Der Rand ist mit einem handgerollten Saum und einer Reihe Knopflochstich eingefasst. Bestickt in Żukowo von einer der drei Stickerinnen, die mit Justyna Bronk arbeiten.',
        action:
          'Schützt die Tischplatte und rahmt eine Vase, eine Obstschale oder einen Festtagskuchen.',
        howToUse:
          'Von Hand bei 30 °C waschen, liegend trocknen und von links auf einem Handtuch bügeln, damit die Stickerei erhaben bleibt.',
        composition: 'Leinen (100 %), Stickgarn aus Baumwolle',
      },
    ],
  },
  {
    maker: 'kaszuby',
    category: 'home-decor',
    subcategory: 'cushions',
    priceAmount: 6500,
    specialOffer: false,
    condition: 'new',
    quantity: 12,
    deliveryDays: 4,
    ean: '5907218631123',
    erpCode: 'KAS-CUS-112',
    sellerIndex: 'KH-112',
    daysAgo: 133,
    versions: [
      {
        locale: 'en-US',
        name: 'Embroidered Linen Cushion Cover',
        description:
          'A 45 × 45 cm cushion cover of heavy grey linen with a large Kashubian rose embroidered in blues, red and yellow. The back closes with a hidden zip, and all seams are overlocked so the cover survives years of washing. Sewn and embroidered in Justyna Bronk’s studio in Żukowo.',
        action: 'Adds a bold splash of Kashubian colour to a sofa, bench or reading chair.',
        howToUse:
          'Remove the insert and wash inside out by hand or on a wool cycle at 30 °C; iron on the reverse.',
        composition: 'Linen (100%), cotton embroidery floss, metal zip; insert not included',
      },
      {
        locale: 'pl-PL',
        name: 'Lniana poszewka z haftem',
        description:
          'Poszewka 45 × 45 cm z grubego szarego lnu z dużą kaszubską różą wyhaftowaną w odcieniach błękitu, czerwieni i żółci. Z tyłu zamyka się na ukryty zamek, a wszystkie szwy są obrzucone, więc poszewka wytrzyma lata prania. Uszyta i wyhaftowana w pracowni Justyny Bronk w Żukowie.',
        action: 'Wnosi wyrazisty akcent kaszubskich kolorów na sofę, ławkę lub fotel do czytania.',
        howToUse:
          'Wyjmij wkład i pierz na lewej stronie ręcznie lub w programie do wełny w 30 °C; prasuj od lewej strony.',
        composition: 'Len (100%), bawełniana mulina, metalowy zamek; bez wkładu',
      },
      {
        locale: 'de-DE',
        name: 'Bestickte Kissenhülle aus Leinen',
        description:
          'Eine Kissenhülle aus schwerem grauem Leinen, 45 × 45 cm, mit einer großen kaschubischen Rose in Blautönen, Rot und Gelb. Auf der Rückseite schließt sie mit einem verdeckten Reißverschluss, alle Nähte sind versäubert, damit die Hülle jahrelang gewaschen werden kann. Genäht und bestickt in der Werkstatt von Justyna Bronk in Żukowo.',
        action: 'Setzt einen kräftigen kaschubischen Farbakzent auf Sofa, Bank oder Lesesessel.',
        howToUse:
          'Inlett herausnehmen und die Hülle auf links von Hand oder im Wollprogramm bei 30 °C waschen; von links bügeln.',
        composition: 'Leinen (100 %), Stickgarn aus Baumwolle, Metallreißverschluss; ohne Inlett',
      },
    ],
  },
  {
    maker: 'kaszuby',
    category: 'textiles',
    subcategory: 'scarves',
    priceAmount: 9800,
    specialOffer: false,
    condition: 'new',
    quantity: 5,
    deliveryDays: 6,
    ean: '5907218631185',
    erpCode: 'KAS-SHW-118',
    sellerIndex: 'KH-118',
    daysAgo: 64,
    versions: [
      {
        locale: 'en-US',
        name: 'Linen Shawl with Tulip Border',
        description:
          'A light 180 × 60 cm shawl of softened linen with a border of small blue tulips embroidered along both short ends. The linen is washed and tumbled before sewing, so it drapes softly from the first wear. Hand-embroidered in Żukowo, Kashubia.',
        action: 'Keeps off the evening chill in summer and adds a folk accent to a plain outfit.',
        howToUse:
          'Hand wash or machine wash on a delicate cycle at 30 °C; dry in the shade and iron while damp.',
        composition: 'Softened linen (100%), cotton embroidery floss',
      },
      {
        locale: 'pl-PL',
        name: 'Lniany szal z bordiurą tulipanów',
        description:
          'Lekki szal 180 × 60 cm z miękkiego lnu z bordiurą drobnych niebieskich tulipanów wyhaftowaną na obu krótszych brzegach. Len jest prany i zmiękczany przed szyciem, dlatego od pierwszego dnia miękko się układa. Haftowany ręcznie w Żukowie na Kaszubach.',
        action: 'Chroni przed wieczornym chłodem latem i dodaje ludowy akcent prostemu strojowi.',
        howToUse:
          'Prać ręcznie lub w pralce w programie delikatnym w 30 °C; suszyć w cieniu i prasować, póki jest wilgotny.',
        composition: 'Zmiękczany len (100%), bawełniana mulina',
      },
      {
        locale: 'de-DE',
        name: 'Leinenschal mit Tulpenbordüre',
        description:
          'Ein leichter Schal aus weichem Leinen, 180 × 60 cm, mit einer Bordüre kleiner blauer Tulpen an beiden Schmalseiten. Das Leinen wird vor dem Nähen gewaschen und im Trockner weich geklopft, darum fällt es schon beim ersten Tragen geschmeidig. Von Hand bestickt in Żukowo in der Kaschubei.',
        action:
          'Wärmt an kühlen Sommerabenden und gibt einem schlichten Outfit einen folkloristischen Akzent.',
        howToUse:
          'Von Hand oder im Schonwaschgang bei 30 °C waschen; im Schatten trocknen und feucht bügeln.',
        composition: 'Weiches Leinen (100 %), Stickgarn aus Baumwolle',
      },
    ],
  },
  {
    maker: 'kaszuby',
    category: 'textiles',
    subcategory: 'embroidery',
    priceAmount: 32000,
    specialOffer: false,
    condition: 'new',
    quantity: 2,
    deliveryDays: 14,
    ean: '5907218631253',
    erpCode: 'KAS-TCL-125',
    sellerIndex: 'KH-125',
    daysAgo: 390,
    versions: [
      {
        locale: 'en-US',
        name: 'Festive Tablecloth, Żukowo Pattern',
        description:
          'A 140 × 220 cm tablecloth of white linen embroidered with a wide garland of Kashubian roses, tulips and grapes in the full Żukowo palette. Justyna and two of her embroiderers work on each cloth for about three weeks. It is made to order and can be initialled in a corner on request.',
        action: 'Turns a Christmas, Easter or wedding table into an heirloom occasion.',
        howToUse:
          'Wash by hand or on a wool cycle at 30 °C, dry flat and iron on the reverse; store rolled, not folded.',
        composition: 'Linen (100%), cotton embroidery floss',
      },
      {
        locale: 'pl-PL',
        name: 'Świąteczny obrus we wzór żukowski',
        description:
          'Obrus 140 × 220 cm z białego lnu, wyhaftowany szeroką girlandą kaszubskich róż, tulipanów i winogron w pełnej żukowskiej palecie barw. Justyna wraz z dwiema hafciarkami pracuje nad jednym obrusem około trzech tygodni. Wykonujemy go na zamówienie, a na życzenie w rogu możemy wyhaftować inicjały.',
        action: 'Zamienia wigilijny, wielkanocny lub weselny stół w rodzinną pamiątkę.',
        howToUse:
          'Prać ręcznie lub w programie do wełny w 30 °C, suszyć na płasko, prasować od lewej strony; przechowywać zwinięty, nie złożony.',
        composition: 'Len (100%), bawełniana mulina',
      },
      {
        locale: 'de-DE',
        name: 'Festtagstischdecke im Żukowo-Muster',
        description:
          'Eine Tischdecke aus weißem Leinen, 140 × 220 cm, bestickt mit einer breiten Girlande kaschubischer Rosen, Tulpen und Trauben in der vollen Farbpalette von Żukowo. Justyna und zwei ihrer Stickerinnen arbeiten rund drei Wochen an einer Decke. Sie wird auf Bestellung gefertigt und auf Wunsch in einer Ecke mit Initialen bestickt.',
        action: 'Macht die Weihnachts-, Oster- oder Hochzeitstafel zu einem Erbstück-Moment.',
        howToUse:
          'Von Hand oder im Wollprogramm bei 30 °C waschen, liegend trocknen und von links bügeln; gerollt statt gefaltet aufbewahren.',
        composition: 'Leinen (100 %), Stickgarn aus Baumwolle',
      },
    ],
  },
  {
    maker: 'kaszuby',
    category: 'home-decor',
    subcategory: 'wall-art',
    priceAmount: 4200,
    specialOffer: false,
    condition: 'new',
    quantity: 20,
    deliveryDays: 3,
    ean: '5907218631314',
    erpCode: 'KAS-HOP-131',
    sellerIndex: 'KH-131',
    daysAgo: 18,
    versions: [
      {
        locale: 'en-US',
        name: 'Kashubian Tulip Hoop Art',
        description:
          'A 20 cm beech embroidery hoop framing a single Kashubian tulip in seven blues, stitched on cream linen. It is the piece our apprentices embroider first, and every one is checked and signed by Justyna Bronk on the back. A small, ready-to-hang introduction to Kashubian embroidery.',
        action: 'Brings a quiet spot of Baltic blue to a bare wall, a nursery or a hallway.',
        howToUse:
          'Hang on a small nail by the hoop screw; dust gently with a soft brush and keep out of direct sunlight.',
        composition: 'Linen, cotton embroidery floss, beech wood hoop',
      },
      {
        locale: 'pl-PL',
        name: 'Tamborek z kaszubskim tulipanem',
        description:
          'Bukowy tamborek o średnicy 20 cm z pojedynczym kaszubskim tulipanem wyhaftowanym w siedmiu odcieniach błękitu na kremowym lnie. To pierwszy wzór, jaki haftują nasze uczennice, a każdy egzemplarz Justyna Bronk sprawdza i podpisuje z tyłu. Mały, gotowy do powieszenia wstęp do haftu kaszubskiego.',
        action:
          'Wnosi odrobinę bałtyckiego błękitu na pustą ścianę, do pokoju dziecka lub przedpokoju.',
        howToUse:
          'Zawieś na małym gwoździu za śrubkę tamborka; odkurzaj delikatnie miękkim pędzelkiem i chroń przed bezpośrednim słońcem.',
        composition: 'Len, bawełniana mulina, tamborek z drewna bukowego',
      },
      {
        locale: 'de-DE',
        name: 'Stickrahmenbild Kaschubische Tulpe',
        description:
          'Ein Stickrahmen aus Buche mit 20 cm Durchmesser, in dem eine einzelne kaschubische Tulpe in sieben Blautönen auf cremefarbenem Leinen gestickt ist. Es ist das erste Motiv, das unsere Lehrlinge sticken, und Justyna Bronk prüft und signiert jedes Stück auf der Rückseite. Ein kleiner, aufhängefertiger Einstieg in die kaschubische Stickerei.',
        action:
          'Bringt einen stillen Tupfer Ostseeblau an eine leere Wand, ins Kinderzimmer oder in den Flur.',
        howToUse:
          'An der Rahmenschraube an einem kleinen Nagel aufhängen; sanft mit einem weichen Pinsel abstauben und vor direktem Sonnenlicht schützen.',
        composition: 'Leinen, Stickgarn aus Baumwolle, Stickrahmen aus Buchenholz',
      },
      {
        locale: 'sv-SE',
        name: 'Broderibåge med kasjubisk tulpan',
        description:
          'En broderibåge i bok på 20 cm som ramar in en enda kasjubisk tulpan i sju blå nyanser, broderad på krämvitt linne. Det är det första motivet våra lärlingar broderar, och Justyna Bronk kontrollerar och signerar varje exemplar på baksidan. En liten introduktion till kasjubiskt broderi, färdig att hänga upp.',
        action: 'Ger en stilla fläck av Östersjöblått åt en tom vägg, ett barnrum eller en hall.',
        howToUse:
          'Häng på en liten spik i bågens skruv; damma försiktigt med en mjuk pensel och undvik direkt solljus.',
        composition: 'Linne, broderigarn av bomull, broderibåge av bok',
      },
      {
        locale: 'nb-NO',
        name: 'Broderiring med kasjubisk tulipan',
        description:
          'En broderiring i bøk på 20 cm som rammer inn én kasjubisk tulipan i sju blåtoner, brodert på kremhvitt lin. Det er det første motivet lærlingene våre broderer, og Justyna Bronk kontrollerer og signerer hvert eksemplar på baksiden. En liten introduksjon til kasjubisk broderi, klar til å henges opp.',
        action: 'Gir en rolig flekk av østersjøblått til en tom vegg, et barnerom eller en gang.',
        howToUse:
          'Heng den på en liten spiker i skruen på ringen; tørk forsiktig støv med en myk pensel og unngå direkte sollys.',
        composition: 'Lin, broderigarn av bomull, broderiring av bøk',
      },
      {
        locale: 'zh-CN',
        name: '卡舒比郁金香刺绣绷挂画',
        description:
          '直径20厘米的榉木绣绷中，是一朵以七种蓝色绣在米白亚麻上的卡舒比郁金香。这是我们的学徒最先学绣的图案，每一件都经尤斯蒂娜·布隆克检查并在背面签名。一件可直接悬挂的卡舒比刺绣入门小品。',
        action: '为空白的墙面、儿童房或玄关带来一抹宁静的波罗的海蓝。',
        howToUse: '用小钉子挂在绣绷螺丝处；以软毛刷轻轻除尘，避免阳光直射。',
        composition: '亚麻、棉质绣线、榉木绣绷',
      },
    ],
  },
  {
    maker: 'kaszuby',
    category: 'textiles',
    subcategory: 'embroidery',
    priceAmount: 4800,
    specialOffer: true,
    condition: 'new',
    quantity: 14,
    deliveryDays: 4,
    ean: '5907218631376',
    erpCode: 'KAS-NAP-137',
    sellerIndex: 'KH-137',
    daysAgo: 229,
    versions: [
      {
        locale: 'en-US',
        name: 'Linen Napkins, Set of Four',
        description:
          'Four 40 × 40 cm napkins of natural linen, each with a different small Kashubian motif in one corner: a tulip, a lily, a star and a bud. The hems are mitred and stitched by hand. Embroidered in our Żukowo studio as a companion to the table runner.',
        action: 'Makes an everyday dinner feel like a Sunday lunch at grandmother’s.',
        howToUse: 'Machine wash at 40 °C with colour-safe detergent, no bleach; iron while damp.',
        composition: 'Linen (100%), cotton embroidery floss',
      },
      {
        locale: 'pl-PL',
        name: 'Lniane serwetki, komplet czterech',
        description:
          'Cztery serwetki 40 × 40 cm z naturalnego lnu, każda z innym drobnym kaszubskim motywem w rogu: tulipanem, lilią, gwiazdką i pączkiem. Narożniki są ścięte pod skosem, a obręby podszyte ręcznie. Wyhaftowane w naszej pracowni w Żukowie jako dopełnienie bieżnika.',
        action: 'Sprawiają, że zwykły obiad smakuje jak niedziela u babci.',
        howToUse:
          'Prać w pralce w 40 °C środkiem do kolorów, bez wybielacza; prasować, póki są wilgotne.',
        composition: 'Len (100%), bawełniana mulina',
      },
      {
        locale: 'de-DE',
        name: 'Leinenservietten, 4er-Set',
        description:
          'Vier Servietten aus naturfarbenem Leinen, 40 × 40 cm, jede mit einem anderen kleinen kaschubischen Motiv in einer Ecke: Tulpe, Lilie, Stern und Knospe. Die Ecken sind auf Gehrung gelegt und die Säume von Hand genäht. Bestickt in unserer Werkstatt in Żukowo, passend zum Tischläufer.',
        action:
          'Lässt ein gewöhnliches Abendessen wie das Sonntagsessen bei der Großmutter wirken.',
        howToUse:
          'In der Maschine bei 40 °C mit Colorwaschmittel waschen, ohne Bleiche; feucht bügeln.',
        composition: 'Leinen (100 %), Stickgarn aus Baumwolle',
      },
    ],
  },
  {
    maker: 'kaszuby',
    category: 'toys',
    subcategory: 'dolls',
    priceAmount: 5600,
    specialOffer: false,
    condition: 'new',
    quantity: 6,
    deliveryDays: 7,
    ean: '5907218631420',
    erpCode: 'KAS-DOL-142',
    sellerIndex: 'KH-142',
    daysAgo: 110,
    versions: [
      {
        locale: 'en-US',
        name: 'Rag Doll in Kashubian Dress',
        description:
          'A 35 cm rag doll in a traditional Kashubian festive costume: a blue skirt, an embroidered apron and a gold-trimmed bonnet. Her body is sewn from cotton and stuffed with sheep’s wool, and her face is stitched rather than painted. Made by Justyna’s mother, who has sewn dolls for the grandchildren of half of Żukowo.',
        action:
          'A soft, safe companion for play that also tells a story about Kashubian folk dress.',
        howToUse:
          'Spot clean with a damp cloth and mild soap; do not machine wash. Suitable from 3 years.',
        composition: 'Cotton, linen, sheep’s wool stuffing, cotton embroidery floss',
      },
      {
        locale: 'pl-PL',
        name: 'Szmacianka w stroju kaszubskim',
        description:
          'Szmaciana lalka o wysokości 35 cm w tradycyjnym kaszubskim stroju odświętnym: niebieskiej spódnicy, haftowanym fartuchu i czepcu ze złotą lamówką. Jej ciałko jest uszyte z bawełny i wypchane owczą wełną, a buzia wyhaftowana, nie malowana. Szyje je mama Justyny, która zrobiła lalki dla wnuków połowy Żukowa.',
        action:
          'Miękka, bezpieczna towarzyszka zabaw, która przy okazji opowiada o kaszubskim stroju ludowym.',
        howToUse:
          'Czyścić punktowo wilgotną szmatką i łagodnym mydłem; nie prać w pralce. Dla dzieci od 3 lat.',
        composition: 'Bawełna, len, wypełnienie z owczej wełny, bawełniana mulina',
      },
      {
        locale: 'de-DE',
        name: 'Stoffpuppe in kaschubischer Tracht',
        description:
          'Eine 35 cm große Stoffpuppe in traditioneller kaschubischer Festtracht: blauer Rock, bestickte Schürze und eine goldbesetzte Haube. Ihr Körper ist aus Baumwolle genäht und mit Schafwolle gefüllt, das Gesicht ist gestickt statt gemalt. Genäht von Justynas Mutter, die schon für die Enkel halb Żukowos Puppen gemacht hat.',
        action:
          'Eine weiche, sichere Spielgefährtin, die nebenbei von der kaschubischen Volkstracht erzählt.',
        howToUse:
          'Punktuell mit einem feuchten Tuch und milder Seife reinigen; nicht in der Maschine waschen. Geeignet ab 3 Jahren.',
        composition: 'Baumwolle, Leinen, Füllung aus Schafwolle, Stickgarn aus Baumwolle',
      },
    ],
  },
  // ---- Jantarowy Brzeg, Gdańsk (amber and silver jewellery) ----
  {
    maker: 'jantar',
    category: 'jewellery',
    subcategory: 'necklaces',
    priceAmount: 14900,
    specialOffer: false,
    condition: 'new',
    quantity: 11,
    deliveryDays: 2,
    ean: '5904082192019',
    erpCode: 'JAN-NCK-201',
    sellerIndex: 'JB-201',
    daysAgo: 340,
    versions: [
      {
        locale: 'en-US',
        name: 'Baltic Amber Drop Necklace',
        description:
          'A polished drop of cognac Baltic amber, about 3 cm long, hanging from a fine 45 cm sterling silver chain. Tomasz Kaczmarek chooses each stone for its clarity and warm inner glow, then shapes and polishes it by hand on his bench on Mariacka Street in Gdańsk. The bail is cut from sheet silver and soldered in the workshop.',
        action: 'Catches the light like a drop of honey and warms to the skin as you wear it.',
        howToUse:
          'Keep away from perfume, hairspray and chlorinated water; wipe with a soft dry cloth and store in the pouch provided.',
        composition: 'Natural Baltic amber, sterling silver 925',
      },
      {
        locale: 'pl-PL',
        name: 'Naszyjnik z kroplą bursztynu',
        description:
          'Wypolerowana kropla koniakowego bursztynu bałtyckiego o długości około 3 cm na delikatnym srebrnym łańcuszku o długości 45 cm. Tomasz Kaczmarek wybiera każdy kamień ze względu na jego przejrzystość i ciepły blask, a następnie ręcznie go szlifuje i poleruje w pracowni przy ulicy Mariackiej w Gdańsku. Zawieszkę wycina ze srebrnej blachy i lutuje na miejscu.',
        action: 'Łapie światło jak kropla miodu i ogrzewa się od ciepła skóry.',
        howToUse:
          'Chroń przed perfumami, lakierem do włosów i chlorowaną wodą; przecieraj miękką, suchą ściereczką i przechowuj w dołączonym woreczku.',
        composition: 'Naturalny bursztyn bałtycki, srebro próby 925',
      },
      {
        locale: 'de-DE',
        name: 'Halskette mit Bernsteintropfen',
        description:
          'Ein polierter Tropfen aus cognacfarbenem Ostseebernstein, etwa 3 cm lang, an einer feinen 45 cm langen Kette aus Sterlingsilber. Tomasz Kaczmarek wählt jeden Stein nach Klarheit und warmem Leuchten aus und schleift und poliert ihn von Hand an seiner Werkbank in der Frauengasse (Mariacka) in Danzig. Die Öse wird aus Silberblech gesägt und in der Werkstatt verlötet.',
        action: 'Fängt das Licht wie ein Tropfen Honig und wird beim Tragen hautwarm.',
        howToUse:
          'Von Parfum, Haarspray und Chlorwasser fernhalten; mit einem weichen, trockenen Tuch abwischen und im beiliegenden Beutel aufbewahren.',
        composition: 'Natürlicher Ostseebernstein, Sterlingsilber 925',
      },
      {
        locale: 'sv-SE',
        name: 'Halsband med bärnstensdroppe',
        description:
          'En polerad droppe av konjaksfärgad baltisk bärnsten, ungefär 3 cm lång, som hänger i en fin 45 cm lång kedja av sterlingsilver. Tomasz Kaczmarek väljer varje sten för dess klarhet och varma lyster och slipar och polerar den för hand vid sin arbetsbänk på Mariackagatan i Gdańsk. Öglan sågas ur silverplåt och löds i verkstaden.',
        action: 'Fångar ljuset som en droppe honung och blir varm mot huden när du bär den.',
        howToUse:
          'Håll borta från parfym, hårspray och klorerat vatten; torka av med en mjuk, torr duk och förvara i den medföljande påsen.',
        composition: 'Naturlig baltisk bärnsten, sterlingsilver 925',
      },
      {
        locale: 'nb-NO',
        name: 'Halskjede med ravdråpe',
        description:
          'En polert dråpe av konjakkfarget baltisk rav, rundt 3 cm lang, som henger i et fint 45 cm langt kjede av sterlingsølv. Tomasz Kaczmarek velger hver stein for klarheten og den varme gløden, og sliper og polerer den for hånd ved arbeidsbenken sin i Mariacka-gaten i Gdańsk. Øyet sages ut av sølvplate og loddes i verkstedet.',
        action: 'Fanger lyset som en dråpe honning og blir varm mot huden når du bærer den.',
        howToUse:
          'Hold unna parfyme, hårspray og klorvann; tørk av med en myk, tørr klut og oppbevar i den medfølgende posen.',
        composition: 'Naturlig baltisk rav, sterlingsølv 925',
      },
      {
        locale: 'zh-CN',
        name: '波罗的海琥珀水滴项链',
        description:
          '一颗约3厘米长、经抛光的干邑色波罗的海琥珀水滴，悬挂在45厘米长的纤细纯银链上。托马斯·卡奇马雷克根据通透度和温润光泽亲自挑选每一块琥珀，并在格但斯克玛利亚茨卡街的工作台上手工打磨抛光。吊扣由银片锯出，在工作室内焊接完成。',
        action: '如一滴蜂蜜般映照光线，佩戴时会随体温变得温润。',
        howToUse: '避免接触香水、发胶和含氯的水；用柔软的干布擦拭，并存放在附带的首饰袋中。',
        composition: '天然波罗的海琥珀、925纯银',
      },
    ],
  },
  {
    maker: 'jantar',
    category: 'jewellery',
    subcategory: 'necklaces',
    priceAmount: 18900,
    specialOffer: false,
    condition: 'new',
    quantity: 4,
    deliveryDays: 3,
    ean: '5904082192057',
    erpCode: 'JAN-NCK-205',
    sellerIndex: 'JB-205',
    daysAgo: 245,
    versions: [
      {
        locale: 'en-US',
        name: 'Cherry Amber Bead Necklace',
        description:
          'A 50 cm strand of graduated round beads of deep cherry-red Baltic amber, from 6 to 12 mm. Every bead is turned and polished in our workshop and knotted individually on silk, so the strand hangs softly and no bead is lost if it ever breaks. The clasp is a screw clasp in sterling silver.',
        action: 'Gives a simple black dress or a white linen shirt a rich, glowing focal point.',
        howToUse:
          'Put it on after perfume and make-up; have the silk restrung every few years if worn daily.',
        composition: 'Natural Baltic amber, silk thread, sterling silver 925 clasp',
      },
      {
        locale: 'pl-PL',
        name: 'Korale z wiśniowego bursztynu',
        description:
          'Sznur o długości 50 cm z okrągłych, stopniowanych korali z ciemnowiśniowego bursztynu bałtyckiego, od 6 do 12 mm. Każdy koralik toczymy i polerujemy w naszej pracowni, a potem nawlekamy na jedwab, wiążąc supełek po każdym, dzięki czemu sznur miękko się układa, a w razie zerwania żaden koralik nie zginie. Zapięcie to srebrna zakrętka próby 925.',
        action:
          'Nadaje prostej czarnej sukience lub białej lnianej koszuli głęboki, świetlisty akcent.',
        howToUse:
          'Zakładaj po użyciu perfum i makijażu; przy codziennym noszeniu co kilka lat wymień jedwabną nić.',
        composition: 'Naturalny bursztyn bałtycki, jedwabna nić, zapięcie ze srebra 925',
      },
      {
        locale: 'de-DE',
        name: 'Kette aus Kirschbernstein-Perlen',
        description:
          'Ein 50 cm langer Strang verlaufender runder Perlen aus tief kirschrotem Ostseebernstein, von 6 bis 12 mm. Jede Perle wird in unserer Werkstatt gedreht und poliert und einzeln auf Seide geknotet, so fällt die Kette weich und keine Perle geht verloren, falls sie einmal reißt. Der Verschluss ist ein Schraubverschluss aus Sterlingsilber.',
        action:
          'Setzt auf einem schlichten schwarzen Kleid oder einem weißen Leinenhemd einen satten, leuchtenden Akzent.',
        howToUse:
          'Erst nach Parfum und Make-up anlegen; bei täglichem Tragen alle paar Jahre neu auf Seide knoten lassen.',
        composition: 'Natürlicher Ostseebernstein, Seidenfaden, Verschluss aus Sterlingsilber 925',
      },
    ],
  },
  {
    maker: 'jantar',
    category: 'jewellery',
    subcategory: 'necklaces',
    priceAmount: 42000,
    specialOffer: false,
    condition: 'new',
    quantity: 1,
    deliveryDays: 3,
    ean: '5904082192095',
    erpCode: 'JAN-PND-209',
    sellerIndex: 'JB-209',
    daysAgo: 12,
    versions: [
      {
        locale: 'en-US',
        name: 'Amber Pendant with Fossil Insect',
        description:
          'A one-of-a-kind pendant of clear golden amber holding a small gnat trapped about 40 million years ago, visible under a loupe with every leg and wing. Tomasz cut and polished the stone so the inclusion sits right at its centre and set it in a hand-fabricated sterling silver frame. Supplied with a 50 cm silver chain, a loupe and a certificate describing the inclusion.',
        action: 'Lets you wear a real window into the Eocene forests of the Baltic.',
        howToUse: 'Avoid knocks, heat and solvents; clean only with a soft dry cloth.',
        composition: 'Natural Baltic amber with insect inclusion, sterling silver 925',
      },
      {
        locale: 'pl-PL',
        name: 'Wisior z bursztynu z inkluzją owada',
        description:
          'Niepowtarzalny wisior z przejrzystego złocistego bursztynu, w którym około 40 milionów lat temu uwięziona została mała muchówka – pod lupą widać każdą nóżkę i skrzydełko. Tomasz tak oszlifował i wypolerował kamień, by inkluzja znalazła się dokładnie w jego środku, i oprawił go w ręcznie wykonaną srebrną oprawę. W komplecie srebrny łańcuszek 50 cm, lupa i certyfikat z opisem inkluzji.',
        action: 'Pozwala nosić prawdziwe okno do eoceńskich lasów nad Bałtykiem.',
        howToUse:
          'Chroń przed uderzeniami, wysoką temperaturą i rozpuszczalnikami; czyść wyłącznie miękką, suchą ściereczką.',
        composition: 'Naturalny bursztyn bałtycki z inkluzją owada, srebro próby 925',
      },
      {
        locale: 'de-DE',
        name: 'Bernsteinanhänger mit Insekteneinschluss',
        description:
          'Ein Einzelstück aus klarem goldenem Bernstein, in dem vor rund 40 Millionen Jahren eine kleine Mücke eingeschlossen wurde, unter der Lupe mit jedem Bein und Flügel zu sehen. Tomasz hat den Stein so geschliffen und poliert, dass der Einschluss genau in der Mitte liegt, und ihn in eine von Hand gefertigte Fassung aus Sterlingsilber gesetzt. Mit 50-cm-Silberkette, Lupe und einem Zertifikat, das den Einschluss beschreibt.',
        action: 'Ein echtes Fenster in die eozänen Wälder des Baltikums zum Umhängen.',
        howToUse:
          'Vor Stößen, Hitze und Lösungsmitteln schützen; nur mit einem weichen, trockenen Tuch reinigen.',
        composition: 'Natürlicher Ostseebernstein mit Insekteneinschluss, Sterlingsilber 925',
      },
    ],
  },
  {
    maker: 'jantar',
    category: 'jewellery',
    subcategory: 'earrings',
    priceAmount: 6900,
    specialOffer: false,
    condition: 'new',
    quantity: 16,
    deliveryDays: 2,
    ean: '5904082192149',
    erpCode: 'JAN-EAR-214',
    sellerIndex: 'JB-214',
    daysAgo: 172,
    versions: [
      {
        locale: 'en-US',
        name: 'Honey Amber Drop Earrings',
        description:
          'A pair of small teardrops of honey-coloured Baltic amber, matched by colour from the same piece of raw stone, on sterling silver French hooks. Each drop is about 15 mm long and set in a simple silver cap that Tomasz saws and solders by hand. Light enough to wear from morning till night.',
        action: 'Frame the face with a soft golden glow that suits every skin tone.',
        howToUse:
          'Take them off before swimming or showering; wipe the hooks with alcohol now and then.',
        composition: 'Natural Baltic amber, sterling silver 925',
      },
      {
        locale: 'pl-PL',
        name: 'Kolczyki z miodowym bursztynem',
        description:
          'Para małych łezek z miodowego bursztynu bałtyckiego, dobranych kolorem z jednej bryłki surowca, na srebrnych biglach. Każda łezka ma około 15 mm długości i jest osadzona w prostej srebrnej czapeczce, którą Tomasz ręcznie wycina i lutuje. Tak lekkie, że można je nosić od rana do wieczora.',
        action: 'Otaczają twarz miękkim, złocistym blaskiem, który pasuje do każdej karnacji.',
        howToUse:
          'Zdejmuj przed pływaniem i prysznicem; od czasu do czasu przetrzyj bigle spirytusem.',
        composition: 'Naturalny bursztyn bałtycki, srebro próby 925',
      },
      {
        locale: 'de-DE',
        name: 'Ohrringe mit Honigbernstein',
        description:
          'Ein Paar kleiner Tropfen aus honigfarbenem Ostseebernstein, farblich aus demselben Rohstein ausgewählt, an Ohrhaken aus Sterlingsilber. Jeder Tropfen ist etwa 15 mm lang und sitzt in einer schlichten Silberkappe, die Tomasz von Hand sägt und lötet. Leicht genug, um sie von morgens bis abends zu tragen.',
        action:
          'Umrahmen das Gesicht mit einem sanften goldenen Schimmer, der zu jedem Hautton passt.',
        howToUse:
          'Vor dem Schwimmen oder Duschen abnehmen; die Haken ab und zu mit Alkohol abwischen.',
        composition: 'Natürlicher Ostseebernstein, Sterlingsilber 925',
      },
      {
        locale: 'sv-SE',
        name: 'Örhängen med honungsbärnsten',
        description:
          'Ett par små droppar av honungsfärgad baltisk bärnsten, färgmatchade ur samma råsten, på krokar av sterlingsilver. Varje droppe är ungefär 15 mm lång och sitter i en enkel silverhätta som Tomasz sågar och löder för hand. Så lätta att du kan bära dem från morgon till kväll.',
        action: 'Ramar in ansiktet med ett mjukt gyllene sken som passar alla hudtoner.',
        howToUse: 'Ta av dem innan du badar eller duschar; torka av krokarna med sprit då och då.',
        composition: 'Naturlig baltisk bärnsten, sterlingsilver 925',
      },
      {
        locale: 'nb-NO',
        name: 'Øredobber med honningrav',
        description:
          'Et par små dråper av honningfarget baltisk rav, fargematchet fra samme råstein, på kroker av sterlingsølv. Hver dråpe er rundt 15 mm lang og sitter i en enkel sølvhette som Tomasz sager og lodder for hånd. Så lette at du kan bruke dem fra morgen til kveld.',
        action: 'Rammer inn ansiktet med en myk, gyllen glød som passer til alle hudtoner.',
        howToUse: 'Ta dem av før bading og dusjing; tørk av krokene med sprit nå og da.',
        composition: 'Naturlig baltisk rav, sterlingsølv 925',
      },
      {
        locale: 'zh-CN',
        name: '蜜色琥珀水滴耳环',
        description:
          '一对蜜色波罗的海琥珀小水滴，取自同一块原石以确保颜色一致，配纯银法式耳钩。每颗水滴长约15毫米，镶在托马斯亲手锯切、焊接的简洁银帽中。轻盈到可以从早戴到晚。',
        action: '以柔和的金色光泽衬托脸庞，适合各种肤色。',
        howToUse: '游泳或淋浴前请取下；不时用酒精擦拭耳钩。',
        composition: '天然波罗的海琥珀、925纯银',
      },
    ],
  },
  {
    maker: 'jantar',
    category: 'jewellery',
    subcategory: 'earrings',
    priceAmount: 5400,
    specialOffer: false,
    condition: 'new',
    quantity: 20,
    deliveryDays: 2,
    ean: '5904082192187',
    erpCode: 'JAN-EAR-218',
    sellerIndex: 'JB-218',
    daysAgo: 83,
    versions: [
      {
        locale: 'en-US',
        name: 'Hammered Silver Hoop Earrings',
        description:
          'Hoops of 2 mm sterling silver wire, 25 mm across, forged and hammered by hand so their surface ripples like the Baltic on a windy day. Tomasz bends, solders and planishes every pair on the anvil in his Gdańsk workshop. They close with a simple hinged wire.',
        action: 'Everyday hoops that sparkle in motion without needing a stone.',
        howToUse:
          'Polish with a silver cloth when they darken; store separately to avoid scratches.',
        composition: 'Sterling silver 925',
      },
      {
        locale: 'pl-PL',
        name: 'Młotkowane srebrne koła',
        description:
          'Kolczyki-koła ze srebrnego drutu o grubości 2 mm i średnicy 25 mm, ręcznie kute i młotkowane, tak że ich powierzchnia faluje jak Bałtyk w wietrzny dzień. Tomasz gnie, lutuje i klepie każdą parę na kowadełku w swojej gdańskiej pracowni. Zapinają się na prosty zawias z drucika.',
        action: 'Codzienne koła, które błyszczą w ruchu bez potrzeby oczka.',
        howToUse:
          'Gdy ściemnieją, przetrzyj je ściereczką do srebra; przechowuj osobno, by się nie rysowały.',
        composition: 'Srebro próby 925',
      },
      {
        locale: 'de-DE',
        name: 'Gehämmerte Silbercreolen',
        description:
          'Creolen aus 2 mm starkem Sterlingsilberdraht mit 25 mm Durchmesser, von Hand geschmiedet und gehämmert, sodass sich ihre Oberfläche kräuselt wie die Ostsee an einem windigen Tag. Tomasz biegt, lötet und planiert jedes Paar auf dem Amboss in seiner Danziger Werkstatt. Sie schließen mit einem einfachen Drahtscharnier.',
        action: 'Alltagscreolen, die in der Bewegung funkeln, ganz ohne Stein.',
        howToUse:
          'Mit einem Silberputztuch polieren, wenn sie nachdunkeln; getrennt aufbewahren, um Kratzer zu vermeiden.',
        composition: 'Sterlingsilber 925',
      },
    ],
  },
  {
    maker: 'jantar',
    category: 'jewellery',
    subcategory: 'rings',
    priceAmount: 9900,
    specialOffer: false,
    condition: 'new',
    quantity: 7,
    deliveryDays: 3,
    ean: '5904082192231',
    erpCode: 'JAN-RNG-223',
    sellerIndex: 'JB-223',
    daysAgo: 298,
    versions: [
      {
        locale: 'en-US',
        name: 'Royal White Amber Ring',
        description:
          'An oval cabochon of rare opaque white amber, known in Gdańsk as royal amber, set in a heavy sterling silver band. The band is cast from Tomasz’s own wax model and finished with a soft satin texture. Available in sizes 52 to 60; tell us your size when ordering.',
        action: 'A quiet, creamy stone that looks elegant with both silver and gold jewellery.',
        howToUse: 'Take it off for washing up, gardening and the gym; wipe with a dry cloth.',
        composition: 'Natural white Baltic amber, sterling silver 925',
      },
      {
        locale: 'pl-PL',
        name: 'Pierścionek z królewskim bursztynem',
        description:
          'Owalny kaboszon z rzadkiego, mlecznobiałego bursztynu, zwanego w Gdańsku królewskim, osadzony w masywnej srebrnej obrączce. Obrączkę odlewamy z wosku wymodelowanego przez Tomasza i wykańczamy delikatną satyną. Dostępny w rozmiarach od 52 do 60 – podaj swój rozmiar przy zamówieniu.',
        action:
          'Spokojny, kremowy kamień, który elegancko wygląda zarówno ze srebrem, jak i ze złotem.',
        howToUse:
          'Zdejmuj do zmywania, prac w ogrodzie i na siłownię; przecieraj suchą ściereczką.',
        composition: 'Naturalny biały bursztyn bałtycki, srebro próby 925',
      },
      {
        locale: 'de-DE',
        name: 'Ring mit königlichem Bernstein',
        description:
          'Ein ovaler Cabochon aus seltenem, milchig weißem Bernstein, in Danzig „königlicher Bernstein“ genannt, gefasst in einer schweren Ringschiene aus Sterlingsilber. Die Schiene wird nach Tomasz’ eigenem Wachsmodell gegossen und mit einer sanften Satinierung veredelt. Erhältlich in den Größen 52 bis 60; bitte geben Sie Ihre Größe bei der Bestellung an.',
        action: 'Ein ruhiger, cremiger Stein, der zu Silber- wie zu Goldschmuck elegant aussieht.',
        howToUse: 'Beim Spülen, Gärtnern und Sport abnehmen; mit einem trockenen Tuch abwischen.',
        composition: 'Natürlicher weißer Ostseebernstein, Sterlingsilber 925',
      },
    ],
  },
  {
    maker: 'jantar',
    category: 'jewellery',
    subcategory: 'bracelets',
    priceAmount: 4900,
    specialOffer: true,
    condition: 'new',
    quantity: 25,
    deliveryDays: 2,
    ean: '5904082192316',
    erpCode: 'JAN-BRC-231',
    sellerIndex: 'JB-231',
    daysAgo: 156,
    versions: [
      {
        locale: 'en-US',
        name: 'Amber Chip Bracelet',
        description:
          'A bracelet of small tumbled amber chips in mixed shades, from lemon to cognac, linked with sterling silver wire on an 18 cm chain with 3 cm extension. It is made from the offcuts of our larger pieces, so nothing from a good stone is wasted. Wired link by link at Tomasz’s bench.',
        action:
          'A cheerful splash of every colour amber comes in, easy to stack with other bracelets.',
        howToUse: 'Keep dry and away from cosmetics; polish the silver with a soft cloth.',
        composition: 'Natural Baltic amber, sterling silver 925',
      },
      {
        locale: 'pl-PL',
        name: 'Bransoletka z okruchów bursztynu',
        description:
          'Bransoletka z drobnych, obtaczanych okruchów bursztynu w różnych odcieniach – od cytrynowego po koniakowy – łączonych srebrnym drucikiem na łańcuszku 18 cm z przedłużką 3 cm. Powstaje ze ścinków po większych pracach, dzięki czemu nic z dobrego kamienia się nie marnuje. Tomasz łączy ją ogniwko po ogniwku przy swoim stole.',
        action:
          'Radosna mieszanka wszystkich kolorów bursztynu, łatwa do łączenia z innymi bransoletkami.',
        howToUse: 'Chroń przed wilgocią i kosmetykami; srebro poleruj miękką ściereczką.',
        composition: 'Naturalny bursztyn bałtycki, srebro próby 925',
      },
      {
        locale: 'de-DE',
        name: 'Armband aus Bernsteinsplittern',
        description:
          'Ein Armband aus kleinen getrommelten Bernsteinsplittern in gemischten Tönen von Zitronengelb bis Cognac, mit Sterlingsilberdraht verbunden, an einer 18-cm-Kette mit 3 cm Verlängerung. Es entsteht aus den Reststücken unserer größeren Arbeiten, damit von einem guten Stein nichts verloren geht. Glied für Glied an Tomasz’ Werkbank gefertigt.',
        action:
          'Ein fröhlicher Mix aus allen Farben des Bernsteins, leicht mit anderen Armbändern zu kombinieren.',
        howToUse:
          'Trocken und fern von Kosmetik halten; das Silber mit einem weichen Tuch polieren.',
        composition: 'Natürlicher Ostseebernstein, Sterlingsilber 925',
      },
    ],
  },
  {
    maker: 'jantar',
    category: 'jewellery',
    subcategory: 'bracelets',
    priceAmount: 24500,
    specialOffer: false,
    condition: 'new',
    quantity: 3,
    deliveryDays: 5,
    ean: '5904082192361',
    erpCode: 'JAN-CUF-236',
    sellerIndex: 'JB-236',
    daysAgo: 57,
    versions: [
      {
        locale: 'en-US',
        name: 'Wide Silver Cuff with Amber',
        description:
          'A 3 cm wide open cuff of oxidised sterling silver, textured with a pattern of dunes and set with a free-form slice of green-gold amber. Tomasz saws the cuff from heavy sheet, forms it over a mandrel and builds the bezel around the stone by hand. Each cuff is unique in its stone and pattern.',
        action: 'A bold statement piece that brings the dunes of the Vistula Spit to the wrist.',
        howToUse:
          'Open and close the cuff gently, a little at a time; polish only the raised parts so the dark oxidised texture remains.',
        composition: 'Natural Baltic amber, oxidised sterling silver 925',
      },
      {
        locale: 'pl-PL',
        name: 'Szeroka srebrna bransoleta z bursztynem',
        description:
          'Otwarta bransoleta szerokości 3 cm z oksydowanego srebra, z fakturą przypominającą wydmy i osadzonym plastrem zielonozłotego bursztynu o swobodnym kształcie. Tomasz wycina ją z grubej blachy, formuje na trzpieniu i ręcznie buduje oprawę wokół kamienia. Każda bransoleta jest jedyna w swoim rodzaju.',
        action: 'Wyrazista ozdoba, która przenosi wydmy Mierzei Wiślanej na nadgarstek.',
        howToUse:
          'Rozginaj i zaginaj bransoletę delikatnie i stopniowo; poleruj tylko wypukłości, by ciemna oksydowana faktura pozostała.',
        composition: 'Naturalny bursztyn bałtycki, oksydowane srebro próby 925',
      },
      {
        locale: 'de-DE',
        name: 'Breiter Silberarmreif mit Bernstein',
        description:
          'Ein 3 cm breiter, offener Armreif aus geschwärztem Sterlingsilber mit einer Dünenstruktur und einer frei geformten Scheibe grüngoldenen Bernsteins. Tomasz sägt den Reif aus starkem Blech, formt ihn über einem Riegel und baut die Zarge um den Stein von Hand. Jeder Reif ist in Stein und Muster ein Unikat.',
        action:
          'Ein ausdrucksstarkes Schmuckstück, das die Dünen der Frischen Nehrung ans Handgelenk holt.',
        howToUse:
          'Den Reif vorsichtig und nur schrittweise öffnen und schließen; nur die erhabenen Stellen polieren, damit die dunkle Struktur erhalten bleibt.',
        composition: 'Natürlicher Ostseebernstein, geschwärztes Sterlingsilber 925',
      },
    ],
  },
  // ---- Pod Lipą, Hajnówka (icons, paintings, beeswax candles) ----
  {
    maker: 'ikony',
    category: 'painting',
    subcategory: 'icons',
    priceAmount: 38000,
    specialOffer: false,
    condition: 'new',
    quantity: 1,
    deliveryDays: 7,
    ean: '5909660423011',
    erpCode: 'IKO-ICN-301',
    sellerIndex: 'PL-301',
    daysAgo: 365,
    versions: [
      {
        locale: 'en-US',
        name: 'Icon of the Virgin Hodegetria',
        description:
          'A 30 × 40 cm icon of the Mother of God Hodegetria, “She who shows the way”, painted in egg tempera on a linden board with a carved border. Olga Sacharczuk prepares the board with linen and twelve layers of chalk gesso, grinds her own pigments and lays the halo in 23-carat gold leaf. The work takes about six weeks and is finished with a protective layer of olifa.',
        action:
          'A contemplative image for prayer or quiet reflection, made to last for generations.',
        howToUse:
          'Hang away from radiators, fireplaces and direct sunlight; dust very gently with a soft brush and never clean with water.',
        composition:
          'Linden wood, linen, chalk gesso, egg tempera with natural pigments, 23-carat gold leaf, olifa (boiled linseed oil)',
      },
      {
        locale: 'pl-PL',
        name: 'Ikona Matki Bożej Hodegetrii',
        description:
          'Ikona Matki Bożej Hodegetrii, „Wskazującej Drogę”, o wymiarach 30 × 40 cm, pisana temperą jajeczną na lipowej desce z wyrzeźbioną ramką. Olga Sacharczuk przygotowuje deskę z płótnem i dwunastoma warstwami gruntu kredowego, sama uciera pigmenty i kładzie nimb z 23-karatowego złota płatkowego. Praca trwa około sześciu tygodni i kończy się ochronną warstwą olify.',
        action: 'Obraz do modlitwy i cichej kontemplacji, stworzony, by przetrwać pokolenia.',
        howToUse:
          'Wieszaj z dala od kaloryferów, kominka i bezpośredniego słońca; odkurzaj bardzo delikatnie miękkim pędzlem i nigdy nie czyść wodą.',
        composition:
          'Drewno lipowe, płótno lniane, grunt kredowy, tempera jajeczna z naturalnymi pigmentami, złoto płatkowe 23 karaty, olifa',
      },
      {
        locale: 'de-DE',
        name: 'Ikone der Gottesmutter Hodegetria',
        description:
          'Eine Ikone der Gottesmutter Hodegetria, der „Wegweiserin“, 30 × 40 cm, in Eitempera auf einer Lindenholztafel mit geschnitztem Rand gemalt. Olga Sacharczuk bereitet die Tafel mit Leinen und zwölf Schichten Kreidegrund vor, reibt ihre Pigmente selbst an und legt den Nimbus in 23-karätigem Blattgold. Die Arbeit dauert etwa sechs Wochen und schließt mit einer schützenden Schicht Olifa ab.',
        action:
          'Ein kontemplatives Bild für Gebet oder stille Besinnung, gemacht, um Generationen zu überdauern.',
        howToUse:
          'Fern von Heizkörpern, Kamin und direktem Sonnenlicht aufhängen; nur ganz sanft mit einem weichen Pinsel abstauben und niemals mit Wasser reinigen.',
        composition:
          'Lindenholz, Leinen, Kreidegrund, Eitempera mit natürlichen Pigmenten, 23-karätiges Blattgold, Olifa (Leinölfirnis)',
      },
      {
        locale: 'sv-SE',
        name: 'Ikon av Guds moder Hodegetria',
        description:
          'En ikon av Guds moder Hodegetria, ”hon som visar vägen”, 30 × 40 cm, målad i äggtempera på en lindtavla med snidad kant. Olga Sacharczuk förbereder tavlan med linneväv och tolv lager kritgrund, river sina egna pigment och lägger glorian i 23 karats bladguld. Arbetet tar ungefär sex veckor och avslutas med ett skyddande lager olifa.',
        action:
          'En kontemplativ bild för bön eller stilla eftertanke, gjord för att hålla i generationer.',
        howToUse:
          'Häng den långt från element, eldstäder och direkt solljus; damma mycket varsamt med en mjuk pensel och rengör aldrig med vatten.',
        composition:
          'Lindträ, linneväv, kritgrund, äggtempera med naturliga pigment, 23 karats bladguld, olifa (kokt linolja)',
      },
      {
        locale: 'nb-NO',
        name: 'Ikon av Guds mor Hodegetria',
        description:
          'En ikon av Guds mor Hodegetria, «hun som viser veien», 30 × 40 cm, malt i eggtempera på en lindeplate med utskåret kant. Olga Sacharczuk forbereder platen med lin og tolv lag krittgrunn, river sine egne pigmenter og legger glorien i 23 karats bladgull. Arbeidet tar rundt seks uker og avsluttes med et beskyttende lag olifa.',
        action:
          'Et kontemplativt bilde for bønn eller stille ettertanke, laget for å vare i generasjoner.',
        howToUse:
          'Heng den unna ovner, peis og direkte sollys; tørk støv svært forsiktig med en myk pensel og rengjør aldri med vann.',
        composition:
          'Lindetre, lin, krittgrunn, eggtempera med naturlige pigmenter, 23 karats bladgull, olifa (kokt linolje)',
      },
      {
        locale: 'zh-CN',
        name: '引路圣母圣像',
        description:
          '这幅30 × 40厘米的引路圣母（“指引道路者”）圣像，以蛋彩画在带雕刻边框的椴木板上。奥尔加·萨哈尔丘克在木板上裱贴亚麻布，涂上十二层白垩底料，亲手研磨颜料，并以23K金箔贴制光环。整件作品约需六周完成，最后涂上一层保护性的熟亚麻籽油。',
        action: '一幅用于祈祷或静思的圣像，可世代相传。',
        howToUse: '请悬挂于远离暖气、壁炉和阳光直射之处；只用软毛刷极轻地除尘，切勿用水清洁。',
        composition: '椴木、亚麻布、白垩底料、天然颜料蛋彩、23K金箔、熟亚麻籽油',
      },
    ],
  },
  {
    maker: 'ikony',
    category: 'painting',
    subcategory: 'icons',
    priceAmount: 16500,
    specialOffer: false,
    condition: 'new',
    quantity: 3,
    deliveryDays: 7,
    ean: '5909660423059',
    erpCode: 'IKO-ICN-305',
    sellerIndex: 'PL-305',
    daysAgo: 214,
    versions: [
      {
        locale: 'en-US',
        name: 'Saint Nicholas Travel Icon',
        description:
          'A small 13 × 18 cm icon of Saint Nicholas the Wonderworker, patron of travellers and children, painted in egg tempera on linden wood. The background is gilded with 23-carat gold, and the saint’s name is lettered in Church Slavonic. Olga paints these small icons in series of three or four, so faces and colours differ slightly from board to board.',
        action: 'A traditional companion for a journey, a new home or a child’s baptism.',
        howToUse:
          'Stands on a shelf or hangs from the cord on the back; keep dry and out of direct sunlight.',
        composition:
          'Linden wood, chalk gesso, egg tempera with natural pigments, 23-carat gold leaf, olifa',
      },
      {
        locale: 'pl-PL',
        name: 'Podróżna ikona świętego Mikołaja',
        description:
          'Mała ikona świętego Mikołaja Cudotwórcy, patrona podróżnych i dzieci, o wymiarach 13 × 18 cm, pisana temperą jajeczną na drewnie lipowym. Tło jest złocone 23-karatowym złotem, a imię świętego wypisane cyrylicą cerkiewnosłowiańską. Olga pisze takie małe ikony seriami po trzy lub cztery, dlatego twarze i kolory nieco różnią się między deskami.',
        action:
          'Tradycyjny towarzysz podróży, przeprowadzki do nowego domu albo prezent na chrzest.',
        howToUse:
          'Może stać na półce lub wisieć na sznurku z tyłu; przechowuj w suchym miejscu, z dala od bezpośredniego słońca.',
        composition:
          'Drewno lipowe, grunt kredowy, tempera jajeczna z naturalnymi pigmentami, złoto płatkowe 23 karaty, olifa',
      },
      {
        locale: 'de-DE',
        name: 'Reiseikone des heiligen Nikolaus',
        description:
          'Eine kleine Ikone des heiligen Nikolaus des Wundertäters, Schutzpatron der Reisenden und Kinder, 13 × 18 cm, in Eitempera auf Lindenholz gemalt. Der Hintergrund ist mit 23-karätigem Gold vergoldet, und der Name des Heiligen steht in kirchenslawischer Schrift. Olga malt diese kleinen Ikonen in Serien von drei oder vier, daher unterscheiden sich Gesichter und Farben von Tafel zu Tafel ein wenig.',
        action: 'Ein traditioneller Begleiter für eine Reise, ein neues Zuhause oder eine Taufe.',
        howToUse:
          'Steht im Regal oder hängt an der Kordel auf der Rückseite; trocken und vor direkter Sonne geschützt aufbewahren.',
        composition:
          'Lindenholz, Kreidegrund, Eitempera mit natürlichen Pigmenten, 23-karätiges Blattgold, Olifa',
      },
    ],
  },
  {
    maker: 'ikony',
    category: 'painting',
    subcategory: 'miniatures',
    priceAmount: 8900,
    specialOffer: false,
    condition: 'new',
    quantity: 4,
    deliveryDays: 5,
    ean: '5909660423103',
    erpCode: 'IKO-MIN-310',
    sellerIndex: 'PL-310',
    daysAgo: 128,
    versions: [
      {
        locale: 'en-US',
        name: 'Archangel Michael Miniature',
        description:
          'A 7 × 9 cm miniature of the Archangel Michael with his sword and scales, painted with a single-hair brush in egg tempera on a tiny linden panel. The wings are picked out in shell gold, and the panel sits in a hand-carved linden frame. Painted by Olga Sacharczuk in the evenings, one every week or two.',
        action: 'A small guardian image for a desk, a bedside table or a car glovebox.',
        howToUse: 'Keep dry and handle by the frame; dust with a soft brush.',
        composition: 'Linden wood, chalk gesso, egg tempera, shell gold',
      },
      {
        locale: 'pl-PL',
        name: 'Miniatura Archanioła Michała',
        description:
          'Miniatura Archanioła Michała z mieczem i wagą o wymiarach 7 × 9 cm, malowana pędzelkiem z jednego włosa temperą jajeczną na maleńkiej lipowej desce. Skrzydła podkreślone są złotem w muszelce, a deseczka tkwi w ręcznie rzeźbionej lipowej ramce. Olga Sacharczuk maluje je wieczorami, jedną na tydzień lub dwa.',
        action: 'Mały wizerunek opiekuna na biurko, szafkę nocną albo do schowka w samochodzie.',
        howToUse: 'Przechowuj w suchym miejscu i chwytaj za ramkę; odkurzaj miękkim pędzelkiem.',
        composition: 'Drewno lipowe, grunt kredowy, tempera jajeczna, złoto w muszelce',
      },
      {
        locale: 'de-DE',
        name: 'Miniatur Erzengel Michael',
        description:
          'Eine Miniatur des Erzengels Michael mit Schwert und Waage, 7 × 9 cm, mit einem einhaarigen Pinsel in Eitempera auf eine winzige Lindenholztafel gemalt. Die Flügel sind mit Muschelgold gehöht, und die Tafel sitzt in einem handgeschnitzten Rahmen aus Linde. Olga Sacharczuk malt sie abends, eine alle ein bis zwei Wochen.',
        action: 'Ein kleines Schutzbild für Schreibtisch, Nachttisch oder Handschuhfach.',
        howToUse: 'Trocken aufbewahren und am Rahmen anfassen; mit einem weichen Pinsel abstauben.',
        composition: 'Lindenholz, Kreidegrund, Eitempera, Muschelgold',
      },
    ],
  },
  {
    maker: 'ikony',
    category: 'painting',
    subcategory: 'watercolours',
    priceAmount: 12000,
    specialOffer: false,
    condition: 'new',
    quantity: 1,
    deliveryDays: 5,
    ean: '5909660423141',
    erpCode: 'IKO-WAT-314',
    sellerIndex: 'PL-314',
    daysAgo: 77,
    versions: [
      {
        locale: 'en-US',
        name: 'Białowieża Oaks in Morning Mist',
        description:
          'An original 30 × 40 cm watercolour of the ancient oaks of the Białowieża Forest emerging from the morning mist. Olga painted it outdoors, in one sitting, on heavy cotton paper, and finished the details in her studio. It is mounted in an ivory passe-partout, ready for a 40 × 50 cm frame.',
        action: 'Brings the calm of Europe’s last primeval lowland forest into a room.',
        howToUse:
          'Frame behind UV-protective glass and hang away from direct sunlight and damp walls.',
        composition: 'Watercolour on 300 g/m² cotton paper, acid-free passe-partout',
      },
      {
        locale: 'pl-PL',
        name: 'Dęby Białowieskie we mgle',
        description:
          'Oryginalna akwarela 30 × 40 cm przedstawiająca wiekowe dęby Puszczy Białowieskiej wyłaniające się z porannej mgły. Olga namalowała ją w plenerze, za jednym posiedzeniem, na grubym papierze bawełnianym, a szczegóły dopracowała w pracowni. Oprawiona w kremowe passe-partout, gotowa do ramy 40 × 50 cm.',
        action: 'Wnosi do pokoju spokój ostatniego pierwotnego lasu nizinnego Europy.',
        howToUse:
          'Oprawić za szkłem z filtrem UV i wieszać z dala od bezpośredniego słońca i wilgotnych ścian.',
        composition: 'Akwarela na papierze bawełnianym 300 g/m², bezkwasowe passe-partout',
      },
      {
        locale: 'de-DE',
        name: 'Eichen von Białowieża im Morgennebel',
        description:
          'Ein originales Aquarell, 30 × 40 cm, das die uralten Eichen des Białowieża-Urwalds zeigt, wie sie aus dem Morgennebel auftauchen. Olga hat es im Freien in einer einzigen Sitzung auf schwerem Baumwollpapier gemalt und die Details im Atelier vollendet. Mit elfenbeinfarbenem Passepartout, fertig für einen Rahmen von 40 × 50 cm.',
        action: 'Holt die Ruhe des letzten Tieflandurwalds Europas ins Zimmer.',
        howToUse:
          'Hinter UV-Schutzglas rahmen und fern von direktem Sonnenlicht und feuchten Wänden aufhängen.',
        composition: 'Aquarell auf Baumwollpapier 300 g/m², säurefreies Passepartout',
      },
    ],
  },
  {
    maker: 'ikony',
    category: 'painting',
    subcategory: 'oil-paintings',
    priceAmount: 29000,
    specialOffer: false,
    condition: 'new',
    quantity: 1,
    deliveryDays: 10,
    ean: '5909660423189',
    erpCode: 'IKO-OIL-318',
    sellerIndex: 'PL-318',
    daysAgo: 282,
    versions: [
      {
        locale: 'en-US',
        name: 'Wooden Church in Winter',
        description:
          'A 50 × 70 cm oil painting on linen canvas of a small wooden Orthodox church in a Podlasie village, its blue onion domes against a snowy dusk. Olga worked on it through a whole winter from sketches made on the spot, building the snow in thin glazes. Signed on the front, with a hand-made pine frame.',
        action: 'A quiet winter scene that glows warmly in lamplight.',
        howToUse: 'Hang away from heat sources; dust the surface lightly with a dry, soft brush.',
        composition: 'Oil paint on linen canvas, pine frame',
      },
      {
        locale: 'pl-PL',
        name: 'Drewniana cerkiew zimą',
        description:
          'Obraz olejny na płótnie lnianym 50 × 70 cm przedstawiający małą drewnianą cerkiew w podlaskiej wsi, z niebieskimi cebulastymi kopułami na tle śnieżnego zmierzchu. Olga pracowała nad nim całą zimę na podstawie szkiców robionych na miejscu, budując śnieg cienkimi laserunkami. Sygnowany z przodu, w ręcznie wykonanej sosnowej ramie.',
        action: 'Spokojny zimowy pejzaż, który ciepło lśni w świetle lampy.',
        howToUse:
          'Wieszaj z dala od źródeł ciepła; odkurzaj powierzchnię lekko suchym, miękkim pędzlem.',
        composition: 'Farba olejna na płótnie lnianym, rama sosnowa',
      },
      {
        locale: 'de-DE',
        name: 'Holzkirche im Winter',
        description:
          'Ein Ölgemälde auf Leinwand, 50 × 70 cm, das eine kleine orthodoxe Holzkirche in einem Dorf in Podlachien zeigt, ihre blauen Zwiebeltürme vor einer verschneiten Abenddämmerung. Olga hat einen ganzen Winter lang nach vor Ort gezeichneten Skizzen daran gearbeitet und den Schnee in dünnen Lasuren aufgebaut. Vorne signiert, mit handgefertigtem Kiefernrahmen.',
        action: 'Eine stille Winterszene, die im Lampenlicht warm leuchtet.',
        howToUse:
          'Fern von Wärmequellen aufhängen; die Oberfläche leicht mit einem trockenen, weichen Pinsel abstauben.',
        composition: 'Ölfarbe auf Leinwand, Kiefernrahmen',
      },
    ],
  },
  {
    maker: 'ikony',
    category: 'candles',
    subcategory: 'beeswax-candles',
    priceAmount: 1800,
    specialOffer: false,
    condition: 'new',
    quantity: 40,
    deliveryDays: 2,
    ean: '5909660423226',
    erpCode: 'IKO-CND-322',
    sellerIndex: 'PL-322',
    daysAgo: 35,
    versions: [
      {
        locale: 'en-US',
        name: 'Hand-Dipped Beeswax Tapers, Pair',
        description:
          'Two 25 cm taper candles dipped by hand, layer after layer, in pure wax from the Sacharczuk family’s own hives at the edge of the Białowieża Forest. The natural golden colour and faint honey scent come from the wax itself; nothing is added. Each pair is still joined by its cotton wick, the way they hang to dry.',
        action: 'Burns slowly and cleanly with a bright, warm flame for about eight hours each.',
        howToUse:
          'Trim the wick to 1 cm, keep away from draughts and never leave a burning candle unattended.',
        composition: 'Pure beeswax, cotton wick',
      },
      {
        locale: 'pl-PL',
        name: 'Maczane świece woskowe, para',
        description:
          'Dwie świece o długości 25 cm, ręcznie maczane warstwa po warstwie w czystym wosku z pasieki rodziny Sacharczuków na skraju Puszczy Białowieskiej. Naturalny złoty kolor i delikatny zapach miodu pochodzą z samego wosku – niczego nie dodajemy. Każda para wciąż jest połączona bawełnianym knotem, tak jak wiszą podczas suszenia.',
        action:
          'Pali się powoli i czysto jasnym, ciepłym płomieniem, każda przez około osiem godzin.',
        howToUse:
          'Przycinaj knot do 1 cm, chroń przed przeciągiem i nigdy nie zostawiaj palącej się świecy bez nadzoru.',
        composition: 'Czysty wosk pszczeli, bawełniany knot',
      },
      {
        locale: 'de-DE',
        name: 'Gezogene Bienenwachskerzen, Paar',
        description:
          'Zwei 25 cm lange Stabkerzen, Schicht für Schicht von Hand gezogen aus reinem Wachs der eigenen Bienenstöcke der Familie Sacharczuk am Rand des Białowieża-Urwalds. Die natürliche goldene Farbe und der zarte Honigduft stammen allein vom Wachs; es wird nichts zugesetzt. Jedes Paar hängt noch an seinem Baumwolldocht zusammen, so wie es zum Trocknen aufgehängt wurde.',
        action: 'Brennt langsam und sauber mit heller, warmer Flamme, jede etwa acht Stunden.',
        howToUse:
          'Docht auf 1 cm kürzen, vor Zugluft schützen und brennende Kerzen nie unbeaufsichtigt lassen.',
        composition: 'Reines Bienenwachs, Baumwolldocht',
      },
    ],
  },
  {
    maker: 'ikony',
    category: 'candles',
    subcategory: 'beeswax-candles',
    priceAmount: 2400,
    specialOffer: false,
    condition: 'new',
    quantity: 28,
    deliveryDays: 2,
    ean: '5909660423264',
    erpCode: 'IKO-CND-326',
    sellerIndex: 'PL-326',
    daysAgo: 168,
    versions: [
      {
        locale: 'en-US',
        name: 'Rolled Honeycomb Pillar Candle',
        description:
          'A pillar candle rolled by hand from sheets of embossed honeycomb beeswax, so the hexagon pattern shows all around. The sheets are cast from our own wax in a wooden press, and the candle is rolled tightly around a thick cotton wick. Made in winter, when the bees rest and the family has time for the wax.',
        action: 'Fills a room with a soft honey scent and the warm light of a natural wax flame.',
        howToUse:
          'Burn on a heat-proof plate for at least an hour at a time so it melts evenly; trim the wick before lighting.',
        composition: 'Pure beeswax, cotton wick',
      },
      {
        locale: 'pl-PL',
        name: 'Zwijana świeca z woskowej węzy',
        description:
          'Świeca słupkowa ręcznie zwijana z arkuszy woskowej węzy z wytłoczonym wzorem plastra miodu, dzięki czemu sześciokąty widać dookoła. Arkusze odlewamy z własnego wosku w drewnianej prasie, a świecę ciasno zwijamy wokół grubego bawełnianego knota. Robimy je zimą, gdy pszczoły odpoczywają, a rodzina ma czas na wosk.',
        action: 'Wypełnia pokój delikatnym zapachem miodu i ciepłym światłem naturalnego wosku.',
        howToUse:
          'Pal na żaroodpornym talerzyku co najmniej godzinę za jednym razem, by topiła się równo; przed zapaleniem przytnij knot.',
        composition: 'Czysty wosk pszczeli, bawełniany knot',
      },
      {
        locale: 'de-DE',
        name: 'Gerollte Wabenstumpenkerze',
        description:
          'Eine Stumpenkerze, von Hand aus geprägten Bienenwachs-Wabenplatten gerollt, sodass das Sechseckmuster rundum sichtbar ist. Die Platten gießen wir aus eigenem Wachs in einer Holzpresse und rollen die Kerze fest um einen kräftigen Baumwolldocht. Sie entsteht im Winter, wenn die Bienen ruhen und die Familie Zeit für das Wachs hat.',
        action:
          'Erfüllt den Raum mit zartem Honigduft und dem warmen Licht einer Naturwachsflamme.',
        howToUse:
          'Auf einem hitzefesten Teller jeweils mindestens eine Stunde brennen lassen, damit sie gleichmäßig abbrennt; den Docht vor dem Anzünden kürzen.',
        composition: 'Reines Bienenwachs, Baumwolldocht',
      },
    ],
  },
  {
    maker: 'ikony',
    category: 'candles',
    subcategory: 'scented-candles',
    priceAmount: 2200,
    specialOffer: false,
    condition: 'new',
    quantity: 32,
    deliveryDays: 2,
    ean: '5909660423301',
    erpCode: 'IKO-JAR-330',
    sellerIndex: 'PL-330',
    daysAgo: 5,
    versions: [
      {
        locale: 'en-US',
        name: 'Linden Blossom Candle in Jar',
        description:
          'Our own beeswax blended with a little soy wax and scented with linden blossom essential oil, poured into a 180 ml amber glass jar. The linden trees that give the studio its name flower in July, and the candle smells of a warm evening under them. Poured by hand in small batches in Hajnówka.',
        action: 'Spreads a gentle, sweet scent of summer linden blossom for about 35 hours.',
        howToUse:
          'Let the whole surface melt the first time you burn it, trim the wick to 5 mm and burn no longer than four hours at a time.',
        composition:
          'Beeswax, soy wax, linden blossom essential oil, cotton wick, glass jar with tin lid',
      },
      {
        locale: 'pl-PL',
        name: 'Świeca Kwiat Lipy w słoiczku',
        description:
          'Nasz własny wosk pszczeli z niewielkim dodatkiem wosku sojowego, aromatyzowany olejkiem z kwiatu lipy i wlany do słoiczka z bursztynowego szkła o pojemności 180 ml. Lipy, od których pracownia wzięła nazwę, kwitną w lipcu, a świeca pachnie jak ciepły wieczór pod nimi. Odlewana ręcznie w małych partiach w Hajnówce.',
        action: 'Przez około 35 godzin roztacza delikatny, słodki zapach letniego kwiatu lipy.',
        howToUse:
          'Przy pierwszym paleniu pozwól, by roztopiła się cała powierzchnia, przycinaj knot do 5 mm i pal nie dłużej niż cztery godziny jednorazowo.',
        composition:
          'Wosk pszczeli, wosk sojowy, olejek z kwiatu lipy, bawełniany knot, szklany słoik z blaszaną pokrywką',
      },
      {
        locale: 'de-DE',
        name: 'Lindenblütenkerze im Glas',
        description:
          'Unser eigenes Bienenwachs, mit etwas Sojawachs gemischt und mit ätherischem Lindenblütenöl beduftet, gegossen in ein 180-ml-Glas aus Braunglas. Die Linden, nach denen die Werkstatt benannt ist, blühen im Juli, und die Kerze duftet wie ein warmer Abend unter ihnen. In kleinen Chargen von Hand in Hajnówka gegossen.',
        action: 'Verströmt rund 35 Stunden lang den sanften, süßen Duft sommerlicher Lindenblüten.',
        howToUse:
          'Beim ersten Anzünden die ganze Oberfläche schmelzen lassen, den Docht auf 5 mm kürzen und nicht länger als vier Stunden am Stück brennen lassen.',
        composition:
          'Bienenwachs, Sojawachs, ätherisches Lindenblütenöl, Baumwolldocht, Glas mit Blechdeckel',
      },
      {
        locale: 'sv-SE',
        name: 'Lindblomsljus i glasburk',
        description:
          'Vårt eget bivax blandat med lite sojavax och doftsatt med eterisk olja av lindblom, hällt i en bärnstensfärgad glasburk på 180 ml. Lindarna som gett verkstaden dess namn blommar i juli, och ljuset doftar som en varm kväll under dem. Handgjutet i små omgångar i Hajnówka.',
        action: 'Sprider en mild, söt doft av sommarens lindblom i ungefär 35 timmar.',
        howToUse:
          'Låt hela ytan smälta första gången du tänder ljuset, klipp veken till 5 mm och låt det inte brinna mer än fyra timmar åt gången.',
        composition: 'Bivax, sojavax, eterisk olja av lindblom, bomullsveke, glasburk med plåtlock',
      },
      {
        locale: 'nb-NO',
        name: 'Lindeblomstlys i glass',
        description:
          'Vår egen bivoks blandet med litt soyavoks og duftsatt med eterisk olje av lindeblomst, helt i et ravfarget glass på 180 ml. Lindetrærne som har gitt verkstedet navnet, blomstrer i juli, og lyset dufter som en varm kveld under dem. Støpt for hånd i små partier i Hajnówka.',
        action: 'Sprer en mild, søt duft av sommerens lindeblomst i rundt 35 timer.',
        howToUse:
          'La hele overflaten smelte første gang du tenner lyset, klipp veken til 5 mm og la det ikke brenne mer enn fire timer om gangen.',
        composition:
          'Bivoks, soyavoks, eterisk olje av lindeblomst, bomullsveke, glass med blikklokk',
      },
      {
        locale: 'zh-CN',
        name: '椴树花香薰蜡烛',
        description:
          '以自家蜂蜡混合少量大豆蜡，加入椴树花精油，手工灌注于180毫升琥珀色玻璃罐中。工作室因椴树得名，这些椴树在七月开花，蜡烛的香气就像树下温暖的夏夜。在海努夫卡以小批量手工制作。',
        action: '约35小时持续散发夏日椴树花柔和甜美的香气。',
        howToUse: '首次点燃时请让整个表面完全融化，烛芯修剪至5毫米，每次燃烧不超过四小时。',
        composition: '蜂蜡、大豆蜡、椴树花精油、棉芯、带锡盖玻璃罐',
      },
    ],
  },
  // ---- Kienzler Holz, Triberg (Black Forest woodcarving) ----
  {
    maker: 'schwarzwald',
    category: 'woodwork',
    subcategory: 'carvings',
    priceAmount: 12900,
    specialOffer: false,
    condition: 'new',
    quantity: 6,
    deliveryDays: 5,
    ean: '4260581371043',
    erpCode: 'KHZ-CRV-104',
    sellerIndex: 'HW-104',
    daysAgo: 333,
    versions: [
      {
        locale: 'en-US',
        name: 'Hand-Carved Lime Wood Owl',
        description:
          'A 22 cm tawny owl carved from a single block of Black Forest lime wood, perched on a piece of oak branch. Lukas Kienzler roughs it out with gouges and finishes every feather with a knife, leaving the tool marks visible rather than sanding them away. The wood is left natural and sealed with a thin coat of beeswax.',
        action: 'A watchful, characterful companion for a bookshelf or mantelpiece.',
        howToUse:
          'Dust with a soft brush; rub in a little beeswax once a year if the wood looks dry.',
        composition: 'Lime wood (linden), oak branch, beeswax',
      },
      {
        locale: 'pl-PL',
        name: 'Sowa rzeźbiona w drewnie lipowym',
        description:
          'Puszczyk o wysokości 22 cm wyrzeźbiony z jednego klocka lipy ze Schwarzwaldu, siedzący na kawałku dębowej gałęzi. Lukas Kienzler zgrubnie wycina go dłutami, a każde piórko wykańcza nożem, zostawiając ślady narzędzi zamiast je szlifować. Drewno pozostaje naturalne, zabezpieczone cienką warstwą wosku pszczelego.',
        action: 'Czujny towarzysz z charakterem na regał z książkami lub gzyms kominka.',
        howToUse:
          'Odkurzaj miękkim pędzlem; raz w roku, gdy drewno wygląda na suche, wetrzyj odrobinę wosku.',
        composition: 'Drewno lipowe, gałąź dębowa, wosk pszczeli',
      },
      {
        locale: 'de-DE',
        name: 'Handgeschnitzte Eule aus Lindenholz',
        description:
          'Ein 22 cm großer Waldkauz, aus einem einzigen Block Schwarzwälder Lindenholz geschnitzt und auf einem Stück Eichenast sitzend. Lukas Kienzler arbeitet die Form mit Hohleisen heraus und vollendet jede Feder mit dem Messer; die Werkzeugspuren bleiben sichtbar, statt weggeschliffen zu werden. Das Holz bleibt naturbelassen und wird mit einer dünnen Schicht Bienenwachs geschützt.',
        action: 'Ein wachsamer Begleiter mit Charakter für Bücherregal oder Kaminsims.',
        howToUse:
          'Mit einem weichen Pinsel abstauben; einmal im Jahr etwas Bienenwachs einreiben, wenn das Holz trocken wirkt.',
        composition: 'Lindenholz, Eichenast, Bienenwachs',
      },
      {
        locale: 'sv-SE',
        name: 'Handsnidad uggla i lindträ',
        description:
          'En 22 cm hög kattuggla, snidad ur ett enda block lindträ från Schwarzwald, sittande på en bit ekgren. Lukas Kienzler grovhugger den med huggjärn och avslutar varje fjäder med kniv, så att verktygsspåren syns i stället för att slipas bort. Träet lämnas naturligt och skyddas med ett tunt lager bivax.',
        action: 'En vaksam följeslagare med karaktär för bokhyllan eller spiselkransen.',
        howToUse:
          'Damma med en mjuk pensel; gnid in lite bivax en gång om året om träet ser torrt ut.',
        composition: 'Lindträ, ekgren, bivax',
      },
      {
        locale: 'nb-NO',
        name: 'Håndskåret ugle i lindetre',
        description:
          'En 22 cm høy kattugle, skåret ut av én enkelt kloss lindetre fra Schwarzwald, sittende på en bit eikegren. Lukas Kienzler grovformer den med huljern og fullfører hver fjær med kniv, slik at verktøysporene synes i stedet for å slipes bort. Treet er ubehandlet og beskyttet med et tynt lag bivoks.',
        action: 'En årvåken følgesvenn med karakter til bokhyllen eller peishyllen.',
        howToUse:
          'Tørk støv med en myk pensel; gni inn litt bivoks én gang i året hvis treet ser tørt ut.',
        composition: 'Lindetre, eikegren, bivoks',
      },
      {
        locale: 'zh-CN',
        name: '手工椴木雕猫头鹰',
        description:
          '这只高22厘米的灰林鸮由一整块黑森林椴木雕刻而成，栖息在一段橡木枝上。卢卡斯·金茨勒先用圆凿粗雕出形体，再用刻刀完成每一根羽毛，刻意保留刀痕而不打磨掉。木材保持原色，仅以薄薄一层蜂蜡保护。',
        action: '一位机警而富有个性的伙伴，适合摆在书架或壁炉台上。',
        howToUse: '用软毛刷除尘；若木头看起来干燥，每年擦一次少量蜂蜡。',
        composition: '椴木、橡木枝、蜂蜡',
      },
    ],
  },
  {
    maker: 'schwarzwald',
    category: 'home-decor',
    subcategory: 'wall-art',
    priceAmount: 34900,
    specialOffer: false,
    condition: 'new',
    quantity: 2,
    deliveryDays: 14,
    ean: '4260581371180',
    erpCode: 'KHZ-WAL-118',
    sellerIndex: 'HW-118',
    daysAgo: 251,
    versions: [
      {
        locale: 'en-US',
        name: 'Carved Stag Head Wall Plaque',
        description:
          'A 45 cm stag’s head carved in relief from laminated lime wood and mounted on a shaped walnut board, in the tradition of the Black Forest hunting lodges. Lukas spends about a week on each head, cutting the fur in long, flowing strokes. It is made to order; the antlers are carved, not real.',
        action:
          'A hand-made, cruelty-free trophy that gives a hallway or a cabin real Black Forest character.',
        howToUse:
          'Hang on two sturdy screws using the keyhole fittings on the back; dust with a soft brush.',
        composition: 'Lime wood, walnut, linseed oil, beeswax',
      },
      {
        locale: 'pl-PL',
        name: 'Rzeźbiona głowa jelenia na ścianę',
        description:
          'Głowa jelenia o wysokości 45 cm wyrzeźbiona w płaskorzeźbie z klejonego drewna lipowego i osadzona na profilowanej desce orzechowej, w tradycji schwarzwaldzkich domków myśliwskich. Lukas poświęca każdej głowie około tygodnia, rzeźbiąc sierść długimi, płynnymi cięciami. Wykonywana na zamówienie; poroże jest rzeźbione, nie prawdziwe.',
        action:
          'Ręcznie wykonane trofeum bez krzywdy zwierząt, które nada przedpokojowi lub domkowi w górach prawdziwy schwarzwaldzki charakter.',
        howToUse:
          'Zawieś na dwóch mocnych wkrętach za pomocą zawieszek z tyłu; odkurzaj miękkim pędzlem.',
        composition: 'Drewno lipowe, orzech, olej lniany, wosk pszczeli',
      },
      {
        locale: 'de-DE',
        name: 'Geschnitzter Hirschkopf für die Wand',
        description:
          'Ein 45 cm hoher Hirschkopf, als Relief aus verleimtem Lindenholz geschnitzt und auf ein geschweiftes Nussbaumbrett gesetzt, ganz in der Tradition der Schwarzwälder Jagdstuben. Lukas arbeitet etwa eine Woche an jedem Kopf und schneidet das Fell in langen, fließenden Zügen. Anfertigung auf Bestellung; das Geweih ist geschnitzt, nicht echt.',
        action:
          'Eine handgefertigte Trophäe ohne Jagd, die Flur oder Hütte echten Schwarzwaldcharakter verleiht.',
        howToUse:
          'Mit den Schlüssellochaufhängern auf der Rückseite an zwei stabilen Schrauben aufhängen; mit einem weichen Pinsel abstauben.',
        composition: 'Lindenholz, Nussbaum, Leinöl, Bienenwachs',
      },
    ],
  },
  {
    maker: 'schwarzwald',
    category: 'woodwork',
    subcategory: 'kitchenware',
    priceAmount: 2400,
    specialOffer: false,
    condition: 'new',
    quantity: 35,
    deliveryDays: 2,
    ean: '4260581371234',
    erpCode: 'KHZ-SPN-123',
    sellerIndex: 'HW-123',
    daysAgo: 144,
    versions: [
      {
        locale: 'en-US',
        name: 'Maple Cooking Spoon',
        description:
          'A 30 cm cooking spoon carved from green Black Forest maple with an axe and a hook knife, then dried slowly and finished with the knife alone. Its slightly angled bowl reaches into the corners of a pan, and the facets on the handle give a sure grip. Carved by Lukas on winter evenings from wood he splits himself.',
        action: 'Stirs sauces and risotto without scratching pans and stays cool to the touch.',
        howToUse:
          'Wash by hand in warm soapy water and let dry; oil with food-safe linseed oil now and then.',
        composition: 'Maple wood, food-safe linseed oil',
      },
      {
        locale: 'pl-PL',
        name: 'Klonowa łyżka kuchenna',
        description:
          'Łyżka kuchenna o długości 30 cm wystrugana z mokrego klonu ze Schwarzwaldu siekierą i nożem łyżkowym, potem powoli suszona i wykańczana wyłącznie nożem. Lekko skośna czerpalna część sięga do rogów patelni, a fazowany trzonek pewnie leży w dłoni. Lukas struga je w zimowe wieczory z drewna, które sam łupie.',
        action: 'Miesza sosy i risotto bez rysowania naczyń i nie nagrzewa się w dłoni.',
        howToUse:
          'Myj ręcznie w ciepłej wodzie z płynem i pozostaw do wyschnięcia; od czasu do czasu natłuść olejem lnianym.',
        composition: 'Drewno klonowe, olej lniany bezpieczny dla żywności',
      },
      {
        locale: 'de-DE',
        name: 'Kochlöffel aus Ahorn',
        description:
          'Ein 30 cm langer Kochlöffel, mit Beil und Hakenmesser aus frischem Schwarzwälder Ahorn geschnitzt, langsam getrocknet und allein mit dem Messer fertig bearbeitet. Die leicht schräge Laffe erreicht jede Ecke der Pfanne, und die Facetten am Griff sorgen für sicheren Halt. Lukas schnitzt sie an Winterabenden aus Holz, das er selbst spaltet.',
        action:
          'Rührt Soßen und Risotto, ohne Pfannen zu zerkratzen, und bleibt angenehm kühl in der Hand.',
        howToUse:
          'Von Hand in warmem Spülwasser waschen und trocknen lassen; ab und zu mit lebensmittelechtem Leinöl einölen.',
        composition: 'Ahornholz, lebensmittelechtes Leinöl',
      },
    ],
  },
  {
    maker: 'schwarzwald',
    category: 'woodwork',
    subcategory: 'kitchenware',
    priceAmount: 6900,
    specialOffer: true,
    condition: 'new',
    quantity: 12,
    deliveryDays: 3,
    ean: '4260581371272',
    erpCode: 'KHZ-BRD-127',
    sellerIndex: 'HW-127',
    daysAgo: 89,
    versions: [
      {
        locale: 'en-US',
        name: 'Walnut Cutting Board',
        description:
          'A 40 × 25 cm board cut from one piece of 3 cm thick walnut, with a juice groove on one side and a flat serving face on the other. Lukas chooses boards with a lively grain from a sawmill in the Kinzig valley, planes and scrapes them by hand and rounds every edge. Each board is finished with several coats of linseed oil and beeswax.',
        action:
          'Gentle on knife edges and handsome enough to carry bread and cheese straight to the table.',
        howToUse:
          'Wash by hand, never soak or put in the dishwasher; re-oil once a month with the wax we include.',
        composition: 'Walnut wood, linseed oil, beeswax',
      },
      {
        locale: 'pl-PL',
        name: 'Deska do krojenia z orzecha',
        description:
          'Deska 40 × 25 cm z jednego kawałka orzecha o grubości 3 cm, z rowkiem na soki po jednej stronie i gładką powierzchnią do podawania po drugiej. Lukas wybiera deski o żywym rysunku słojów z tartaku w dolinie Kinzig, ręcznie je struga i cyklinuje, zaokrąglając każdą krawędź. Każda deska jest wykończona kilkoma warstwami oleju lnianego i wosku pszczelego.',
        action:
          'Łagodna dla ostrzy noży i na tyle ładna, by podać na niej chleb i sery prosto na stół.',
        howToUse:
          'Myj ręcznie, nigdy nie mocz ani nie wkładaj do zmywarki; raz w miesiącu natłuść dołączonym woskiem.',
        composition: 'Drewno orzechowe, olej lniany, wosk pszczeli',
      },
      {
        locale: 'de-DE',
        name: 'Schneidebrett aus Nussbaum',
        description:
          'Ein Brett von 40 × 25 cm aus einem Stück 3 cm starkem Nussbaum, mit Saftrille auf der einen und glatter Servierfläche auf der anderen Seite. Lukas sucht Bohlen mit lebhafter Maserung bei einem Sägewerk im Kinzigtal aus, hobelt und zieht sie von Hand ab und rundet jede Kante. Jedes Brett erhält mehrere Schichten Leinöl und Bienenwachs.',
        action:
          'Schont die Messerschneide und ist schön genug, um Brot und Käse direkt auf den Tisch zu bringen.',
        howToUse:
          'Von Hand spülen, nie einweichen oder in die Spülmaschine geben; einmal im Monat mit dem beiliegenden Wachs nachpflegen.',
        composition: 'Nussbaumholz, Leinöl, Bienenwachs',
      },
    ],
  },
  {
    maker: 'schwarzwald',
    category: 'woodwork',
    subcategory: 'boxes',
    priceAmount: 11900,
    specialOffer: false,
    condition: 'new',
    quantity: 5,
    deliveryDays: 5,
    ean: '4260581371357',
    erpCode: 'KHZ-BOX-135',
    sellerIndex: 'HW-135',
    daysAgo: 197,
    versions: [
      {
        locale: 'en-US',
        name: 'Cherry Jewellery Box with Carved Lid',
        description:
          'A 22 × 14 × 9 cm box of solid cherry wood with dovetailed corners and a lid carved in relief with fir branches and cones. Inside there is a removable tray with compartments for rings and earrings, lined with grey wool felt. Joined, carved and oiled by Lukas Kienzler in his workshop in Triberg.',
        action: 'Keeps treasured jewellery safe, tidy and within reach on a dressing table.',
        howToUse:
          'Keep away from direct sunlight, which darkens cherry quickly; polish now and then with a soft cloth.',
        composition: 'Cherry wood, wool felt, linseed oil, beeswax',
      },
      {
        locale: 'pl-PL',
        name: 'Czereśniowa szkatułka z rzeźbionym wiekiem',
        description:
          'Szkatułka 22 × 14 × 9 cm z litego drewna czereśniowego, łączona na jaskółczy ogon, z wiekiem ozdobionym płaskorzeźbą jodłowych gałązek i szyszek. W środku znajduje się wyjmowana tacka z przegródkami na pierścionki i kolczyki, wyłożona szarym wełnianym filcem. Złożona, wyrzeźbiona i olejowana przez Lukasa Kienzlera w jego pracowni w Tribergu.',
        action: 'Chroni cenną biżuterię i utrzymuje ją w porządku i pod ręką na toaletce.',
        howToUse:
          'Chroń przed bezpośrednim słońcem, od którego czereśnia szybko ciemnieje; od czasu do czasu przetrzyj miękką ściereczką.',
        composition: 'Drewno czereśniowe, filc wełniany, olej lniany, wosk pszczeli',
      },
      {
        locale: 'de-DE',
        name: 'Schmuckkästchen aus Kirschbaum',
        description:
          'Ein Kästchen aus massivem Kirschbaum, 22 × 14 × 9 cm, mit gezinkten Ecken und einem Deckel, in den Tannenzweige und Zapfen als Relief geschnitzt sind. Innen liegt ein herausnehmbarer Einsatz mit Fächern für Ringe und Ohrringe, ausgekleidet mit grauem Wollfilz. Gezinkt, geschnitzt und geölt von Lukas Kienzler in seiner Werkstatt in Triberg.',
        action:
          'Bewahrt liebgewonnenen Schmuck sicher, ordentlich und griffbereit auf dem Frisiertisch auf.',
        howToUse:
          'Vor direkter Sonne schützen, da Kirschholz schnell nachdunkelt; ab und zu mit einem weichen Tuch polieren.',
        composition: 'Kirschbaumholz, Wollfilz, Leinöl, Bienenwachs',
      },
    ],
  },
  {
    maker: 'schwarzwald',
    category: 'toys',
    subcategory: 'wooden-toys',
    priceAmount: 5900,
    specialOffer: false,
    condition: 'new',
    quantity: 14,
    deliveryDays: 4,
    ean: '4260581371425',
    erpCode: 'KHZ-TOY-142',
    sellerIndex: 'HW-142',
    daysAgo: 48,
    versions: [
      {
        locale: 'en-US',
        name: 'Wooden Steam Train with Two Wagons',
        description:
          'A 45 cm pull-along steam locomotive with a tender and two wagons, turned and cut from solid beech and joined with magnetic couplings. The chimney, dome and wheels are turned on the lathe in Lukas’s workshop, and every edge is rounded for small hands. Finished only with food-safe oil, so it can be chewed without worry.',
        action:
          'Invites endless games of loading, coupling and pulling, and survives years of play.',
        howToUse:
          'Wipe with a damp cloth; re-oil if the wood looks dry. Suitable from 18 months; the magnets are fully enclosed.',
        composition: 'Beech wood, enclosed magnets, food-safe vegetable oil, cotton pull cord',
      },
      {
        locale: 'pl-PL',
        name: 'Drewniana lokomotywa z dwoma wagonikami',
        description:
          'Ciągnięta na sznurku lokomotywa parowa o długości 45 cm z tendrem i dwoma wagonikami, toczona i wycinana z litego buku, łączona magnetycznymi zaczepami. Komin, kopułę i koła Lukas toczy na tokarce w swojej pracowni, a każdą krawędź zaokrągla z myślą o małych rączkach. Wykończona wyłącznie olejem bezpiecznym dla żywności, więc można ją bez obaw gryźć.',
        action:
          'Zachęca do niekończących się zabaw w załadunek, łączenie i ciągnięcie i przetrwa lata zabawy.',
        howToUse:
          'Przecieraj wilgotną ściereczką; natłuść, gdy drewno wygląda na suche. Dla dzieci od 18 miesięcy; magnesy są całkowicie zabudowane.',
        composition:
          'Drewno bukowe, zabudowane magnesy, olej roślinny bezpieczny dla żywności, bawełniany sznurek',
      },
      {
        locale: 'de-DE',
        name: 'Holzeisenbahn mit zwei Waggons',
        description:
          'Eine 45 cm lange Nachzieh-Dampflok mit Tender und zwei Waggons, gedrechselt und gesägt aus massiver Buche und mit Magnetkupplungen verbunden. Schornstein, Dom und Räder drechselt Lukas in seiner Werkstatt, und jede Kante ist für kleine Hände abgerundet. Nur mit lebensmittelechtem Öl behandelt, darf also ruhig angeknabbert werden.',
        action:
          'Lädt zu endlosem Beladen, Ankuppeln und Ziehen ein und übersteht Jahre des Spielens.',
        howToUse:
          'Mit einem feuchten Tuch abwischen; nachölen, wenn das Holz trocken aussieht. Geeignet ab 18 Monaten; die Magnete sind vollständig eingeschlossen.',
        composition:
          'Buchenholz, eingeschlossene Magnete, lebensmittelechtes Pflanzenöl, Zugschnur aus Baumwolle',
      },
      {
        locale: 'sv-SE',
        name: 'Ånglok i trä med två vagnar',
        description:
          'Ett 45 cm långt dragleksaksånglok med tender och två vagnar, svarvat och sågat i massiv bok och sammankopplat med magneter. Skorsten, dom och hjul svarvar Lukas i sin verkstad, och varje kant är rundad för små händer. Behandlat enbart med livsmedelsgodkänd olja, så det går bra att tugga på.',
        action:
          'Inbjuder till oändliga lekar med lastning, koppling och dragning och håller i många år.',
        howToUse:
          'Torka av med en fuktig trasa; olja in igen om träet ser torrt ut. Från 18 månader; magneterna är helt inkapslade.',
        composition:
          'Bokträ, inkapslade magneter, livsmedelsgodkänd vegetabilisk olja, dragsnöre av bomull',
      },
      {
        locale: 'nb-NO',
        name: 'Damplokomotiv i tre med to vogner',
        description:
          'Et 45 cm langt trekkleketøy-damplokomotiv med tender og to vogner, dreid og saget i massiv bøk og koblet sammen med magneter. Skorsteinen, domen og hjulene dreier Lukas i verkstedet sitt, og hver kant er avrundet for små hender. Behandlet bare med matsikker olje, så det går fint å tygge på det.',
        action: 'Innbyr til endeløs lek med lasting, kobling og trekking, og tåler mange års bruk.',
        howToUse:
          'Tørk av med en fuktig klut; olje på nytt hvis treet ser tørt ut. Fra 18 måneder; magnetene er helt innkapslet.',
        composition:
          'Bøketre, innkapslede magneter, matsikker vegetabilsk olje, trekksnor av bomull',
      },
      {
        locale: 'zh-CN',
        name: '木制蒸汽小火车（含两节车厢）',
        description:
          '这列长45厘米的拉行蒸汽机车配有煤水车和两节车厢，由实心山毛榉车削、锯切而成，以磁力挂钩连接。烟囱、汽包和车轮都在卢卡斯的工作室车床上车出，每条边缘都为小手打磨圆润。仅涂食品级植物油，孩子啃咬也无需担心。',
        action: '让孩子乐此不疲地装货、挂接、拖拉，经得起多年玩耍。',
        howToUse: '用湿布擦拭；木头显干时可重新上油。适合18个月以上儿童；磁铁完全封闭在木件内。',
        composition: '山毛榉木、封闭式磁铁、食品级植物油、棉质拉绳',
      },
    ],
  },
  {
    maker: 'schwarzwald',
    category: 'woodwork',
    subcategory: 'furniture',
    priceAmount: 14900,
    specialOffer: false,
    condition: 'new',
    quantity: 4,
    deliveryDays: 10,
    ean: '4260581371500',
    erpCode: 'KHZ-STL-150',
    sellerIndex: 'HW-150',
    daysAgo: 302,
    versions: [
      {
        locale: 'en-US',
        name: 'Three-Legged Ash Stool',
        description:
          'A 45 cm high stool in the old Black Forest farmhouse style: a thick round seat of ash with three legs driven through it and wedged from above. Lukas shapes the legs with a drawknife on the shaving horse and lets them dry before fitting, so the joints only grow tighter. No screws and no glue, just wood and wedges.',
        action:
          'Stands firm on uneven floors and serves as a seat, a plant stand or a bedside table.',
        howToUse:
          'Wipe with a damp cloth and oil the seat once a year; keep away from underfloor heating outlets.',
        composition: 'Ash wood, oak wedges, linseed oil',
      },
      {
        locale: 'pl-PL',
        name: 'Trójnożny taboret z jesionu',
        description:
          'Taboret o wysokości 45 cm w stylu dawnych schwarzwaldzkich zagród: gruby okrągły blat z jesionu z trzema nogami przebitymi na wylot i zaklinowanymi od góry. Lukas kształtuje nogi ośnikiem na ławie do strugania i przed osadzeniem pozwala im wyschnąć, dzięki czemu połączenia z czasem tylko się zaciskają. Bez wkrętów i kleju – tylko drewno i kliny.',
        action:
          'Stoi stabilnie na nierównej podłodze i służy jako siedzisko, kwietnik albo stolik nocny.',
        howToUse:
          'Przecieraj wilgotną ściereczką i raz w roku naolejuj siedzisko; nie stawiaj nad wylotem ogrzewania podłogowego.',
        composition: 'Drewno jesionowe, dębowe kliny, olej lniany',
      },
      {
        locale: 'de-DE',
        name: 'Dreibeiniger Eschenhocker',
        description:
          'Ein 45 cm hoher Hocker im Stil alter Schwarzwälder Bauernhäuser: eine dicke runde Sitzfläche aus Esche, durch die drei Beine getrieben und von oben verkeilt sind. Lukas formt die Beine mit dem Zugmesser auf der Schnitzbank und lässt sie vor dem Einsetzen trocknen, damit die Verbindungen mit der Zeit nur fester werden. Keine Schrauben, kein Leim, nur Holz und Keile.',
        action:
          'Steht fest auf unebenem Boden und dient als Sitz, Pflanzenständer oder Nachttisch.',
        howToUse:
          'Mit einem feuchten Tuch abwischen und die Sitzfläche einmal im Jahr ölen; nicht direkt über Heizungsauslässe stellen.',
        composition: 'Eschenholz, Eichenkeile, Leinöl',
      },
    ],
  },
  {
    maker: 'schwarzwald',
    category: 'woodwork',
    subcategory: 'furniture',
    priceAmount: 21000,
    specialOffer: false,
    condition: 'used',
    quantity: 1,
    deliveryDays: 7,
    ean: '4260581371579',
    erpCode: 'KHZ-ANT-157',
    sellerIndex: 'HW-157',
    daysAgo: 26,
    versions: [
      {
        locale: 'en-US',
        name: 'Restored Antique Spice Cabinet',
        description:
          'A pine spice cabinet with eight small drawers and hand-painted labels, made in a Black Forest farmhouse around 1900 and found by Lukas in a barn near Schonach. He repaired the drawer runners, replaced two missing porcelain knobs with old ones of the same kind and cleaned the original paint without repainting it. Wear marks, a few worm holes (treated) and faded lettering tell its story.',
        action:
          'Brings a piece of real Black Forest kitchen history to the wall, with space for spices, tea or small treasures.',
        howToUse:
          'Hang on two screws or stand on a shelf; dust gently and do not clean the old paint with water.',
        composition: 'Pine wood, original paint, porcelain knobs, beeswax',
      },
      {
        locale: 'pl-PL',
        name: 'Odnowiona antyczna szafka na przyprawy',
        description:
          'Sosnowa szafka na przyprawy z ośmioma szufladkami i ręcznie malowanymi etykietami, wykonana w schwarzwaldzkiej zagrodzie około 1900 roku i znaleziona przez Lukasa w stodole pod Schonach. Naprawił prowadnice szufladek, dwie brakujące porcelanowe gałki zastąpił dawnymi tego samego typu i oczyścił oryginalną farbę, nie malując jej na nowo. Ślady użytkowania, kilka (zabezpieczonych) otworów po kornikach i wyblakłe napisy opowiadają jej historię.',
        action:
          'Wnosi na ścianę kawałek prawdziwej historii schwarzwaldzkiej kuchni, z miejscem na przyprawy, herbatę lub drobiazgi.',
        howToUse:
          'Zawieś na dwóch wkrętach lub postaw na półce; odkurzaj delikatnie i nie myj starej farby wodą.',
        composition: 'Drewno sosnowe, oryginalna farba, porcelanowe gałki, wosk pszczeli',
      },
      {
        locale: 'de-DE',
        name: 'Restauriertes antikes Gewürzschränkchen',
        description:
          'Ein Gewürzschränkchen aus Kiefer mit acht kleinen Schubladen und handbemalten Schildern, um 1900 in einem Schwarzwälder Bauernhaus entstanden und von Lukas in einer Scheune bei Schonach entdeckt. Er hat die Schubladenführungen repariert, zwei fehlende Porzellanknöpfe durch alte gleicher Art ersetzt und die Originalfassung gereinigt, ohne sie zu übermalen. Gebrauchsspuren, einige (behandelte) Wurmlöcher und verblasste Schrift erzählen seine Geschichte.',
        action:
          'Holt ein Stück echter Schwarzwälder Küchengeschichte an die Wand, mit Platz für Gewürze, Tee oder kleine Schätze.',
        howToUse:
          'An zwei Schrauben aufhängen oder auf ein Regal stellen; vorsichtig abstauben und die alte Farbe nicht mit Wasser reinigen.',
        composition: 'Kiefernholz, Originalfassung, Porzellanknöpfe, Bienenwachs',
      },
    ],
  },
  // ---- Ljungbergs Glas, Nybro (Småland glassblowing) ----
  {
    maker: 'smaland',
    category: 'glass',
    subcategory: 'glassware',
    priceAmount: 6900,
    specialOffer: false,
    condition: 'new',
    quantity: 18,
    deliveryDays: 4,
    ean: '7304126856019',
    erpCode: 'LJG-TUM-601',
    sellerIndex: 'LG-601',
    daysAgo: 305,
    versions: [
      {
        locale: 'en-US',
        name: 'Mouth-Blown Tumblers, Set of Two',
        description:
          'Two 300 ml tumblers blown by mouth from clear glass with a faint sea-green tint, each with a slightly uneven wall that catches the light. Elin Ljungberg gathers the glass from the furnace, blows it into a wet beechwood mould and breaks it off the pipe by hand; the base is then ground and polished. Because every glass is blown separately, sizes vary by a few millimetres.',
        action:
          'Makes plain water look like a mountain stream and feels pleasantly weighty in the hand.',
        howToUse:
          'Hand washing keeps the glass bright for longest; dishwasher use is possible on a gentle programme.',
        composition: 'Soda-lime glass',
      },
      {
        locale: 'pl-PL',
        name: 'Szklanki dmuchane ustnie, dwie sztuki',
        description:
          'Dwie szklanki o pojemności 300 ml, dmuchane ustnie z przezroczystego szkła o delikatnym morskozielonym odcieniu, każda o lekko nierównej ściance, która łapie światło. Elin Ljungberg nabiera szkło z pieca, wdmuchuje je do mokrej formy z drewna bukowego i ręcznie odłamuje od piszczeli; dno jest potem szlifowane i polerowane. Ponieważ każda szklanka jest dmuchana osobno, ich rozmiary różnią się o kilka milimetrów.',
        action:
          'Sprawia, że zwykła woda wygląda jak górski strumień, a szklanka przyjemnie ciąży w dłoni.',
        howToUse:
          'Mycie ręczne najdłużej zachowuje blask szkła; można też myć w zmywarce w delikatnym programie.',
        composition: 'Szkło sodowo-wapniowe',
      },
      {
        locale: 'de-DE',
        name: 'Mundgeblasene Trinkgläser, 2er-Set',
        description:
          'Zwei 300-ml-Gläser, mundgeblasen aus klarem Glas mit einem zarten meergrünen Schimmer, jedes mit einer leicht unregelmäßigen Wand, die das Licht bricht. Elin Ljungberg nimmt das Glas aus dem Ofen, bläst es in eine nasse Buchenholzform und sprengt es von Hand von der Pfeife ab; danach wird der Boden geschliffen und poliert. Da jedes Glas einzeln geblasen wird, variieren die Maße um einige Millimeter.',
        action:
          'Lässt schlichtes Wasser wie einen Gebirgsbach aussehen und liegt angenehm schwer in der Hand.',
        howToUse:
          'Handspülen erhält den Glanz am längsten; im Schonprogramm ist auch die Spülmaschine möglich.',
        composition: 'Kalk-Natron-Glas',
      },
      {
        locale: 'sv-SE',
        name: 'Munblåsta dricksglas, två stycken',
        description:
          'Två dricksglas på 300 ml, munblåsta i klart glas med en svag havsgrön ton, var och ett med en lätt ojämn vägg som fångar ljuset. Elin Ljungberg tar glaset ur ugnen, blåser det i en blöt form av bokträ och knäcker av det från pipan för hand; därefter slipas och poleras botten. Eftersom varje glas blåses för sig skiljer sig måtten med några millimeter.',
        action:
          'Får vanligt vatten att se ut som en fjällbäck och ligger behagligt tungt i handen.',
        howToUse: 'Handdisk bevarar glansen längst; diskmaskin på skonsamt program går också bra.',
        composition: 'Sodakalkglas',
      },
      {
        locale: 'nb-NO',
        name: 'Munnblåste drikkeglass, to stykker',
        description:
          'To drikkeglass på 300 ml, munnblåst i klart glass med en svak havgrønn tone, hvert med en litt ujevn vegg som fanger lyset. Elin Ljungberg henter glasset fra ovnen, blåser det i en våt form av bøketre og bryter det av blåsepipen for hånd; deretter slipes og poleres bunnen. Fordi hvert glass blåses for seg, varierer målene med noen millimeter.',
        action: 'Får vanlig vann til å se ut som en fjellbekk og ligger behagelig tungt i hånden.',
        howToUse:
          'Håndvask bevarer glansen lengst; oppvaskmaskin på skånsomt program går også fint.',
        composition: 'Natron-kalk-glass',
      },
      {
        locale: 'zh-CN',
        name: '人工吹制玻璃杯两只装',
        description:
          '两只300毫升的玻璃杯，以略带海绿色调的透明玻璃人工口吹而成，杯壁微微不匀，能折射出灵动的光线。埃琳·云贝里从熔炉中挑料，吹入湿润的山毛榉木模，再亲手将其从吹管上敲下；随后对杯底进行研磨和抛光。由于每只杯子都单独吹制，尺寸会有几毫米的差异。',
        action: '让一杯清水宛如山间溪流，握在手中分量恰到好处。',
        howToUse: '手洗最能保持玻璃的光泽；也可使用洗碗机的轻柔程序。',
        composition: '钠钙玻璃',
      },
    ],
  },
  {
    maker: 'smaland',
    category: 'glass',
    subcategory: 'glassware',
    priceAmount: 8900,
    specialOffer: false,
    condition: 'new',
    quantity: 9,
    deliveryDays: 4,
    ean: '7304126856057',
    erpCode: 'LJG-CAR-605',
    sellerIndex: 'LG-605',
    daysAgo: 226,
    versions: [
      {
        locale: 'en-US',
        name: 'Bubble Glass Carafe',
        description:
          'A 1-litre carafe with rows of tiny air bubbles trapped in its walls, made by rolling the hot glass over a bed of bicarbonate before the final gather. Elin and Jonas blow each carafe together, one shaping the body and the other pulling the lip. The bubbles are arranged in a soft spiral, like rain on a lake.',
        action:
          'Puts water, juice or wine on the table in a piece that is beautiful even when empty.',
        howToUse:
          'Rinse with warm water and a bottle brush; not suitable for the dishwasher or for hot drinks.',
        composition: 'Soda-lime glass',
      },
      {
        locale: 'pl-PL',
        name: 'Karafka z pęcherzykami powietrza',
        description:
          'Karafka o pojemności 1 litra z rzędami drobnych pęcherzyków powietrza uwięzionych w ściankach – powstają, gdy gorące szkło przetacza się po warstwie sody oczyszczonej przed ostatnim nabraniem. Elin i Jonas dmuchają każdą karafkę razem: jedno formuje korpus, drugie wyciąga dziobek. Pęcherzyki układają się w miękką spiralę, jak deszcz na jeziorze.',
        action: 'Podaje na stół wodę, sok lub wino w naczyniu, które jest piękne nawet puste.',
        howToUse:
          'Płucz ciepłą wodą i szczotką do butelek; nie nadaje się do zmywarki ani do gorących napojów.',
        composition: 'Szkło sodowo-wapniowe',
      },
      {
        locale: 'de-DE',
        name: 'Karaffe mit Luftblasen',
        description:
          'Eine 1-Liter-Karaffe mit Reihen winziger Luftbläschen in der Wand, die entstehen, wenn das heiße Glas vor dem letzten Anfang über ein Bett aus Natron gerollt wird. Elin und Jonas blasen jede Karaffe gemeinsam: Einer formt den Körper, der andere zieht die Tülle. Die Bläschen ordnen sich zu einer sanften Spirale, wie Regen auf einem See.',
        action:
          'Bringt Wasser, Saft oder Wein in einem Gefäß auf den Tisch, das auch leer schön ist.',
        howToUse:
          'Mit warmem Wasser und einer Flaschenbürste ausspülen; nicht spülmaschinengeeignet und nicht für heiße Getränke.',
        composition: 'Kalk-Natron-Glas',
      },
      {
        locale: 'sv-SE',
        name: 'Karaff med luftbubblor',
        description:
          'En karaff på en liter med rader av små luftbubblor fångade i väggarna, som uppstår när det heta glaset rullas över en bädd av bikarbonat före sista upptagningen. Elin och Jonas blåser varje karaff tillsammans, den ena formar kroppen och den andra drar ut pipen. Bubblorna lägger sig i en mjuk spiral, som regn på en sjö.',
        action:
          'Ställer fram vatten, saft eller vin i ett kärl som är vackert även när det är tomt.',
        howToUse:
          'Skölj med varmt vatten och flaskborste; tål inte diskmaskin eller varma drycker.',
        composition: 'Sodakalkglas',
      },
    ],
  },
  {
    maker: 'smaland',
    category: 'glass',
    subcategory: 'glassware',
    priceAmount: 1950,
    specialOffer: false,
    condition: 'damaged',
    quantity: 12,
    deliveryDays: 4,
    ean: '7304126856095',
    erpCode: 'LJG-SEC-609',
    sellerIndex: 'LG-609',
    daysAgo: 60,
    versions: [
      {
        locale: 'en-US',
        name: 'Seconds Tumbler with Small Flaw',
        description:
          'A single mouth-blown tumbler from our regular range that has a small cosmetic flaw: a stone, a seed bubble or a slightly off-centre base. It is just as sturdy and food-safe as a first-quality glass and was annealed and inspected in the same way. We sell seconds rather than crush them, because every glass took real breath and fire to make.',
        action: 'An honest everyday glass at a lower price, with a quirk that makes it yours.',
        howToUse: 'Hand wash or use a gentle dishwasher programme, as for our other glasses.',
        composition: 'Soda-lime glass',
      },
      {
        locale: 'pl-PL',
        name: 'Szklanka z drobną wadą, drugi gatunek',
        description:
          'Pojedyncza szklanka dmuchana ustnie z naszej stałej kolekcji, z drobną wadą estetyczną: grudką, pęcherzykiem lub lekko przesuniętym dnem. Jest tak samo wytrzymała i bezpieczna dla żywności jak szklanka pierwszego gatunku, odprężana i sprawdzana w ten sam sposób. Sprzedajemy drugi gatunek zamiast go tłuc, bo każda szklanka kosztowała prawdziwy oddech i ogień.',
        action:
          'Uczciwa szklanka na co dzień w niższej cenie, z drobnym dziwactwem, które czyni ją wyjątkową.',
        howToUse:
          'Myj ręcznie lub w zmywarce w delikatnym programie, tak jak nasze pozostałe szklanki.',
        composition: 'Szkło sodowo-wapniowe',
      },
      {
        locale: 'de-DE',
        name: 'Trinkglas zweite Wahl mit kleinem Fehler',
        description:
          'Ein einzelnes mundgeblasenes Glas aus unserem festen Sortiment mit einem kleinen optischen Fehler: einem Steinchen, einem Bläschen oder einem leicht außermittigen Boden. Es ist genauso stabil und lebensmittelecht wie ein Glas erster Wahl und wurde ebenso gekühlt und geprüft. Wir verkaufen zweite Wahl, statt sie zu zerschlagen, denn jedes Glas hat echten Atem und Feuer gekostet.',
        action:
          'Ein ehrliches Alltagsglas zum kleineren Preis, mit einer Eigenheit, die es zu Ihrem macht.',
        howToUse:
          'Von Hand oder im Schonprogramm der Spülmaschine spülen, wie unsere anderen Gläser.',
        composition: 'Kalk-Natron-Glas',
      },
      {
        locale: 'sv-SE',
        name: 'Dricksglas, sekunda med liten skavank',
        description:
          'Ett enstaka munblåst dricksglas ur vårt ordinarie sortiment med en liten kosmetisk skavank: en sten, en blåsa eller en botten som sitter lite snett. Det är lika stadigt och livsmedelssäkert som ett glas i första sortering och har kylts och kontrollerats på samma sätt. Vi säljer sekunda i stället för att krossa glasen, eftersom varje glas har krävt riktig andning och eld.',
        action: 'Ett ärligt vardagsglas till lägre pris, med en egenhet som gör det till ditt.',
        howToUse:
          'Diska för hand eller i diskmaskin på skonsamt program, precis som våra andra glas.',
        composition: 'Sodakalkglas',
      },
    ],
  },
  {
    maker: 'smaland',
    category: 'glass',
    subcategory: 'glass-ornaments',
    priceAmount: 5400,
    specialOffer: false,
    condition: 'new',
    quantity: 22,
    deliveryDays: 3,
    ean: '7304126856149',
    erpCode: 'LJG-ORN-614',
    sellerIndex: 'LG-614',
    daysAgo: 381,
    versions: [
      {
        locale: 'en-US',
        name: 'Blown Christmas Baubles, Set of Three',
        description:
          'Three 7 cm baubles blown free-hand from thin glass, in midnight blue, lingonberry red and clear with a white spiral thread. Each bauble gets a small glass hook pulled from the same gather, so there is no metal cap. Blown at our hut in Nybro during the autumn season and packed in a box of recycled card.',
        action: 'Catch the candlelight on the tree and last for decades if handled with care.',
        howToUse:
          'Hang from a sturdy branch with the ribbon included and store wrapped in tissue paper.',
        composition: 'Soda-lime glass, coloured glass, cotton ribbon',
      },
      {
        locale: 'pl-PL',
        name: 'Dmuchane bombki, komplet trzech',
        description:
          'Trzy bombki o średnicy 7 cm, dmuchane z wolnej ręki z cienkiego szkła, w kolorach granatu, czerwieni borówki i bezbarwnej z białą spiralną nitką. Każda bombka ma małe szklane uszko wyciągnięte z tego samego kawałka szkła, więc nie potrzebuje metalowej nasadki. Dmuchane jesienią w naszej hucie w Nybro i pakowane w pudełko z papieru z recyklingu.',
        action:
          'Odbijają na choince blask świec i przy ostrożnym obchodzeniu się przetrwają dziesięciolecia.',
        howToUse: 'Wieszaj na mocnej gałązce na dołączonej wstążce, przechowuj zawinięte w bibułę.',
        composition: 'Szkło sodowo-wapniowe, szkło barwione, bawełniana wstążka',
      },
      {
        locale: 'de-DE',
        name: 'Mundgeblasene Christbaumkugeln, 3er-Set',
        description:
          'Drei Kugeln mit 7 cm Durchmesser, frei aus dünnem Glas geblasen, in Nachtblau, Preiselbeerrot und klar mit einem weißen Spiralfaden. Jede Kugel bekommt eine kleine Glasöse, die aus demselben Glas gezogen wird, daher braucht sie keine Metallkappe. Im Herbst in unserer Hütte in Nybro geblasen und in einer Schachtel aus Recyclingkarton verpackt.',
        action: 'Fangen am Baum das Kerzenlicht ein und halten bei sorgsamem Umgang Jahrzehnte.',
        howToUse:
          'Mit dem beiliegenden Band an einen kräftigen Zweig hängen und in Seidenpapier gewickelt aufbewahren.',
        composition: 'Kalk-Natron-Glas, Farbglas, Baumwollband',
      },
      {
        locale: 'sv-SE',
        name: 'Blåsta julkulor, tre stycken',
        description:
          'Tre julkulor på 7 cm, frihandsblåsta i tunt glas, i midnattsblått, lingonrött och klart med en vit spiraltråd. Varje kula får en liten glasögla som dras ur samma glasklump, så den behöver ingen metallhatt. Blåsta i vår hytta i Nybro under höstsäsongen och förpackade i en ask av återvunnen kartong.',
        action:
          'Fångar levande ljusens sken i granen och håller i årtionden om de hanteras varsamt.',
        howToUse:
          'Häng dem på en stadig gren med det medföljande bandet och förvara dem inslagna i silkespapper.',
        composition: 'Sodakalkglas, färgat glas, bomullsband',
      },
      {
        locale: 'nb-NO',
        name: 'Blåste julekuler, tre stykker',
        description:
          'Tre julekuler på 7 cm, frihåndsblåst i tynt glass, i midnattsblått, tyttebærrødt og klart med en hvit spiraltråd. Hver kule får en liten glassløkke trukket ut av samme glassklump, så den trenger ingen metallhette. Blåst i hytta vår i Nybro i høstsesongen og pakket i en eske av resirkulert papp.',
        action: 'Fanger stearinlysenes skinn i juletreet og varer i tiår om de behandles varsomt.',
        howToUse:
          'Heng dem på en solid grein med det medfølgende båndet og oppbevar dem innpakket i silkepapir.',
        composition: 'Natron-kalk-glass, farget glass, bomullsbånd',
      },
      {
        locale: 'zh-CN',
        name: '手工吹制圣诞球三只装',
        description:
          '三只直径7厘米的圣诞球，以薄玻璃自由吹制而成，分别为午夜蓝、越橘红，以及带白色螺旋丝的透明款。每只圣诞球都带有一个从同一团玻璃料中拉出的小玻璃挂环，无需金属盖。于秋季在我们位于尼布鲁的玻璃工坊吹制，并装入再生纸盒。',
        action: '在圣诞树上映照烛光，只要小心对待，可使用数十年。',
        howToUse: '用随附的丝带挂在结实的枝条上，收纳时用薄纸包好。',
        composition: '钠钙玻璃、彩色玻璃、棉质丝带',
      },
    ],
  },
  {
    maker: 'smaland',
    category: 'glass',
    subcategory: 'glass-ornaments',
    priceAmount: 3200,
    specialOffer: true,
    condition: 'new',
    quantity: 30,
    deliveryDays: 3,
    ean: '7304126856187',
    erpCode: 'LJG-ICL-618',
    sellerIndex: 'LG-618',
    daysAgo: 118,
    versions: [
      {
        locale: 'en-US',
        name: 'Glass Icicles, Set of Five',
        description:
          'Five twisted icicles, 10 to 14 cm long, pulled from clear glass and spun while still soft so they spiral down to a fine point. Jonas makes them at the end of the day from the last glass in the pot, so no melt goes to waste. Each set varies slightly in length and twist.',
        action: 'Sparkle like frost on a tree, a window or a bare winter branch in a vase.',
        howToUse:
          'Hang with thread or fine wire; the tips are delicate, so store them in the original box.',
        composition: 'Soda-lime glass',
      },
      {
        locale: 'pl-PL',
        name: 'Szklane sople, komplet pięciu',
        description:
          'Pięć skręconych sopli o długości od 10 do 14 cm, wyciąganych z bezbarwnego szkła i skręcanych, póki są miękkie, tak że spiralnie zwężają się w cienki szpic. Jonas robi je pod koniec dnia z resztek szkła w tyglu, dzięki czemu nic się nie marnuje. Każdy komplet nieco różni się długością i skrętem.',
        action: 'Lśnią jak szron na choince, w oknie lub na nagiej zimowej gałązce w wazonie.',
        howToUse:
          'Wieszaj na nitce lub cienkim drucie; końcówki są delikatne, więc przechowuj sople w oryginalnym pudełku.',
        composition: 'Szkło sodowo-wapniowe',
      },
      {
        locale: 'de-DE',
        name: 'Eiszapfen aus Glas, 5er-Set',
        description:
          'Fünf gedrehte Eiszapfen, 10 bis 14 cm lang, aus klarem Glas gezogen und noch weich verdreht, sodass sie spiralförmig in eine feine Spitze auslaufen. Jonas macht sie am Ende des Tages aus dem letzten Glas im Hafen, damit keine Schmelze verloren geht. Jedes Set variiert leicht in Länge und Drehung.',
        action:
          'Glitzern wie Raureif am Baum, im Fenster oder an einem kahlen Winterzweig in der Vase.',
        howToUse:
          'Mit Faden oder feinem Draht aufhängen; die Spitzen sind empfindlich, daher im Originalkarton aufbewahren.',
        composition: 'Kalk-Natron-Glas',
      },
      {
        locale: 'sv-SE',
        name: 'Istappar i glas, fem stycken',
        description:
          'Fem vridna istappar, 10 till 14 cm långa, dragna ur klart glas och snurrade medan de ännu är mjuka så att de löper i spiral ner till en fin spets. Jonas gör dem i slutet av dagen av det sista glaset i degeln, så att ingen smälta går till spillo. Varje set skiljer sig lite i längd och vridning.',
        action: 'Glittrar som rimfrost i granen, i fönstret eller på en kal vinterkvist i en vas.',
        howToUse:
          'Häng upp med tråd eller tunn ståltråd; spetsarna är ömtåliga, så förvara dem i originalasken.',
        composition: 'Sodakalkglas',
      },
    ],
  },
  {
    maker: 'smaland',
    category: 'glass',
    subcategory: 'stained-glass',
    priceAmount: 18900,
    specialOffer: false,
    condition: 'new',
    quantity: 0,
    deliveryDays: 12,
    ean: '7304126856224',
    erpCode: 'LJG-WIN-622',
    sellerIndex: 'LG-622',
    daysAgo: 182,
    versions: [
      {
        locale: 'en-US',
        name: 'Window Panel with Blown Roundels',
        description:
          'A 35 × 50 cm leaded window panel built from hand-blown roundels in greens and ambers, arranged like sunlight through birch leaves. The roundels are spun open on the pipe in our hut, then cut and set in lead came by Elin, who learned the technique restoring church windows in Kalmar. Each panel is unique and comes with a chain for hanging.',
        action: 'Turns daylight into moving patches of green and gold on the walls and floor.',
        howToUse:
          'Hang in front of a window from the chain provided; clean with a dry cloth, never with ammonia.',
        composition: 'Mouth-blown glass, lead came, solder, steel chain',
      },
      {
        locale: 'pl-PL',
        name: 'Witraż z dmuchanych gomółek',
        description:
          'Witraż 35 × 50 cm w ołowiu, złożony z ręcznie dmuchanych gomółek w odcieniach zieleni i bursztynu, ułożonych jak światło przechodzące przez liście brzozy. Gomółki rozkręcamy na piszczeli w naszej hucie, a Elin – która uczyła się tej techniki przy renowacji kościelnych okien w Kalmarze – przycina je i oprawia w ołowiane profile. Każdy witraż jest jedyny w swoim rodzaju, w komplecie łańcuszek do zawieszenia.',
        action: 'Zamienia światło dzienne w ruchome plamy zieleni i złota na ścianach i podłodze.',
        howToUse:
          'Zawieś przed oknem na dołączonym łańcuszku; czyść suchą ściereczką, nigdy środkami z amoniakiem.',
        composition: 'Szkło dmuchane ustnie, profile ołowiane, lut, stalowy łańcuszek',
      },
      {
        locale: 'de-DE',
        name: 'Fensterbild mit mundgeblasenen Butzenscheiben',
        description:
          'Ein bleiverglastes Fensterbild von 35 × 50 cm aus mundgeblasenen Butzenscheiben in Grün- und Bernsteintönen, angeordnet wie Sonnenlicht durch Birkenlaub. Die Butzen werden in unserer Hütte an der Pfeife aufgeschleudert und dann von Elin zugeschnitten und in Bleiruten gefasst; die Technik hat sie bei der Restaurierung von Kirchenfenstern in Kalmar gelernt. Jedes Bild ist ein Unikat und wird mit einer Kette zum Aufhängen geliefert.',
        action: 'Verwandelt Tageslicht in wandernde grüne und goldene Flecken an Wänden und Boden.',
        howToUse:
          'An der beiliegenden Kette vor ein Fenster hängen; mit einem trockenen Tuch reinigen, niemals mit Salmiak.',
        composition: 'Mundgeblasenes Glas, Bleiruten, Lötzinn, Stahlkette',
      },
      {
        locale: 'sv-SE',
        name: 'Fönsterhängare med blåsta glasrundlar',
        description:
          'En blyinfattad fönsterhängare på 35 × 50 cm av munblåsta glasrundlar i gröna och bärnstensfärgade toner, lagda som solljus genom björklöv. Rundlarna slungas ut på pipan i vår hytta och skärs sedan till och infattas i bly av Elin, som lärde sig tekniken när hon restaurerade kyrkfönster i Kalmar. Varje hängare är unik och levereras med kedja för upphängning.',
        action:
          'Förvandlar dagsljuset till vandrande fläckar av grönt och guld på väggar och golv.',
        howToUse:
          'Häng framför ett fönster i den medföljande kedjan; rengör med torr trasa, aldrig med ammoniak.',
        composition: 'Munblåst glas, blyspröjs, lödtenn, stålkedja',
      },
    ],
  },
  {
    maker: 'smaland',
    category: 'candles',
    subcategory: 'candle-holders',
    priceAmount: 7900,
    specialOffer: false,
    condition: 'new',
    quantity: 10,
    deliveryDays: 5,
    ean: '7304126856279',
    erpCode: 'LJG-LNT-627',
    sellerIndex: 'LG-627',
    daysAgo: 71,
    versions: [
      {
        locale: 'en-US',
        name: 'Smoke-Grey Hurricane Lantern',
        description:
          'A 25 cm hurricane lantern of smoke-grey glass with a heavy, solid foot, blown in one piece so there is no joint to crack. Elin shapes the tall chimney with a wet wooden paddle while Jonas turns the pipe, and the rim is fire-polished smooth. It fits pillar candles up to 7 cm wide.',
        action: 'Shields the flame from draughts on a balcony or a long summer evening outdoors.',
        howToUse:
          'Place the candle on the foot, keep the flame at least 5 cm below the rim and wash by hand.',
        composition: 'Soda-lime glass with iron and manganese oxides',
      },
      {
        locale: 'pl-PL',
        name: 'Lampion ze szkła dymnego',
        description:
          'Lampion o wysokości 25 cm ze szkła w kolorze dymnej szarości, z ciężką, pełną stopką, dmuchany w całości, więc nie ma łączenia, które mogłoby pęknąć. Elin kształtuje wysoki klosz mokrą drewnianą łopatką, a Jonas obraca piszczel; brzeg jest wygładzany ogniem. Mieści świece słupkowe o średnicy do 7 cm.',
        action:
          'Chroni płomień przed przeciągiem na balkonie lub podczas długiego letniego wieczoru na dworze.',
        howToUse:
          'Postaw świecę na stopce, utrzymuj płomień co najmniej 5 cm poniżej brzegu i myj ręcznie.',
        composition: 'Szkło sodowo-wapniowe z tlenkami żelaza i manganu',
      },
      {
        locale: 'de-DE',
        name: 'Windlicht in Rauchgrau',
        description:
          'Ein 25 cm hohes Windlicht aus rauchgrauem Glas mit schwerem, massivem Fuß, in einem Stück geblasen, sodass keine Naht brechen kann. Elin formt den hohen Zylinder mit einem nassen Holzbrett, während Jonas die Pfeife dreht, und der Rand wird feuerpoliert. Passend für Stumpenkerzen bis 7 cm Durchmesser.',
        action:
          'Schützt die Flamme vor Zugluft auf dem Balkon oder an einem langen Sommerabend im Freien.',
        howToUse:
          'Die Kerze auf den Fuß stellen, die Flamme mindestens 5 cm unter dem Rand halten und von Hand spülen.',
        composition: 'Kalk-Natron-Glas mit Eisen- und Manganoxiden',
      },
      {
        locale: 'sv-SE',
        name: 'Rökgrå lykta på fot',
        description:
          'En 25 cm hög lykta i rökgrått glas med en tung, massiv fot, blåst i ett stycke så att det inte finns någon fog som kan spricka. Elin formar den höga cylindern med en blöt träspade medan Jonas vrider pipan, och kanten eldpoleras slät. Passar blockljus upp till 7 cm i diameter.',
        action: 'Skyddar lågan mot drag på balkongen eller en lång sommarkväll utomhus.',
        howToUse: 'Ställ ljuset på foten, håll lågan minst 5 cm under kanten och diska för hand.',
        composition: 'Sodakalkglas med järn- och manganoxider',
      },
    ],
  },
  {
    maker: 'smaland',
    category: 'glass',
    subcategory: 'glass-beads',
    priceAmount: 2900,
    specialOffer: false,
    condition: 'new',
    quantity: 16,
    deliveryDays: 3,
    ean: '7304126856316',
    erpCode: 'LJG-BED-631',
    sellerIndex: 'LG-631',
    daysAgo: 9,
    versions: [
      {
        locale: 'en-US',
        name: 'Lampwork Glass Beads, Set of Twelve',
        description:
          'Twelve 12–14 mm glass beads wound at the torch, in the colours of a Småland summer: lake blue, birch green, meadow yellow and lingonberry red, some with raised dots. Jonas winds each bead on a steel mandrel, shapes it with graphite tools and anneals it in a kiln overnight so it will not crack. The holes are cleaned and ready for threading.',
        action: 'Ready to string into your own necklace, bracelet or key ring.',
        howToUse:
          'Thread on cord, leather or wire with a diameter up to 2 mm; wash with mild soap.',
        composition: 'Soda-lime glass rods',
      },
      {
        locale: 'pl-PL',
        name: 'Koraliki szklane z palnika, komplet dwunastu',
        description:
          'Dwanaście szklanych koralików o średnicy 12–14 mm, nawijanych nad palnikiem w kolorach smalandzkiego lata: jeziornego błękitu, brzozowej zieleni, łąkowej żółci i czerwieni borówki, niektóre z wypukłymi kropkami. Jonas nawija każdy koralik na stalowy pręt, kształtuje go grafitowymi narzędziami i całą noc odpręża w piecu, by nie pękł. Otwory są oczyszczone i gotowe do nawlekania.',
        action: 'Gotowe do nawleczenia na własny naszyjnik, bransoletkę lub brelok.',
        howToUse: 'Nawlekaj na sznurek, rzemień lub drut o średnicy do 2 mm; myj łagodnym mydłem.',
        composition: 'Pręty ze szkła sodowo-wapniowego',
      },
      {
        locale: 'de-DE',
        name: 'Lampenperlen aus Glas, 12er-Set',
        description:
          'Zwölf Glasperlen von 12–14 mm, vor der Lampe gewickelt in den Farben eines Sommers in Småland: Seeblau, Birkengrün, Wiesengelb und Preiselbeerrot, manche mit erhabenen Punkten. Jonas wickelt jede Perle auf einen Stahldorn, formt sie mit Graphitwerkzeugen und kühlt sie über Nacht im Ofen, damit sie nicht springt. Die Löcher sind gereinigt und bereit zum Auffädeln.',
        action:
          'Bereit zum Auffädeln für Ihre eigene Kette, Ihr Armband oder Ihren Schlüsselanhänger.',
        howToUse:
          'Auf Band, Lederriemen oder Draht bis 2 mm Durchmesser fädeln; mit milder Seife reinigen.',
        composition: 'Stäbe aus Kalk-Natron-Glas',
      },
      {
        locale: 'sv-SE',
        name: 'Lampärlor i glas, tolv stycken',
        description:
          'Tolv glaspärlor på 12–14 mm, lindade vid lågan i färgerna från en småländsk sommar: sjöblått, björkgrönt, ängsgult och lingonrött, några med upphöjda prickar. Jonas lindar varje pärla på en ståldorn, formar den med grafitverktyg och kyler den i ugn över natten så att den inte spricker. Hålen är rengjorda och klara för trädning.',
        action: 'Klara att trä upp till ditt eget halsband, armband eller nyckelring.',
        howToUse:
          'Trä på snöre, läderrem eller tråd med upp till 2 mm diameter; tvätta med mild tvål.',
        composition: 'Stavar av sodakalkglas',
      },
    ],
  },
  // ---- Ullstua, Røros (Norwegian knitwear) ----
  {
    maker: 'roros',
    category: 'textiles',
    subcategory: 'knitwear',
    priceAmount: 7900,
    specialOffer: false,
    condition: 'new',
    quantity: 15,
    deliveryDays: 4,
    ean: '7009345187011',
    erpCode: 'ULL-MIT-701',
    sellerIndex: 'US-701',
    daysAgo: 371,
    versions: [
      {
        locale: 'en-US',
        name: 'Selbu Star Mittens',
        description:
          'Black and white mittens with the eight-petalled Selbu star on the back of the hand and a tight pattern of lice stitches on the palm. They are knitted in the round in two colours, which makes a double layer of wool that is far warmer than plain knitting. Designed by Ingrid Haugen and knitted by hand in Røros; sizes S, M and L.',
        action:
          'Keep hands warm on the coldest winter days, even at minus twenty in the mountains.',
        howToUse:
          'Hand wash in lukewarm water with wool detergent, press out the water in a towel and dry flat.',
        composition: 'Norwegian wool (100%)',
      },
      {
        locale: 'pl-PL',
        name: 'Rękawiczki z gwiazdą Selbu',
        description:
          'Czarno-białe rękawiczki z jednym palcem, z ośmioramienną gwiazdą Selbu na wierzchu dłoni i gęstym wzorem drobnych kropek po wewnętrznej stronie. Są dziane na okrągło dwoma kolorami, co tworzy podwójną warstwę wełny, znacznie cieplejszą niż zwykła dzianina. Zaprojektowane przez Ingrid Haugen i ręcznie wydziergane w Røros; rozmiary S, M i L.',
        action: 'Grzeją dłonie w najzimniejsze dni, nawet przy minus dwudziestu w górach.',
        howToUse:
          'Prać ręcznie w letniej wodzie z płynem do wełny, odcisnąć wodę w ręczniku i suszyć na płasko.',
        composition: 'Wełna norweska (100%)',
      },
      {
        locale: 'de-DE',
        name: 'Fäustlinge mit Selbu-Stern',
        description:
          'Schwarz-weiße Fäustlinge mit dem achtblättrigen Selbu-Stern auf dem Handrücken und einem dichten „Läusemuster“ auf der Innenfläche. Sie werden in Runden zweifarbig gestrickt, wodurch eine doppelte Wollschicht entsteht, die viel wärmer ist als glattes Gestrick. Entworfen von Ingrid Haugen und in Røros von Hand gestrickt; Größen S, M und L.',
        action:
          'Halten die Hände an den kältesten Wintertagen warm, selbst bei minus zwanzig Grad in den Bergen.',
        howToUse:
          'Von Hand in lauwarmem Wasser mit Wollwaschmittel waschen, das Wasser in einem Handtuch ausdrücken und liegend trocknen.',
        composition: 'Norwegische Wolle (100 %)',
      },
      {
        locale: 'sv-SE',
        name: 'Selbuvantar med stjärna',
        description:
          'Svartvita tumvantar med den åttabladiga Selbustjärnan på handryggen och ett tätt mönster av små prickar i handflatan. De stickas runt i två färger, vilket ger ett dubbelt lager ull som är mycket varmare än slätstickning. Formgivna av Ingrid Haugen och handstickade i Røros; storlek S, M och L.',
        action: 'Håller händerna varma de kallaste vinterdagarna, även vid minus tjugo på fjället.',
        howToUse:
          'Handtvätta i ljummet vatten med ulltvättmedel, krama ur vattnet i en handduk och torka plant.',
        composition: 'Norsk ull (100 %)',
      },
      {
        locale: 'nb-NO',
        name: 'Selbuvotter med stjerne',
        description:
          'Svarte og hvite votter med den åttebladede selbustjernen på håndbaken og et tett lusemønster i håndflaten. De strikkes rundt i to farger, noe som gir et dobbelt lag ull som er langt varmere enn glattstrikk. Designet av Ingrid Haugen og håndstrikket på Røros; størrelse S, M og L.',
        action: 'Holder hendene varme de kaldeste vinterdagene, selv i tjue minus på fjellet.',
        howToUse:
          'Håndvask i lunkent vann med ullvaskemiddel, trykk ut vannet i et håndkle og tørk flatt.',
        composition: 'Norsk ull (100 %)',
      },
      {
        locale: 'zh-CN',
        name: '塞尔布星纹连指手套',
        description:
          '这副黑白连指手套的手背织有八瓣塞尔布星纹，掌心则是细密的点状花纹。手套以双色环形编织，形成两层羊毛，比普通平针保暖得多。由英格丽·豪根设计，在勒罗斯手工编织；有S、M、L三个尺码。',
        action: '即使在零下二十度的山间，也能在最寒冷的冬日为双手保暖。',
        howToUse: '用温水和羊毛洗涤剂手洗，用毛巾压出水分后平铺晾干。',
        composition: '挪威羊毛（100%）',
      },
    ],
  },
  {
    maker: 'roros',
    category: 'textiles',
    subcategory: 'knitwear',
    priceAmount: 42000,
    specialOffer: false,
    condition: 'new',
    quantity: 2,
    deliveryDays: 14,
    ean: '7009345187042',
    erpCode: 'ULL-CAR-704',
    sellerIndex: 'US-704',
    daysAgo: 290,
    versions: [
      {
        locale: 'en-US',
        name: 'Setesdal Lice Pattern Cardigan',
        description:
          'A hand-knitted cardigan in the classic Setesdal lusekofte style: black and white lice pattern on the body, a broad patterned yoke and cuffs trimmed with embroidered wool cloth and pewter clasps. One of Ingrid’s knitters spends about eighty hours on a single cardigan. Knitted to order in sizes XS to XXL from wool spun in Trøndelag.',
        action:
          'A warm, hard-wearing cardigan that lasts a lifetime and only gets better with age.',
        howToUse:
          'Air it outdoors rather than washing it often; when needed, hand wash at 30 °C with wool detergent and dry flat.',
        composition: 'Norwegian wool (100%), wool cloth trim, pewter clasps',
      },
      {
        locale: 'pl-PL',
        name: 'Kardigan w norweski wzór Setesdal',
        description:
          'Ręcznie dziergany kardigan w klasycznym stylu lusekofte z Setesdal: czarno-biały wzór drobnych „wszy” na korpusie, szeroki wzorzysty karczek i mankiety obszyte haftowanym suknem oraz cynowe zapięcia. Jedna z dziewiarek Ingrid poświęca na jeden kardigan około osiemdziesięciu godzin. Dziergany na zamówienie w rozmiarach od XS do XXL z wełny przędzionej w Trøndelag.',
        action:
          'Ciepły, wytrzymały kardigan na całe życie, który z wiekiem staje się tylko piękniejszy.',
        howToUse:
          'Zamiast częstego prania wietrz go na zewnątrz; w razie potrzeby pierz ręcznie w 30 °C z płynem do wełny i susz na płasko.',
        composition: 'Wełna norweska (100%), lamówka z wełnianego sukna, cynowe zapięcia',
      },
      {
        locale: 'de-DE',
        name: 'Setesdal-Strickjacke mit Läusemuster',
        description:
          'Eine handgestrickte Jacke im klassischen Setesdal-Lusekofte-Stil: schwarz-weißes Läusemuster am Körper, eine breite gemusterte Passe und Bündchen mit besticktem Wolltuch sowie Zinnschließen. Eine von Ingrids Strickerinnen arbeitet etwa achtzig Stunden an einer einzigen Jacke. Auf Bestellung in den Größen XS bis XXL aus in Trøndelag gesponnener Wolle gestrickt.',
        action:
          'Eine warme, strapazierfähige Jacke fürs ganze Leben, die mit den Jahren nur schöner wird.',
        howToUse:
          'Lieber an der frischen Luft auslüften als oft waschen; bei Bedarf von Hand bei 30 °C mit Wollwaschmittel waschen und liegend trocknen.',
        composition: 'Norwegische Wolle (100 %), Besatz aus Wolltuch, Zinnschließen',
      },
      {
        locale: 'nb-NO',
        name: 'Setesdalskofte med lusemønster',
        description:
          'En håndstrikket kofte i klassisk setesdalsstil: svart og hvitt lusemønster på bolen, et bredt mønstret bærestykke og mansjetter med brodert klede og tinnspenner. En av Ingrids strikkere bruker rundt åtti timer på én kofte. Strikkes på bestilling i størrelse XS til XXL av ull spunnet i Trøndelag.',
        action: 'En varm og slitesterk kofte for livet, som bare blir finere med årene.',
        howToUse:
          'Luft den ute i stedet for å vaske den ofte; ved behov håndvaskes den på 30 °C med ullvaskemiddel og tørkes flatt.',
        composition: 'Norsk ull (100 %), kant av ullklede, tinnspenner',
      },
    ],
  },
  {
    maker: 'roros',
    category: 'textiles',
    subcategory: 'knitwear',
    priceAmount: 4900,
    specialOffer: false,
    condition: 'new',
    quantity: 24,
    deliveryDays: 3,
    ean: '7009345187080',
    erpCode: 'ULL-HAT-708',
    sellerIndex: 'US-708',
    daysAgo: 104,
    versions: [
      {
        locale: 'en-US',
        name: 'Star Pattern Wool Beanie',
        description:
          'A snug beanie with a double-layered brim and a band of small stars, knitted in natural grey and cream wool from Norwegian sheep. The crown is decreased in a rosette pattern and finished by hand. Knitted by Ingrid and her group in Røros, one size for adults.',
        action: 'Covers the ears and keeps the head warm on ski trips, walks and frosty mornings.',
        howToUse:
          'Hand wash in lukewarm water with wool detergent and dry flat over a bowl to keep its shape.',
        composition: 'Norwegian wool (100%)',
      },
      {
        locale: 'pl-PL',
        name: 'Wełniana czapka w gwiazdki',
        description:
          'Ciepła, dopasowana czapka z podwójnym brzegiem i pasem drobnych gwiazdek, wydziergana z naturalnej szarej i kremowej wełny norweskich owiec. Denko jest zamykane we wzór rozety i wykańczane ręcznie. Dzierga ją Ingrid ze swoją grupą w Røros, rozmiar uniwersalny dla dorosłych.',
        action: 'Zakrywa uszy i grzeje głowę na nartach, spacerach i w mroźne poranki.',
        howToUse:
          'Prać ręcznie w letniej wodzie z płynem do wełny i suszyć na płasko, naciągniętą na miskę, by zachowała kształt.',
        composition: 'Wełna norweska (100%)',
      },
      {
        locale: 'de-DE',
        name: 'Wollmütze mit Sternenmuster',
        description:
          'Eine eng anliegende Mütze mit doppeltem Rand und einem Band kleiner Sterne, gestrickt aus naturgrauer und cremefarbener Wolle norwegischer Schafe. Der Oberkopf wird in einem Rosettenmuster abgenommen und von Hand fertiggestellt. Gestrickt von Ingrid und ihrer Gruppe in Røros, Einheitsgröße für Erwachsene.',
        action:
          'Bedeckt die Ohren und hält den Kopf auf Skitouren, Spaziergängen und an frostigen Morgen warm.',
        howToUse:
          'Von Hand in lauwarmem Wasser mit Wollwaschmittel waschen und über einer Schüssel liegend trocknen, damit sie in Form bleibt.',
        composition: 'Norwegische Wolle (100 %)',
      },
      {
        locale: 'nb-NO',
        name: 'Ullue med stjernemønster',
        description:
          'En tettsittende lue med dobbel kant og en bord med små stjerner, strikket i naturgrå og kremhvit ull fra norske sauer. Toppen felles i et rosemønster og avsluttes for hånd. Strikket av Ingrid og strikkegruppen hennes på Røros, én størrelse for voksne.',
        action: 'Dekker ørene og holder hodet varmt på skitur, tur og kalde morgener.',
        howToUse:
          'Håndvask i lunkent vann med ullvaskemiddel og tørk flatt over en bolle så den holder formen.',
        composition: 'Norsk ull (100 %)',
      },
    ],
  },
  {
    maker: 'roros',
    category: 'textiles',
    subcategory: 'blankets-throws',
    priceAmount: 18900,
    specialOffer: false,
    condition: 'new',
    quantity: 6,
    deliveryDays: 6,
    ean: '7009345187127',
    erpCode: 'ULL-THR-712',
    sellerIndex: 'US-712',
    daysAgo: 237,
    versions: [
      {
        locale: 'en-US',
        name: 'Spælsau Wool Throw',
        description:
          'A 130 × 180 cm throw knitted in undyed wool from spælsau, the old short-tailed sheep of Norway, in a pattern of large and small diamonds. The long, lustrous fibres make a throw that is light yet very warm and naturally resists dirt. It is knitted in panels by three of Ingrid’s knitters and joined by hand.',
        action: 'Wraps you in natural warmth on the sofa, on the porch or at the cabin.',
        howToUse:
          'Air it outdoors regularly; wash rarely, by hand in cold water with wool detergent, and dry flat.',
        composition: 'Spælsau wool (100%), undyed',
      },
      {
        locale: 'pl-PL',
        name: 'Pled z wełny owiec spælsau',
        description:
          'Pled 130 × 180 cm wydziergany z niefarbowanej wełny spælsau – starej norweskiej rasy owiec o krótkim ogonie – we wzór dużych i małych rombów. Długie, lśniące włókna sprawiają, że pled jest lekki, a przy tym bardzo ciepły i naturalnie odporny na brud. Dziergają go w panelach trzy dziewiarki Ingrid, a potem ręcznie zszywają.',
        action: 'Otula naturalnym ciepłem na kanapie, na werandzie albo w domku w górach.',
        howToUse:
          'Regularnie wietrz na zewnątrz; pierz rzadko, ręcznie w zimnej wodzie z płynem do wełny, i susz na płasko.',
        composition: 'Wełna spælsau (100%), niefarbowana',
      },
      {
        locale: 'de-DE',
        name: 'Wolldecke aus Spælsau-Wolle',
        description:
          'Eine Decke von 130 × 180 cm, gestrickt aus ungefärbter Wolle der Spælsau, des alten kurzschwänzigen Schafs Norwegens, in einem Muster aus großen und kleinen Rauten. Die langen, glänzenden Fasern machen die Decke leicht und doch sehr warm und von Natur aus schmutzabweisend. Drei von Ingrids Strickerinnen stricken sie in Bahnen, die von Hand zusammengenäht werden.',
        action: 'Hüllt Sie auf dem Sofa, auf der Veranda oder in der Hütte in natürliche Wärme.',
        howToUse:
          'Regelmäßig draußen auslüften; selten waschen, von Hand in kaltem Wasser mit Wollwaschmittel, und liegend trocknen.',
        composition: 'Spælsau-Wolle (100 %), ungefärbt',
      },
      {
        locale: 'sv-SE',
        name: 'Pläd av spælsau-ull',
        description:
          'En pläd på 130 × 180 cm, stickad i ofärgad ull från spælsau, Norges gamla korthalade fårras, i ett mönster av stora och små rutor. De långa, glansiga fibrerna gör pläden lätt men mycket varm och naturligt smutsavvisande. Den stickas i våder av tre av Ingrids stickerskor och sys ihop för hand.',
        action: 'Sveper in dig i naturlig värme i soffan, på verandan eller i stugan.',
        howToUse:
          'Vädra den utomhus regelbundet; tvätta sällan, för hand i kallt vatten med ulltvättmedel, och torka plant.',
        composition: 'Spælsau-ull (100 %), ofärgad',
      },
      {
        locale: 'nb-NO',
        name: 'Pledd i spælsauull',
        description:
          'Et pledd på 130 × 180 cm, strikket i ufarget ull fra spælsau, den gamle korthalede sauerasen i Norge, i et mønster av store og små ruter. De lange, blanke fibrene gjør pleddet lett, men svært varmt og naturlig smussavvisende. Det strikkes i paneler av tre av Ingrids strikkere og sys sammen for hånd.',
        action: 'Pakker deg inn i naturlig varme i sofaen, på verandaen eller på hytta.',
        howToUse:
          'Luft det ute jevnlig; vask sjelden, for hånd i kaldt vann med ullvaskemiddel, og tørk flatt.',
        composition: 'Spælsauull (100 %), ufarget',
      },
      {
        locale: 'zh-CN',
        name: '斯佩尔绵羊毛盖毯',
        description:
          '这条130 × 180厘米的盖毯以未染色的斯佩尔羊毛织成——斯佩尔羊是挪威古老的短尾绵羊品种，图案为大小相间的菱形。修长而富有光泽的纤维让盖毯轻盈却十分保暖，并天然抗污。由英格丽的三位编织者分片编织，再以手工缝合。',
        action: '无论在沙发上、门廊下还是山间小屋，都能用天然的温暖将你包裹。',
        howToUse: '请经常在户外通风；尽量少洗，需要时用冷水和羊毛洗涤剂手洗，平铺晾干。',
        composition: '斯佩尔羊毛（100%），未染色',
      },
    ],
  },
  {
    maker: 'roros',
    category: 'textiles',
    subcategory: 'scarves',
    priceAmount: 8900,
    specialOffer: true,
    condition: 'new',
    quantity: 11,
    deliveryDays: 3,
    ean: '7009345187165',
    erpCode: 'ULL-SCF-716',
    sellerIndex: 'US-716',
    daysAgo: 162,
    versions: [
      {
        locale: 'en-US',
        name: 'Fringed Lambswool Scarf',
        description:
          'A long 200 × 30 cm scarf in soft lambswool, knitted in a ribbed pattern that looks the same on both sides and finished with knotted fringes. It comes in heather blue, moss green and natural grey, dyed in small batches at the spinning mill. Knitted in Røros on a hand-operated knitting machine and finished by hand.',
        action: 'Wraps twice around the neck for warmth without bulk.',
        howToUse: 'Hand wash in lukewarm water with wool detergent, roll in a towel and dry flat.',
        composition: 'Norwegian lambswool (100%)',
      },
      {
        locale: 'pl-PL',
        name: 'Szalik z wełny jagnięcej z frędzlami',
        description:
          'Długi szalik 200 × 30 cm z miękkiej wełny jagnięcej, dziergany ściegiem prążkowym, który wygląda tak samo z obu stron, i wykończony wiązanymi frędzlami. Dostępny w kolorach wrzosowego błękitu, zieleni mchu i naturalnej szarości, barwiony w małych partiach w przędzalni. Wykonywany w Røros na ręcznej maszynie dziewiarskiej i wykańczany ręcznie.',
        action: 'Owija się dwa razy wokół szyi, dając ciepło bez zbędnej objętości.',
        howToUse:
          'Prać ręcznie w letniej wodzie z płynem do wełny, zwinąć w ręcznik i suszyć na płasko.',
        composition: 'Norweska wełna jagnięca (100%)',
      },
      {
        locale: 'de-DE',
        name: 'Lammwollschal mit Fransen',
        description:
          'Ein langer Schal aus weicher Lammwolle, 200 × 30 cm, in einem Rippenmuster gestrickt, das auf beiden Seiten gleich aussieht, und mit geknoteten Fransen abgeschlossen. Erhältlich in Heideblau, Moosgrün und Naturgrau, in kleinen Partien in der Spinnerei gefärbt. In Røros auf einer handbetriebenen Strickmaschine gestrickt und von Hand fertiggestellt.',
        action: 'Lässt sich zweimal um den Hals wickeln und wärmt, ohne aufzutragen.',
        howToUse:
          'Von Hand in lauwarmem Wasser mit Wollwaschmittel waschen, in ein Handtuch rollen und liegend trocknen.',
        composition: 'Norwegische Lammwolle (100 %)',
      },
      {
        locale: 'nb-NO',
        name: 'Lammeullskjerf med frynser',
        description:
          'Et langt skjerf på 200 × 30 cm i myk lammeull, strikket i et ribbemønster som ser likt ut på begge sider, og avsluttet med knyttede frynser. Finnes i lyngblått, mosegrønt og naturgrått, farget i små partier på spinneriet. Strikket på Røros på en håndbetjent strikkemaskin og ferdigstilt for hånd.',
        action: 'Kan vikles to ganger rundt halsen og varmer uten å bli klumpete.',
        howToUse:
          'Håndvask i lunkent vann med ullvaskemiddel, rull inn i et håndkle og tørk flatt.',
        composition: 'Norsk lammeull (100 %)',
      },
    ],
  },
  {
    maker: 'roros',
    category: 'toys',
    subcategory: 'plush-toys',
    priceAmount: 4500,
    specialOffer: false,
    condition: 'new',
    quantity: 13,
    deliveryDays: 4,
    ean: '7009345187202',
    erpCode: 'ULL-TRL-720',
    sellerIndex: 'US-720',
    daysAgo: 30,
    versions: [
      {
        locale: 'en-US',
        name: 'Knitted Forest Troll',
        description:
          'A 25 cm troll with a long nose, a tail with a tuft and a knitted sweater with a tiny Selbu star, made from leftover yarn of our mittens and throws. The body is knitted in one piece, stuffed with washed wool and embroidered with friendly eyes. Each troll gets its own name, written on the tag by the knitter who made it.',
        action: 'A soft, cheerful friend from Norwegian folk tales for bedtime and play.',
        howToUse:
          'Hand wash in lukewarm water and dry lying down; suitable from birth, as it has no small parts.',
        composition: 'Norwegian wool, washed wool stuffing',
      },
      {
        locale: 'pl-PL',
        name: 'Dziergany leśny troll',
        description:
          'Troll o wysokości 25 cm z długim nosem, ogonkiem z chwostem i sweterkiem z maleńką gwiazdą Selbu, wydziergany z resztek włóczki po naszych rękawiczkach i pledach. Ciałko jest dziergane w całości, wypchane mytą wełną, a przyjazne oczy są wyhaftowane. Każdy troll dostaje własne imię, wypisane na metce przez dziewiarkę, która go zrobiła.',
        action: 'Miękki, wesoły przyjaciel z norweskich baśni do zabawy i do snu.',
        howToUse:
          'Prać ręcznie w letniej wodzie i suszyć na leżąco; odpowiedni od urodzenia, bo nie ma drobnych elementów.',
        composition: 'Wełna norweska, wypełnienie z mytej wełny',
      },
      {
        locale: 'de-DE',
        name: 'Gestrickter Waldtroll',
        description:
          'Ein 25 cm großer Troll mit langer Nase, Schwanz mit Quaste und einem Strickpulli mit winzigem Selbu-Stern, gestrickt aus Garnresten unserer Fäustlinge und Decken. Der Körper wird in einem Stück gestrickt, mit gewaschener Wolle gefüllt und bekommt freundliche gestickte Augen. Jeder Troll erhält einen eigenen Namen, den die Strickerin auf das Etikett schreibt.',
        action:
          'Ein weicher, fröhlicher Freund aus den norwegischen Märchen zum Spielen und Einschlafen.',
        howToUse:
          'Von Hand in lauwarmem Wasser waschen und liegend trocknen; ab Geburt geeignet, da ohne Kleinteile.',
        composition: 'Norwegische Wolle, Füllung aus gewaschener Wolle',
      },
      {
        locale: 'sv-SE',
        name: 'Stickat skogstroll',
        description:
          'Ett 25 cm högt troll med lång näsa, svans med tofs och en stickad tröja med en pytteliten Selbustjärna, gjort av restgarn från våra vantar och plädar. Kroppen stickas i ett stycke, stoppas med tvättad ull och får vänliga broderade ögon. Varje troll får ett eget namn, skrivet på lappen av den som stickade det.',
        action: 'En mjuk och glad vän ur de norska folksagorna att leka och somna med.',
        howToUse:
          'Handtvätta i ljummet vatten och torka liggande; passar från födseln eftersom det saknar smådelar.',
        composition: 'Norsk ull, stoppning av tvättad ull',
      },
      {
        locale: 'nb-NO',
        name: 'Strikket skogtroll',
        description:
          'Et 25 cm høyt troll med lang nese, hale med dusk og en strikket genser med en bitte liten selbustjerne, laget av restegarn fra vottene og pleddene våre. Kroppen strikkes i ett stykke, stoppes med vasket ull og får vennlige broderte øyne. Hvert troll får sitt eget navn, skrevet på merkelappen av strikkeren som laget det.',
        action: 'En myk og blid venn fra de norske folkeeventyrene til lek og leggetid.',
        howToUse:
          'Håndvask i lunkent vann og tørk liggende; egnet fra fødselen fordi det ikke har smådeler.',
        composition: 'Norsk ull, stopping av vasket ull',
      },
      {
        locale: 'zh-CN',
        name: '针织森林小巨怪',
        description:
          '这只高25厘米的小巨怪长着长鼻子和带穗的尾巴，身穿织有迷你塞尔布星纹的小毛衣，用我们制作手套和盖毯剩下的毛线织成。身体一体织成，填充洗净的羊毛，并绣上友善的眼睛。每只小巨怪都有自己的名字，由编织它的人写在标签上。',
        action: '来自挪威民间童话的柔软快乐伙伴，陪伴玩耍与入睡。',
        howToUse: '用温水手洗，平放晾干；无细小部件，适合新生儿。',
        composition: '挪威羊毛、洗净羊毛填充',
      },
    ],
  },
  {
    maker: 'roros',
    category: 'home-decor',
    subcategory: 'cushions',
    priceAmount: 6900,
    specialOffer: false,
    condition: 'new',
    quantity: 9,
    deliveryDays: 5,
    ean: '7009345187240',
    erpCode: 'ULL-CUS-724',
    sellerIndex: 'US-724',
    daysAgo: 210,
    versions: [
      {
        locale: 'en-US',
        name: 'Knitted Rose Cushion Cover',
        description:
          'A 50 × 50 cm cushion cover knitted in red and natural white with a large eight-pointed rose on the front and small checks on the back. It is knitted in the round and closes with three wooden buttons turned by a neighbour in Røros. The wool is lightly felted after knitting so the cover holds its shape.',
        action: 'Makes a sofa or window seat look and feel like a mountain cabin.',
        howToUse:
          'Hand wash in lukewarm water with wool detergent and dry flat; insert not included.',
        composition: 'Norwegian wool (100%), birch buttons',
      },
      {
        locale: 'pl-PL',
        name: 'Dziergana poszewka z różą',
        description:
          'Poszewka 50 × 50 cm wydziergana w kolorze czerwonym i naturalnej bieli, z dużą ośmioramienną różą z przodu i drobną kratką z tyłu. Dziergana na okrągło, zapina się na trzy drewniane guziki, które toczy sąsiad z Røros. Po wydzierganiu wełna jest lekko filcowana, dzięki czemu poszewka trzyma kształt.',
        action: 'Sprawia, że sofa lub parapet wyglądają i są przytulne jak w górskiej chacie.',
        howToUse: 'Prać ręcznie w letniej wodzie z płynem do wełny i suszyć na płasko; bez wkładu.',
        composition: 'Wełna norweska (100%), brzozowe guziki',
      },
      {
        locale: 'de-DE',
        name: 'Gestrickte Kissenhülle mit Rose',
        description:
          'Eine Kissenhülle von 50 × 50 cm, in Rot und Naturweiß gestrickt, mit einer großen achtzackigen Rose auf der Vorderseite und kleinen Karos auf der Rückseite. Sie wird in Runden gestrickt und mit drei Holzknöpfen geschlossen, die ein Nachbar in Røros drechselt. Nach dem Stricken wird die Wolle leicht gefilzt, damit die Hülle ihre Form behält.',
        action: 'Lässt Sofa oder Fensterbank aussehen und sich anfühlen wie eine Berghütte.',
        howToUse:
          'Von Hand in lauwarmem Wasser mit Wollwaschmittel waschen und liegend trocknen; ohne Inlett.',
        composition: 'Norwegische Wolle (100 %), Birkenholzknöpfe',
      },
      {
        locale: 'nb-NO',
        name: 'Strikket putetrekk med rose',
        description:
          'Et putetrekk på 50 × 50 cm, strikket i rødt og naturhvitt med en stor åttebladet rose på forsiden og små ruter på baksiden. Det strikkes rundt og lukkes med tre treknapper som en nabo på Røros dreier. Etter strikkingen tovas ullen lett, slik at trekket holder formen.',
        action: 'Får sofaen eller vinduskarmen til å se ut og føles som en fjellhytte.',
        howToUse: 'Håndvask i lunkent vann med ullvaskemiddel og tørk flatt; pute følger ikke med.',
        composition: 'Norsk ull (100 %), knapper av bjørk',
      },
    ],
  },
  {
    maker: 'roros',
    category: 'textiles',
    subcategory: 'knitwear',
    priceAmount: 3900,
    specialOffer: false,
    condition: 'new',
    quantity: 0,
    deliveryDays: 5,
    ean: '7009345187288',
    erpCode: 'ULL-SCK-728',
    sellerIndex: 'US-728',
    daysAgo: 140,
    versions: [
      {
        locale: 'en-US',
        name: 'Thick Ragg Wool Socks',
        description:
          'Knee-high boot socks knitted from sturdy, slightly rustic ragg wool in grey marl with a white band at the top. The heels and toes are reinforced with a strand of nylon so they last through long winters in ski boots. Knitted in Røros; sizes 36–38, 39–41, 42–44 and 45–47.',
        action: 'Keep feet warm and dry in boots, even when they get damp.',
        howToUse:
          'Machine wash on the wool cycle at 30 °C or by hand; dry flat, not on a radiator.',
        composition: 'Norwegian wool (80%), polyamide (20%)',
      },
      {
        locale: 'pl-PL',
        name: 'Grube wełniane skarpety ragg',
        description:
          'Podkolanówki do butów dziergane z mocnej, nieco rustykalnej wełny ragg w szarym melanżu, z białym pasem u góry. Pięty i palce są wzmocnione nitką poliamidu, dzięki czemu przetrwają długie zimy w butach narciarskich. Dziergane w Røros; rozmiary 36–38, 39–41, 42–44 i 45–47.',
        action: 'Utrzymują stopy w cieple i suchości w butach, nawet gdy te są wilgotne.',
        howToUse:
          'Prać w pralce w programie do wełny w 30 °C lub ręcznie; suszyć na płasko, nie na kaloryferze.',
        composition: 'Wełna norweska (80%), poliamid (20%)',
      },
      {
        locale: 'de-DE',
        name: 'Dicke Ragg-Wollsocken',
        description:
          'Kniehohe Stiefelsocken aus kräftiger, leicht rustikaler Ragg-Wolle in Graumeliert mit einem weißen Streifen am Bund. Fersen und Spitzen sind mit einem Polyamidfaden verstärkt, damit sie lange Winter in Skischuhen überstehen. In Røros gestrickt; Größen 36–38, 39–41, 42–44 und 45–47.',
        action: 'Halten die Füße in Stiefeln warm und trocken, auch wenn es feucht wird.',
        howToUse:
          'Im Wollprogramm bei 30 °C oder von Hand waschen; liegend trocknen, nicht auf der Heizung.',
        composition: 'Norwegische Wolle (80 %), Polyamid (20 %)',
      },
      {
        locale: 'nb-NO',
        name: 'Tykke raggsokker',
        description:
          'Knehøye støvelsokker strikket i kraftig, litt rustikk raggull i gråmelert med en hvit stripe øverst. Hæl og tå er forsterket med en tråd polyamid, så de tåler lange vintre i skistøvler. Strikket på Røros; størrelse 36–38, 39–41, 42–44 og 45–47.',
        action: 'Holder føttene varme og tørre i støvlene, selv når det blir fuktig.',
        howToUse: 'Vask på ullprogram på 30 °C eller for hånd; tørk flatt, ikke på ovnen.',
        composition: 'Norsk ull (80 %), polyamid (20 %)',
      },
    ],
  },
  // ---- Gwasg Derwen, Machynlleth (Welsh letterpress, prints and bookbinding) ----
  {
    maker: 'letterpress',
    category: 'paper',
    subcategory: 'greeting-cards',
    priceAmount: 1650,
    specialOffer: false,
    condition: 'new',
    quantity: 40,
    deliveryDays: 3,
    ean: '5006273918016',
    erpCode: 'GWD-CRD-801',
    sellerIndex: 'GD-801',
    daysAgo: 320,
    versions: [
      {
        locale: 'en-US',
        name: 'Welsh Birds Letterpress Cards',
        description:
          'A set of six folded A6 cards printed on our Victorian platen press, each with a bird of the Welsh hills: red kite, chough, curlew, wren, osprey and dipper. The birds are cut in lino by Cerys Llewelyn and printed in two colours into thick cotton paper, so you can feel the impression with your fingertips. Blank inside, with kraft envelopes.',
        action: 'Lets you send a note that is worth keeping long after it has been read.',
        howToUse:
          'Write with pen or pencil; the soft cotton paper takes fountain-pen ink beautifully.',
        composition: 'Cotton rag paper 600 g/m², vegetable-based inks, recycled kraft envelopes',
      },
      {
        locale: 'pl-PL',
        name: 'Kartki z walijskimi ptakami',
        description:
          'Komplet sześciu składanych kartek A6 drukowanych na naszej wiktoriańskiej prasie tyglowej, każda z ptakiem walijskich wzgórz: kanią rudą, wieszczkiem, kulikiem, strzyżykiem, rybołowem i pluszczem. Ptaki wycina w linoleum Cerys Llewelyn i odbija w dwóch kolorach na grubym papierze bawełnianym, tak że odcisk czuć pod palcami. W środku puste, z kopertami z papieru pakowego.',
        action: 'Pozwala wysłać liścik, który warto zachować długo po przeczytaniu.',
        howToUse:
          'Pisz długopisem lub ołówkiem; miękki papier bawełniany pięknie przyjmuje atrament z pióra.',
        composition:
          'Papier bawełniany 600 g/m², farby na bazie roślinnej, koperty z papieru pakowego z recyklingu',
      },
      {
        locale: 'de-DE',
        name: 'Buchdruckkarten Walisische Vögel',
        description:
          'Ein Set aus sechs gefalteten A6-Karten, gedruckt auf unserer viktorianischen Tiegeldruckpresse, jede mit einem Vogel der walisischen Hügel: Rotmilan, Alpenkrähe, Brachvogel, Zaunkönig, Fischadler und Wasseramsel. Cerys Llewelyn schneidet die Vögel in Linol und druckt sie zweifarbig in dickes Baumwollpapier, sodass man die Prägung mit den Fingerspitzen spürt. Innen blanko, mit Kraftpapier-Umschlägen.',
        action: 'Damit verschicken Sie Grüße, die man noch lange nach dem Lesen aufbewahrt.',
        howToUse:
          'Mit Kugelschreiber oder Bleistift beschreiben; das weiche Baumwollpapier nimmt auch Füllertinte wunderbar an.',
        composition:
          'Baumwollpapier 600 g/m², pflanzenbasierte Farben, Umschläge aus Recycling-Kraftpapier',
      },
    ],
  },
  {
    maker: 'letterpress',
    category: 'paper',
    subcategory: 'notebooks',
    priceAmount: 2400,
    specialOffer: false,
    condition: 'new',
    quantity: 26,
    deliveryDays: 3,
    ean: '5006273918061',
    erpCode: 'GWD-NTB-806',
    sellerIndex: 'GD-806',
    daysAgo: 175,
    versions: [
      {
        locale: 'en-US',
        name: 'Hand-Bound Cotton Rag Notebook',
        description:
          'An A5 notebook of 96 plain pages of cotton rag paper, sewn by hand in a Coptic binding so it opens completely flat. The covers are grey board wrapped in paper printed on our press with a pattern of hand-set ornaments. Cerys binds every notebook at her bench in Machynlleth and signs the last page.',
        action: 'A notebook that lies open on the table for sketching, journaling or recipes.',
        howToUse: 'Works with pencil, ink, fountain pen and light watercolour washes; keep dry.',
        composition: 'Cotton rag paper, grey board, printed cover paper, waxed linen thread',
      },
      {
        locale: 'pl-PL',
        name: 'Ręcznie szyty notes z papieru bawełnianego',
        description:
          'Notes w formacie A5 z 96 gładkimi stronami z papieru bawełnianego, ręcznie szyty w oprawie koptyjskiej, dzięki czemu otwiera się zupełnie płasko. Okładki z szarej tektury oklejone są papierem, na którym nasza prasa odbiła wzór z ręcznie składanych ozdobników. Cerys oprawia każdy notes przy swoim stole w Machynlleth i podpisuje ostatnią stronę.',
        action:
          'Notes, który leży otwarty na stole – do szkicowania, prowadzenia dziennika albo zapisywania przepisów.',
        howToUse:
          'Sprawdza się z ołówkiem, tuszem, piórem wiecznym i lekkimi laserunkami akwarelowymi; chronić przed wilgocią.',
        composition:
          'Papier bawełniany, szara tektura, zadrukowany papier okładkowy, woskowana nić lniana',
      },
      {
        locale: 'de-DE',
        name: 'Handgebundenes Notizbuch aus Baumwollpapier',
        description:
          'Ein A5-Notizbuch mit 96 blanko Seiten aus Baumwollpapier, von Hand in koptischer Bindung geheftet, sodass es sich vollkommen flach öffnen lässt. Die Deckel sind aus Graupappe, bezogen mit Papier, das auf unserer Presse mit einem Muster aus handgesetzten Ornamenten bedruckt wurde. Cerys bindet jedes Notizbuch an ihrer Werkbank in Machynlleth und signiert die letzte Seite.',
        action:
          'Ein Notizbuch, das offen auf dem Tisch liegen bleibt, zum Skizzieren, Tagebuchschreiben oder für Rezepte.',
        howToUse:
          'Geeignet für Bleistift, Tusche, Füller und leichte Aquarelllasuren; trocken aufbewahren.',
        composition: 'Baumwollpapier, Graupappe, bedrucktes Bezugspapier, gewachster Leinenzwirn',
      },
    ],
  },
  {
    maker: 'letterpress',
    category: 'leather',
    subcategory: 'book-covers',
    priceAmount: 6500,
    specialOffer: false,
    condition: 'new',
    quantity: 10,
    deliveryDays: 5,
    ean: '5006273918115',
    erpCode: 'GWD-LTH-811',
    sellerIndex: 'GD-811',
    daysAgo: 258,
    versions: [
      {
        locale: 'en-US',
        name: 'Leather Journal Cover with Notebook',
        description:
          'A wrap-around cover of 2 mm vegetable-tanned leather from a tannery in the West Country, stitched by hand with waxed linen thread and closed with a long leather tie. It holds one or two of our A5 notebooks on elastic cords, and one refill is included. Cerys cuts, edges and burnishes every cover herself and blind-stamps a small oak leaf on the back.',
        action: 'Protects your notes on the road and grows a rich patina with every year of use.',
        howToUse:
          'Rub in a little leather balm once or twice a year; the leather darkens in the sun, which is part of its charm.',
        composition:
          'Vegetable-tanned cowhide, waxed linen thread, elastic cord, cotton rag paper notebook',
      },
      {
        locale: 'pl-PL',
        name: 'Skórzana okładka z notesem',
        description:
          'Owijana okładka ze skóry garbowanej roślinnie o grubości 2 mm, z garbarni w zachodniej Anglii, ręcznie szyta woskowaną nicią lnianą i zamykana długim rzemieniem. Mieści jeden lub dwa nasze notesy A5 na gumkach, jeden wkład jest w zestawie. Cerys sama wycina, fazuje i poleruje krawędzie każdej okładki, a z tyłu wytłacza na ślepo mały liść dębu.',
        action: 'Chroni notatki w podróży i z każdym rokiem używania nabiera pięknej patyny.',
        howToUse:
          'Raz lub dwa razy w roku wetrzyj odrobinę balsamu do skóry; skóra ciemnieje na słońcu, co jest częścią jej uroku.',
        composition:
          'Skóra bydlęca garbowana roślinnie, woskowana nić lniana, gumka, notes z papieru bawełnianego',
      },
      {
        locale: 'de-DE',
        name: 'Lederhülle mit Notizbuch',
        description:
          'Eine Wickelhülle aus 2 mm starkem, pflanzlich gegerbtem Leder aus einer Gerberei im Südwesten Englands, von Hand mit gewachstem Leinenzwirn genäht und mit einem langen Lederband verschlossen. Sie hält ein oder zwei unserer A5-Notizbücher an Gummikordeln, ein Nachfüllheft liegt bei. Cerys schneidet, kantet und poliert jede Hülle selbst und prägt blind ein kleines Eichenblatt auf die Rückseite.',
        action:
          'Schützt Ihre Notizen unterwegs und entwickelt mit jedem Jahr eine schönere Patina.',
        howToUse:
          'Ein- bis zweimal im Jahr mit etwas Lederbalsam pflegen; das Leder dunkelt in der Sonne nach, was zu seinem Charme gehört.',
        composition:
          'Pflanzlich gegerbtes Rindleder, gewachster Leinenzwirn, Gummikordel, Notizbuch aus Baumwollpapier',
      },
      {
        locale: 'sv-SE',
        name: 'Läderomslag med anteckningsbok',
        description:
          'Ett omslag att linda runt boken, i 2 mm vegetabiliskt garvat läder från ett garveri i sydvästra England, handsytt med vaxad lintråd och stängt med ett långt läderband. Det rymmer en eller två av våra A5-anteckningsböcker i resårband, och en påfyllning ingår. Cerys skär, fasar och polerar kanterna på varje omslag själv och blindpräglar ett litet eklöv på baksidan.',
        action: 'Skyddar dina anteckningar på resan och får en allt vackrare patina för varje år.',
        howToUse:
          'Gnid in lite läderbalsam en eller två gånger om året; lädret mörknar i solen, och det hör till charmen.',
        composition:
          'Vegetabiliskt garvat nötläder, vaxad lintråd, resårband, anteckningsbok av bomullspapper',
      },
      {
        locale: 'nb-NO',
        name: 'Læromslag med notatbok',
        description:
          'Et omslag som vikles rundt boken, i 2 mm vegetabilsk garvet lær fra et garveri sørvest i England, håndsydd med vokset lintråd og lukket med et langt lærbånd. Det rommer én eller to av våre A5-notatbøker i strikk, og én refill følger med. Cerys skjærer, faser og polerer kantene på hvert omslag selv og blindpreger et lite eikeblad på baksiden.',
        action: 'Beskytter notatene dine på reise og får en stadig vakrere patina for hvert år.',
        howToUse:
          'Gni inn litt lærbalsam én eller to ganger i året; læret mørkner i solen, og det er en del av sjarmen.',
        composition:
          'Vegetabilsk garvet storfelær, vokset lintråd, strikk, notatbok av bomullspapir',
      },
      {
        locale: 'zh-CN',
        name: '植鞣皮革笔记本套（附笔记本）',
        description:
          '这款缠绕式本套采用来自英格兰西南部制革厂的2毫米植鞣革，以上蜡亚麻线手工缝制，并用一条长皮绳系合。本套可用弹力绳固定一至两本我们的A5笔记本，并附赠一本替芯。凯里斯亲手裁切、修边并打磨每一个本套，还在背面压印一片小小的橡树叶。',
        action: '在旅途中保护你的笔记，并随着逐年使用形成越来越迷人的包浆。',
        howToUse: '每年涂抹一两次少量皮革护理膏；皮革在阳光下会逐渐变深，这正是它的魅力所在。',
        composition: '植鞣牛皮、上蜡亚麻线、弹力绳、棉浆纸笔记本',
      },
    ],
  },
  {
    maker: 'letterpress',
    category: 'prints',
    subcategory: 'linocuts',
    priceAmount: 7500,
    specialOffer: false,
    condition: 'new',
    quantity: 8,
    deliveryDays: 4,
    ean: '5006273918153',
    erpCode: 'GWD-LIN-815',
    sellerIndex: 'GD-815',
    daysAgo: 92,
    versions: [
      {
        locale: 'en-US',
        name: 'Red Kite over Cadair Idris',
        description:
          'A three-colour reduction linocut, 30 × 40 cm, of a red kite circling above the ridge of Cadair Idris at dusk. In a reduction print the same block is cut away between colours, so the edition can never be reprinted; this one is limited to 30. Each print is pulled by hand by Cerys Llewelyn, titled, numbered and signed in pencil.',
        action:
          'Brings the wide skies of Snowdonia and its most famous bird of prey into your home.',
        howToUse: 'Frame behind glass with an acid-free mount and hang out of direct sunlight.',
        composition: 'Oil-based relief inks on Japanese kozo paper',
      },
      {
        locale: 'pl-PL',
        name: 'Kania ruda nad Cadair Idris',
        description:
          'Trzykolorowy linoryt redukcyjny 30 × 40 cm przedstawiający kanię rudą krążącą o zmierzchu nad granią Cadair Idris. W technice redukcyjnej ten sam klocek wycina się dalej między kolorami, więc nakładu nigdy nie da się powtórzyć; ten jest ograniczony do 30 odbitek. Każdą odbitkę Cerys Llewelyn odbija ręcznie, tytułuje, numeruje i sygnuje ołówkiem.',
        action: 'Wnosi do domu szerokie niebo Snowdonii i jej najsłynniejszego drapieżnego ptaka.',
        howToUse:
          'Oprawić za szkłem z bezkwasowym passe-partout i wieszać z dala od bezpośredniego słońca.',
        composition: 'Olejne farby typograficzne na japońskim papierze kozo',
      },
      {
        locale: 'de-DE',
        name: 'Rotmilan über Cadair Idris',
        description:
          'Ein dreifarbiger Linolschnitt im verlorenen Schnitt, 30 × 40 cm, der einen Rotmilan zeigt, wie er in der Dämmerung über dem Grat des Cadair Idris kreist. Beim verlorenen Schnitt wird derselbe Druckstock zwischen den Farben weitergeschnitten, daher kann die Auflage nie nachgedruckt werden; sie ist auf 30 Exemplare begrenzt. Jeder Abzug wird von Cerys Llewelyn von Hand gedruckt, betitelt, nummeriert und mit Bleistift signiert.',
        action:
          'Holt den weiten Himmel von Snowdonia und seinen berühmtesten Greifvogel zu Ihnen nach Hause.',
        howToUse:
          'Hinter Glas mit säurefreiem Passepartout rahmen und vor direktem Sonnenlicht geschützt aufhängen.',
        composition: 'Ölbasierte Hochdruckfarben auf japanischem Kozo-Papier',
      },
      {
        locale: 'sv-SE',
        name: 'Glada över Cadair Idris',
        description:
          'Ett trefärgat linoleumsnitt i reduktionsteknik, 30 × 40 cm, av en glada som kretsar över Cadair Idris bergskam i skymningen. I reduktionstekniken skärs samma block vidare mellan färgerna, så upplagan kan aldrig tryckas om; den är begränsad till 30 exemplar. Varje tryck dras för hand av Cerys Llewelyn och förses med titel, nummer och signatur i blyerts.',
        action: 'Tar in Snowdonias vida himmel och dess mest kända rovfågel i ditt hem.',
        howToUse:
          'Rama in bakom glas med syrafri passepartout och häng utom räckhåll för direkt solljus.',
        composition: 'Oljebaserade högtrycksfärger på japanskt kozopapper',
      },
      {
        locale: 'nb-NO',
        name: 'Glente over Cadair Idris',
        description:
          'Et trefarget linosnitt i reduksjonsteknikk, 30 × 40 cm, av en glente som sirkler over fjellryggen på Cadair Idris i skumringen. I reduksjonsteknikken skjæres den samme platen videre mellom fargene, så opplaget kan aldri trykkes på nytt; det er begrenset til 30 eksemplarer. Hvert trykk trekkes for hånd av Cerys Llewelyn og får tittel, nummer og signatur med blyant.',
        action:
          'Henter den vide himmelen over Snowdonia og dens mest kjente rovfugl inn i hjemmet ditt.',
        howToUse: 'Ramm inn bak glass med syrefritt passepartout og heng utenfor direkte sollys.',
        composition: 'Oljebaserte høytrykksfarger på japansk kozopapir',
      },
      {
        locale: 'zh-CN',
        name: '卡德尔伊德里斯山上的赤鸢',
        description:
          '一幅30 × 40厘米的三色减版麻胶版画，描绘黄昏时分一只赤鸢在卡德尔伊德里斯山脊上空盘旋。减版法是在每印一色之间继续刻同一块版，因此版次永远无法重印；本作限量30张。每一张都由凯里斯·卢埃林亲手拓印，并用铅笔题名、编号和签名。',
        action: '将斯诺登尼亚辽阔的天空和当地最著名的猛禽带进你的家。',
        howToUse: '请配无酸卡纸装入玻璃画框，挂在避开阳光直射的位置。',
        composition: '油性凸版油墨、日本楮纸',
      },
    ],
  },
  {
    maker: 'letterpress',
    category: 'prints',
    subcategory: 'posters',
    priceAmount: 3500,
    specialOffer: true,
    condition: 'new',
    quantity: 20,
    deliveryDays: 3,
    ean: '5006273918207',
    erpCode: 'GWD-PST-820',
    sellerIndex: 'GD-820',
    daysAgo: 186,
    versions: [
      {
        locale: 'en-US',
        name: 'Welsh Proverb Letterpress Poster',
        description:
          'An A3 poster of the Welsh proverb “Dyfal donc a dyr y garreg” – steady tapping breaks the stone – hand-set in antique wood type and printed in black and slate blue. The wood letters come from a Caernarfon newspaper office that closed in the 1960s, and each impression shows their grain and little dents. Printed one sheet at a time in Machynlleth.',
        action: 'A daily reminder, in beautiful old letters, that patience gets things done.',
        howToUse: 'Frame at A3 or pin with magnetic hangers; keep out of strong sunlight.',
        composition: 'Cotton rag paper 300 g/m², vegetable-based inks',
      },
      {
        locale: 'pl-PL',
        name: 'Plakat z walijskim przysłowiem',
        description:
          'Plakat A3 z walijskim przysłowiem „Dyfal donc a dyr y garreg” – wytrwałe stukanie kruszy kamień – ręcznie złożonym dawnymi drewnianymi czcionkami i odbitym w czerni i łupkowym błękicie. Drewniane litery pochodzą z redakcji gazety w Caernarfon zamkniętej w latach 60., a każda odbitka pokazuje ich słoje i drobne wgniecenia. Drukowany arkusz po arkuszu w Machynlleth.',
        action:
          'Codzienne przypomnienie, zapisane pięknymi starymi literami, że cierpliwość popłaca.',
        howToUse:
          'Oprawić w ramę A3 lub zawiesić na magnetycznych listwach; chronić przed silnym słońcem.',
        composition: 'Papier bawełniany 300 g/m², farby na bazie roślinnej',
      },
      {
        locale: 'de-DE',
        name: 'Buchdruckplakat mit walisischem Sprichwort',
        description:
          'Ein A3-Plakat mit dem walisischen Sprichwort „Dyfal donc a dyr y garreg“ – steter Tropfen höhlt den Stein –, von Hand aus alten Holzlettern gesetzt und in Schwarz und Schieferblau gedruckt. Die Holzbuchstaben stammen aus einer Zeitungsdruckerei in Caernarfon, die in den 1960er-Jahren schloss, und jeder Abzug zeigt ihre Maserung und kleine Dellen. Bogen für Bogen in Machynlleth gedruckt.',
        action:
          'Eine tägliche Erinnerung in schönen alten Lettern daran, dass Geduld ans Ziel führt.',
        howToUse: 'In A3 rahmen oder mit Magnetleisten aufhängen; vor starker Sonne schützen.',
        composition: 'Baumwollpapier 300 g/m², pflanzenbasierte Farben',
      },
    ],
  },
  {
    maker: 'letterpress',
    category: 'prints',
    subcategory: 'screen-prints',
    priceAmount: 8500,
    specialOffer: false,
    condition: 'new',
    quantity: 6,
    deliveryDays: 4,
    ean: '5006273918245',
    erpCode: 'GWD-SCR-824',
    sellerIndex: 'GD-824',
    daysAgo: 53,
    versions: [
      {
        locale: 'en-US',
        name: 'Dyfi Estuary at Low Tide',
        description:
          'A five-colour screen print, 40 × 50 cm, of the sandbanks and channels of the Dyfi estuary at low tide, with the hills of Aberdyfi in the distance. Cerys draws each colour separation by hand on film and pulls the squeegee herself, one colour a day. Edition of 40, numbered and signed.',
        action: 'Fills a wall with the calm blues and sandy golds of the Welsh coast.',
        howToUse:
          'Frame behind UV-protective glass; handle the unframed print with clean, dry hands.',
        composition: 'Water-based screen-printing inks on 300 g/m² archival paper',
      },
      {
        locale: 'pl-PL',
        name: 'Ujście Dyfi w czasie odpływu',
        description:
          'Pięciokolorowy sitodruk 40 × 50 cm przedstawiający ławice piasku i kanały ujścia rzeki Dyfi podczas odpływu, z widocznymi w oddali wzgórzami Aberdyfi. Cerys ręcznie rysuje na folii rozbarwienie każdego koloru i sama przeciąga rakiel – jeden kolor dziennie. Nakład 40 egzemplarzy, numerowanych i sygnowanych.',
        action: 'Wypełnia ścianę spokojnymi błękitami i piaskowymi złotami walijskiego wybrzeża.',
        howToUse:
          'Oprawić za szkłem z filtrem UV; nieoprawioną odbitkę dotykać czystymi, suchymi rękami.',
        composition: 'Wodne farby sitodrukowe na archiwalnym papierze 300 g/m²',
      },
      {
        locale: 'de-DE',
        name: 'Dyfi-Mündung bei Ebbe',
        description:
          'Ein fünffarbiger Siebdruck, 40 × 50 cm, der die Sandbänke und Priele der Dyfi-Mündung bei Ebbe zeigt, mit den Hügeln von Aberdyfi in der Ferne. Cerys zeichnet jeden Farbauszug von Hand auf Film und zieht die Rakel selbst, eine Farbe pro Tag. Auflage 40, nummeriert und signiert.',
        action: 'Füllt eine Wand mit den ruhigen Blautönen und dem Sandgold der walisischen Küste.',
        howToUse:
          'Hinter UV-Schutzglas rahmen; den ungerahmten Druck nur mit sauberen, trockenen Händen anfassen.',
        composition: 'Wasserbasierte Siebdruckfarben auf Archivpapier 300 g/m²',
      },
    ],
  },
  {
    maker: 'letterpress',
    category: 'prints',
    subcategory: 'etchings',
    priceAmount: 12000,
    specialOffer: false,
    condition: 'new',
    quantity: 4,
    deliveryDays: 5,
    ean: '5006273918290',
    erpCode: 'GWD-ETC-829',
    sellerIndex: 'GD-829',
    daysAgo: 398,
    versions: [
      {
        locale: 'en-US',
        name: 'Harlech Castle Etching',
        description:
          'A 25 × 30 cm etching and aquatint of Harlech Castle on its rock above the dunes, printed in warm sepia from a copper plate. Cerys drew the plate on site through the ground with a needle and bit it in several stages to build up the shadows. Each impression is inked and wiped by hand; edition of 25, signed and numbered.',
        action: 'A timeless image of one of Wales’s great castles, rich in fine line and tone.',
        howToUse:
          'Frame with an acid-free mount behind glass and keep away from damp and direct sun.',
        composition: 'Etching ink on 250 g/m² mould-made cotton paper, printed from a copper plate',
      },
      {
        locale: 'pl-PL',
        name: 'Akwaforta Zamek Harlech',
        description:
          'Akwaforta z akwatintą 25 × 30 cm przedstawiająca zamek Harlech na skale ponad wydmami, odbita w ciepłej sepii z miedzianej płyty. Cerys rysowała igłą przez werniks na miejscu, a następnie trawiła płytę w kilku etapach, budując cienie. Każdą odbitkę ręcznie nafarbia i przeciera; nakład 25 egzemplarzy, sygnowanych i numerowanych.',
        action:
          'Ponadczasowy wizerunek jednego z wielkich zamków Walii, bogaty w subtelną kreskę i walor.',
        howToUse:
          'Oprawić za szkłem z bezkwasowym passe-partout, chronić przed wilgocią i bezpośrednim słońcem.',
        composition:
          'Farba wklęsłodrukowa na czerpanym papierze bawełnianym 250 g/m², odbita z płyty miedzianej',
      },
      {
        locale: 'de-DE',
        name: 'Radierung Burg Harlech',
        description:
          'Eine Radierung mit Aquatinta, 25 × 30 cm, von Harlech Castle auf seinem Felsen über den Dünen, in warmem Sepia von einer Kupferplatte gedruckt. Cerys hat die Platte vor Ort mit der Nadel durch den Ätzgrund gezeichnet und in mehreren Stufen geätzt, um die Schatten aufzubauen. Jeder Abzug wird von Hand eingefärbt und gewischt; Auflage 25, signiert und nummeriert.',
        action:
          'Ein zeitloses Bild einer der großen Burgen von Wales, reich an feinen Linien und Tonwerten.',
        howToUse:
          'Mit säurefreiem Passepartout hinter Glas rahmen und vor Feuchtigkeit und direkter Sonne schützen.',
        composition:
          'Radierfarbe auf Büttenpapier aus Baumwolle 250 g/m², gedruckt von einer Kupferplatte',
      },
    ],
  },
  {
    maker: 'letterpress',
    category: 'leather',
    subcategory: 'wallets',
    priceAmount: 3900,
    specialOffer: false,
    condition: 'new',
    quantity: 17,
    deliveryDays: 3,
    ean: '5006273918337',
    erpCode: 'GWD-WAL-833',
    sellerIndex: 'GD-833',
    daysAgo: 15,
    versions: [
      {
        locale: 'en-US',
        name: 'Slim Leather Card Wallet',
        description:
          'A slim wallet with two card pockets and a central slot for folded notes, cut from the same vegetable-tanned leather as our journal covers. It is saddle-stitched by hand with two needles, which is stronger than machine stitching, and the edges are bevelled and burnished with beeswax. Made at the bookbinding bench of Gwasg Derwen.',
        action: 'Carries the cards you really need without a bulge in your pocket.',
        howToUse: 'Condition with a little leather balm once a year; avoid soaking it.',
        composition: 'Vegetable-tanned cowhide, waxed linen thread, beeswax',
      },
      {
        locale: 'pl-PL',
        name: 'Smukły skórzany portfel na karty',
        description:
          'Smukły portfel z dwiema kieszeniami na karty i środkową przegródką na złożone banknoty, wycięty z tej samej skóry garbowanej roślinnie co nasze okładki na notesy. Szyty ręcznie ściegiem siodlarskim na dwie igły, mocniejszym niż szew maszynowy, z fazowanymi i polerowanymi woskiem krawędziami. Powstaje przy stole introligatorskim Gwasg Derwen.',
        action: 'Mieści karty, których naprawdę potrzebujesz, bez wypychania kieszeni.',
        howToUse: 'Raz w roku natłuść odrobiną balsamu do skóry; nie mocz.',
        composition: 'Skóra bydlęca garbowana roślinnie, woskowana nić lniana, wosk pszczeli',
      },
      {
        locale: 'de-DE',
        name: 'Schmales Kartenetui aus Leder',
        description:
          'Ein schmales Etui mit zwei Kartenfächern und einem mittleren Fach für gefaltete Scheine, aus demselben pflanzlich gegerbten Leder geschnitten wie unsere Notizbuchhüllen. Es wird von Hand im Sattlerstich mit zwei Nadeln genäht, der stabiler ist als eine Maschinennaht; die Kanten sind abgeschrägt und mit Bienenwachs poliert. Gefertigt an der Buchbinderbank von Gwasg Derwen.',
        action: 'Trägt die Karten, die Sie wirklich brauchen, ohne die Tasche auszubeulen.',
        howToUse: 'Einmal im Jahr mit etwas Lederbalsam pflegen; nicht durchnässen lassen.',
        composition: 'Pflanzlich gegerbtes Rindleder, gewachster Leinenzwirn, Bienenwachs',
      },
    ],
  },
];

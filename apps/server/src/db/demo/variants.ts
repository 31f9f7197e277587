/**
 * The demo catalog grown from the 64 hand-written products (./data.ts) to about 300: each gets
 * colourways, sizes, frames or scents the way a maker lists them, with the option named in every
 * language the product is written in, its own seller index and EAN-13, and a price, stock,
 * delivery time and listing date of its own. Deterministic: a seeded generator, no Math.random.
 */
import { DEMO_PRODUCTS, type DemoName, type DemoProduct } from './data.js';
import type { ArtColours, ArtImage, ArtShape, Backdrop, ProductArt } from './images.js';

/** A colourway, size, frame or scent, named in the six languages. */
interface Option {
  code: string;
  label: DemoName;
  /** The picture's colours; a size keeps the product's own. */
  colours?: ArtColours;
  /** The frame's colour, for framed pictures. */
  frame?: string;
  /** Price relative to the hand-written product. */
  price?: number;
}

/** How an option reads after the product's name and in one sentence of the description. */
interface Axis {
  suffix: DemoName;
  sentence: DemoName;
  options: Option[];
}

const name = (
  en: string,
  pl: string,
  de: string,
  sv: string,
  nb: string,
  zh: string,
): DemoName => ({ 'en-US': en, 'pl-PL': pl, 'de-DE': de, 'sv-SE': sv, 'nb-NO': nb, 'zh-CN': zh });

const COLOUR: Pick<Axis, 'suffix' | 'sentence'> = {
  suffix: name('{}', '{}', '{}', '{}', '{}', '{}'),
  sentence: name(
    'Colour: {}.',
    'Kolor: {}.',
    'Farbe: {}.',
    'Färg: {}.',
    'Farge: {}.',
    '颜色：{}。',
  ),
};

const colour = (code: string, colours: ArtColours, label: DemoName): Option => ({
  code,
  colours,
  label,
});

const AXES = {
  glaze: {
    ...COLOUR,
    options: [
      colour(
        'COB',
        ['#1f4aa8', '#f2ede3', '#4e8f5e'],
        name('cobalt', 'kobalt', 'Kobalt', 'kobolt', 'kobolt', '钴蓝'),
      ),
      colour(
        'SAG',
        ['#8fa98a', '#f3efe4', '#4f6b4a'],
        name('sage', 'szałwia', 'Salbei', 'salvia', 'salvie', '鼠尾草绿'),
      ),
      colour(
        'HON',
        ['#c98a2b', '#f5e6c4', '#7a4a1c'],
        name('honey', 'miodowy', 'Honig', 'honung', 'honning', '蜂蜜黄'),
      ),
      colour(
        'TUR',
        ['#2a9d9a', '#f2ede3', '#1d5e73'],
        name('turquoise', 'turkus', 'Türkis', 'turkos', 'turkis', '绿松石色'),
      ),
      colour(
        'CHA',
        ['#3b3a3d', '#e9e4da', '#b0793a'],
        name('charcoal', 'grafit', 'Anthrazit', 'antracit', 'antrasitt', '炭灰'),
      ),
      colour(
        'BLU',
        ['#d9a0a0', '#f7ece6', '#8e4b5a'],
        name('blush pink', 'pudrowy róż', 'Altrosa', 'puderrosa', 'pudderrosa', '浅粉'),
      ),
      colour(
        'CRM',
        ['#f1e9d8', '#2b55a8', '#d6a63a'],
        name('cream', 'kremowy', 'Creme', 'gräddvit', 'kremhvit', '奶白'),
      ),
    ],
  },
  thread: {
    ...COLOUR,
    options: [
      colour(
        'NAT',
        ['#e4d8c0', '#a8322d', '#2e3a6b'],
        name('natural linen', 'len naturalny', 'Naturleinen', 'naturlinne', 'naturlin', '本色亚麻'),
      ),
      colour(
        'IND',
        ['#2e3a6b', '#efe6d2', '#c0392b'],
        name('indigo', 'indygo', 'Indigo', 'indigo', 'indigo', '靛蓝'),
      ),
      colour(
        'RED',
        ['#a8322d', '#f1e6d0', '#2f5d3a'],
        name('madder red', 'czerwień marzanny', 'Krapprot', 'krapprött', 'krapprød', '茜草红'),
      ),
      colour(
        'GRN',
        ['#2f5d3a', '#efe6d2', '#c9a227'],
        name('forest green', 'zieleń leśna', 'Waldgrün', 'skogsgrön', 'skoggrønn', '森林绿'),
      ),
      colour(
        'MUS',
        ['#c9a227', '#f3ead6', '#2e3a6b'],
        name('mustard', 'musztardowy', 'Senfgelb', 'senapsgul', 'sennepsgul', '芥末黄'),
      ),
      colour(
        'HEA',
        ['#8a8290', '#efe8dc', '#5b4a6b'],
        name('heather grey', 'szary melanż', 'Graumeliert', 'gråmelerad', 'gråmelert', '麻灰'),
      ),
    ],
  },
  wool: {
    ...COLOUR,
    options: [
      colour(
        'BLK',
        ['#2b2a2e', '#f1ece2', '#8a2c2c'],
        name(
          'black and white',
          'czarno-biały',
          'Schwarz-Weiß',
          'svartvit',
          'svart og hvit',
          '黑白',
        ),
      ),
      colour(
        'UND',
        ['#ece4d4', '#7a6a58', '#a8322d'],
        name(
          'undyed white',
          'biel niebarwiona',
          'Naturweiß',
          'ofärgat vitt',
          'ufarget hvit',
          '原色白',
        ),
      ),
      colour(
        'HEA',
        ['#8a8290', '#efe8dc', '#5b4a6b'],
        name('heather grey', 'szary melanż', 'Graumeliert', 'gråmelerad', 'gråmelert', '麻灰'),
      ),
      colour(
        'GRN',
        ['#2f5d3a', '#efe6d2', '#c9a227'],
        name('forest green', 'zieleń leśna', 'Waldgrün', 'skogsgrön', 'skoggrønn', '森林绿'),
      ),
      colour(
        'RED',
        ['#a8322d', '#f1e6d0', '#2f5d3a'],
        name('madder red', 'czerwień marzanny', 'Krapprot', 'krapprött', 'krapprød', '茜草红'),
      ),
      colour(
        'IND',
        ['#2e3a6b', '#efe6d2', '#c0392b'],
        name('indigo', 'indygo', 'Indigo', 'indigo', 'indigo', '靛蓝'),
      ),
    ],
  },
  amber: {
    ...COLOUR,
    options: [
      colour(
        'HON',
        ['#d98c1e', '#c7c9cc', '#f0c060'],
        name(
          'honey amber',
          'bursztyn miodowy',
          'Honigbernstein',
          'honungsbärnsten',
          'honningrav',
          '蜜色琥珀',
        ),
      ),
      colour(
        'CHE',
        ['#8b2a1a', '#c7c9cc', '#c0562e'],
        name(
          'cherry amber',
          'bursztyn wiśniowy',
          'Kirschbernstein',
          'körsbärsbärnsten',
          'kirsebærrav',
          '樱桃琥珀',
        ),
      ),
      colour(
        'LEM',
        ['#e3c04a', '#c7c9cc', '#f3dc8a'],
        name(
          'lemon amber',
          'bursztyn cytrynowy',
          'Zitronenbernstein',
          'citronbärnsten',
          'sitronrav',
          '柠檬琥珀',
        ),
      ),
      colour(
        'GRE',
        ['#7d8a2a', '#c7c9cc', '#b8b04a'],
        name(
          'green amber',
          'bursztyn zielony',
          'Grüner Bernstein',
          'grön bärnsten',
          'grønn rav',
          '绿琥珀',
        ),
      ),
      colour(
        'WHI',
        ['#efe0b8', '#c7c9cc', '#d9b86a'],
        name(
          'royal white amber',
          'bursztyn królewski',
          'Königsbernstein',
          'kunglig vit bärnsten',
          'kongelig hvit rav',
          '皇家白琥珀',
        ),
      ),
    ],
  },
  metal: {
    ...COLOUR,
    options: [
      colour(
        'SIL',
        ['#c7c9cc', '#b5b8bb', '#e8e9ea'],
        name(
          'sterling silver',
          'srebro',
          'Sterlingsilber',
          'sterlingsilver',
          'sterlingsølv',
          '纯银',
        ),
      ),
      colour(
        'GLD',
        ['#d4af37', '#c9a23a', '#f3dc8a'],
        name('gold-plated', 'złocone', 'vergoldet', 'förgyllt', 'forgylt', '镀金'),
      ),
      colour(
        'ROS',
        ['#c98f7a', '#b97c68', '#efc2b2'],
        name(
          'rose gold-plated',
          'różowe złoto',
          'rosévergoldet',
          'roséförgyllt',
          'roséforgylt',
          '玫瑰金',
        ),
      ),
      colour(
        'OXI',
        ['#5a5c60', '#4a4b4e', '#8a8c90'],
        name(
          'oxidised silver',
          'srebro oksydowane',
          'oxidiertes Silber',
          'oxiderat silver',
          'oksidert sølv',
          '氧化银',
        ),
      ),
    ],
  },
  glass: {
    ...COLOUR,
    options: [
      colour(
        'CLR',
        ['#cfe0e0', '#9fbfc0', '#e8f2f2'],
        name('clear', 'bezbarwne', 'klar', 'klar', 'klar', '透明'),
      ),
      colour(
        'SMK',
        ['#6f6c6a', '#8d8a87', '#b5b2ae'],
        name('smoke grey', 'dymna szarość', 'Rauchgrau', 'rökgrå', 'røykgrå', '烟灰'),
      ),
      colour(
        'SEA',
        ['#5fa08e', '#7fb8a6', '#cfe8df'],
        name('sea green', 'morska zieleń', 'Meergrün', 'havsgrön', 'havgrønn', '海绿'),
      ),
      colour(
        'COB',
        ['#2448a0', '#4a6cc0', '#a8b8e8'],
        name('cobalt blue', 'kobaltowy błękit', 'Kobaltblau', 'koboltblå', 'koboltblå', '钴蓝'),
      ),
      colour(
        'AMB',
        ['#c8862a', '#d9a050', '#f0d090'],
        name('amber', 'bursztynowe', 'Bernstein', 'bärnsten', 'rav', '琥珀色'),
      ),
    ],
  },
  festive: {
    ...COLOUR,
    options: [
      colour(
        'RWG',
        ['#a8322d', '#f1e9d8', '#2f5d3a'],
        name(
          'red, white and green',
          'czerwień, biel i zieleń',
          'Rot, Weiß und Grün',
          'rött, vitt och grönt',
          'rødt, hvitt og grønt',
          '红白绿',
        ),
      ),
      colour(
        'MID',
        ['#1f2f6b', '#c7c9cc', '#d4af37'],
        name(
          'midnight blue and gold',
          'granat i złoto',
          'Mitternachtsblau und Gold',
          'midnattsblått och guld',
          'midnattsblått og gull',
          '午夜蓝与金',
        ),
      ),
      colour(
        'FRO',
        ['#dfe9ea', '#b8cfe0', '#c7c9cc'],
        name('frost', 'szron', 'Frost', 'frost', 'frost', '霜白'),
      ),
      colour(
        'PLU',
        ['#6b2d5b', '#d9a0a0', '#d4af37'],
        name(
          'plum and rose',
          'śliwka i róż',
          'Pflaume und Rosa',
          'plommon och rosa',
          'plomme og rosa',
          '李紫与玫红',
        ),
      ),
      colour(
        'SEA',
        ['#2448a0', '#5fa08e', '#f1e9d8'],
        name(
          'sea and sand',
          'morze i piasek',
          'Meer und Sand',
          'hav och sand',
          'hav og sand',
          '海与沙',
        ),
      ),
    ],
  },
  leather: {
    ...COLOUR,
    options: [
      colour(
        'COG',
        ['#9a5a2c', '#5a3a24', '#c9a24a'],
        name('cognac', 'koniakowy', 'Cognac', 'konjak', 'konjakk', '干邑棕'),
      ),
      colour(
        'BLK',
        ['#2a2624', '#4a3a30', '#c9a24a'],
        name('black', 'czarny', 'Schwarz', 'svart', 'svart', '黑色'),
      ),
      colour(
        'DBR',
        ['#5a3a24', '#3a2414', '#c9a24a'],
        name('dark brown', 'ciemnobrązowy', 'Dunkelbraun', 'mörkbrun', 'mørkebrun', '深棕'),
      ),
      colour(
        'OLV',
        ['#5d6137', '#3d4124', '#c9a24a'],
        name('olive', 'oliwkowy', 'Oliv', 'oliv', 'oliven', '橄榄绿'),
      ),
    ],
  },
  ink: {
    ...COLOUR,
    options: [
      colour(
        'IND',
        ['#2e3a6b', '#c9a227', '#a8322d'],
        name(
          'indigo ink',
          'tusz indygo',
          'Indigotinte',
          'indigoblått tryck',
          'indigoblått trykk',
          '靛蓝油墨',
        ),
      ),
      colour(
        'RED',
        ['#a8322d', '#2e3a6b', '#c9a227'],
        name('red ink', 'czerwony tusz', 'rote Tinte', 'rött tryck', 'rødt trykk', '红色油墨'),
      ),
      colour(
        'GRN',
        ['#2f5d3a', '#c9a227', '#a8322d'],
        name('green ink', 'zielony tusz', 'grüne Tinte', 'grönt tryck', 'grønt trykk', '绿色油墨'),
      ),
      colour(
        'BLK',
        ['#2b2a2e', '#a8322d', '#c9a227'],
        name(
          'black ink',
          'czarny tusz',
          'schwarze Tinte',
          'svart tryck',
          'svart trykk',
          '黑色油墨',
        ),
      ),
      colour(
        'OCH',
        ['#b8862a', '#2e3a6b', '#a8322d'],
        name('ochre ink', 'tusz ochrowy', 'Ockertinte', 'ockra tryck', 'oker trykk', '赭色油墨'),
      ),
    ],
  },
  wax: {
    ...COLOUR,
    options: [
      colour(
        'NAT',
        ['#e8b84a', '#d9a43a', '#8a5a1a'],
        name(
          'natural beeswax',
          'wosk naturalny',
          'Naturwachs',
          'naturligt bivax',
          'naturlig bivoks',
          '天然蜂蜡',
        ),
      ),
      colour(
        'IVO',
        ['#f3ead3', '#e6dab8', '#8a5a1a'],
        name('ivory', 'kość słoniowa', 'Elfenbein', 'elfenben', 'elfenben', '象牙白'),
      ),
      colour(
        'RED',
        ['#a8322d', '#8e2a26', '#5a1a14'],
        name('deep red', 'głęboka czerwień', 'Tiefrot', 'djupröd', 'dyp rød', '深红'),
      ),
      colour(
        'GRN',
        ['#2f5d3a', '#26502f', '#1a3a22'],
        name('fir green', 'zieleń jodłowa', 'Tannengrün', 'granngrön', 'grangrønn', '冷杉绿'),
      ),
    ],
  },
  finish: {
    ...COLOUR,
    options: [
      colour(
        'NAT',
        ['#cdb48e', '#a88d66', '#7a5433'],
        name('natural oil', 'olej naturalny', 'Naturöl', 'naturolja', 'naturolje', '天然油'),
      ),
      colour(
        'SMO',
        ['#7a5a3c', '#5a3f28', '#c9a24a'],
        name('smoked', 'wędzone', 'geräuchert', 'rökt', 'røkt', '烟熏'),
      ),
      colour(
        'WHI',
        ['#ece2cf', '#cfc0a4', '#7a5433'],
        name('white oil', 'olej biały', 'Weißöl', 'vit olja', 'hvit olje', '白油'),
      ),
      colour(
        'BLK',
        ['#2f2a26', '#45403a', '#c9a24a'],
        name(
          'black stain',
          'bejca czarna',
          'schwarz gebeizt',
          'svartbetsad',
          'svartbeiset',
          '黑色染色',
        ),
      ),
    ],
  },
  toy: {
    ...COLOUR,
    options: [
      colour(
        'RED',
        ['#d8b58a', '#a8322d', '#f1c232'],
        name('red', 'czerwony', 'Rot', 'röd', 'rød', '红色'),
      ),
      colour(
        'BLU',
        ['#d8b58a', '#2e5aa8', '#f1c232'],
        name('blue', 'niebieski', 'Blau', 'blå', 'blå', '蓝色'),
      ),
      colour(
        'GRN',
        ['#d8b58a', '#2f7d4a', '#f1c232'],
        name('green', 'zielony', 'Grün', 'grön', 'grønn', '绿色'),
      ),
      colour(
        'NAT',
        ['#d8b58a', '#b58c5a', '#7a5433'],
        name('natural wood', 'naturalne drewno', 'Holz natur', 'naturträ', 'naturtre', '原木色'),
      ),
    ],
  },
  scent: {
    suffix: name('{}', '{}', '{}', '{}', '{}', '{}'),
    sentence: name(
      'Scent: {}.',
      'Zapach: {}.',
      'Duft: {}.',
      'Doft: {}.',
      'Duft: {}.',
      '香味：{}。',
    ),
    options: [
      colour(
        'LAV',
        ['#c3b3d9', '#6b5a8e', '#efe8f5'],
        name('lavender', 'lawenda', 'Lavendel', 'lavendel', 'lavendel', '薰衣草'),
      ),
      colour(
        'CED',
        ['#d9c3a0', '#6b4a33', '#f3ead3'],
        name('cedar', 'cedr', 'Zeder', 'ceder', 'seder', '雪松'),
      ),
      colour(
        'ORA',
        ['#f0b36a', '#a8322d', '#fbeedd'],
        name(
          'orange and clove',
          'pomarańcza z goździkiem',
          'Orange und Nelke',
          'apelsin och nejlika',
          'appelsin og nellik',
          '香橙丁香',
        ),
      ),
      colour(
        'UNS',
        ['#f3ead3', '#b59a70', '#fbf6ea'],
        name('unscented', 'bez zapachu', 'ohne Duft', 'oparfymerat', 'uten duft', '无香'),
      ),
    ],
  },
  frame: {
    suffix: name('{} frame', 'rama {}', 'Rahmen {}', 'ram i {}', 'ramme i {}', '{}框'),
    sentence: name(
      'Frame: {}.',
      'Rama: {}.',
      'Rahmen: {}.',
      'Ram: {}.',
      'Ramme: {}.',
      '画框：{}。',
    ),
    options: [
      {
        code: 'OAK',
        frame: '#a87a45',
        label: name('oak', 'dębowa', 'Eiche', 'ek', 'eik', '橡木'),
      },
      {
        code: 'BLK',
        frame: '#2a2624',
        label: name('black', 'czarna', 'schwarz', 'svart', 'svart', '黑色'),
      },
      {
        code: 'WHI',
        frame: '#efeae2',
        label: name('white', 'biała', 'weiß', 'vitt', 'hvitt', '白色'),
        price: 1,
      },
      {
        code: 'WAL',
        frame: '#5b3b22',
        label: name('walnut', 'orzechowa', 'Nussbaum', 'valnöt', 'valnøtt', '胡桃木'),
        price: 1.1,
      },
    ],
  },
  size: {
    suffix: name('size {}', 'rozmiar {}', 'Größe {}', 'storlek {}', 'størrelse {}', '{}号'),
    sentence: name(
      'Size: {}.',
      'Rozmiar: {}.',
      'Größe: {}.',
      'Storlek: {}.',
      'Størrelse: {}.',
      '尺码：{}。',
    ),
    // The hand-written product is the M.
    options: (['S', 'L', 'XL'] as const).map((size, i) => ({
      code: size,
      label: name(size, size, size, size, size, size),
      price: [0.85, 1.15, 1.3][i],
    })),
  },
} satisfies Record<string, Axis>;

type LookAxis = Exclude<keyof typeof AXES, 'size'>;

const SENTENCES = {
  size: name('Size: {}.', 'Wymiary: {}.', 'Maße: {}.', 'Mått: {}.', 'Mål: {}.', '尺寸：{}。'),
  volume: name(
    'Capacity: {}.',
    'Pojemność: {}.',
    'Inhalt: {}.',
    'Volym: {}.',
    'Volum: {}.',
    '容量：{}。',
  ),
};

/** Measurements, written the same way in every language (the hand-written product is another). */
function dimensions(
  labels: string[],
  prices: number[],
  kind: keyof typeof SENTENCES = 'size',
): Axis {
  return {
    suffix: name('{}', '{}', '{}', '{}', '{}', '{}'),
    sentence: SENTENCES[kind],
    options: labels.map((label, i) => ({
      code: label.replace(/[^0-9A-Za-z]+/g, ''),
      label: name(label, label, label, label, label, label),
      price: prices[i],
    })),
  };
}

/** Sets of n pieces. */
function sets(counts: number[], prices: number[]): Axis {
  return {
    suffix: name('{}', '{}', '{}', '{}', '{}', '{}'),
    sentence: name(
      'Sold as a {}.',
      'Sprzedawane jako {}',
      'Im {}.',
      'Säljs som {}.',
      'Selges som {}.',
      '套装：{}。',
    ),
    options: counts.map((n, i) => ({
      code: `SET${n}`,
      label: name(
        `set of ${n}`,
        `komplet ${n} szt.`,
        `${n}er-Set`,
        `set om ${n}`,
        `sett med ${n}`,
        `${n}件套`,
      ),
      price: prices[i],
    })),
  };
}

/** What a hand-written product looks like and what else it comes in. */
interface BaseSpec {
  colours: ArtColours;
  /** Other colourways (or frames): each gets pictures of its own. */
  looks?: { axis: LookAxis; picks: number };
  /** Sizes or sets: shown with the pictures of their colourway. */
  sizes?: Axis;
  shape?: ArtShape;
}

const c = (a: string, b: string, d: string): ArtColours => [a, b, d];
const look = (axis: LookAxis, picks = 1) => ({ axis, picks });

/** By seller index: the 64 hand-written products. */
const BASES: Record<string, BaseSpec> = {
  // Modra Glina, stoneware
  'MG-014': {
    colours: c('#1f4aa8', '#f2ede3', '#4e8f5e'),
    looks: look('glaze'),
    sizes: dimensions(['200 ml', '250 ml', '450 ml'], [0.8, 0.9, 1.2], 'volume'),
  },
  'MG-021': {
    colours: c('#f1e9d8', '#2b55a8', '#d6a63a'),
    looks: look('glaze'),
  },
  'MG-009': {
    colours: c('#2a4f9a', '#f1e9d8', '#c9a227'),
    sizes: dimensions(['450 ml'], [1.2], 'volume'),
  },
  'MG-032': {
    colours: c('#8fa98a', '#f3efe4', '#4f6b4a'),
    looks: look('glaze'),
    sizes: dimensions(['25 cm', '45 cm'], [0.65, 1.4]),
  },
  'MG-045': {
    colours: c('#f1e9d8', '#2b55a8', '#d6a63a'),
    looks: look('glaze'),
    sizes: dimensions(['21 cm', '31 cm'], [0.75, 1.25]),
  },
  'MG-051': {
    colours: c('#1f4aa8', '#f2ede3', '#4e8f5e'),
    looks: look('glaze'),
    sizes: dimensions(['30 cm', '36 cm'], [0.85, 1.2]),
  },
  'MG-063': {
    colours: c('#c98a2b', '#f5e6c4', '#7a4a1c'),
    looks: look('glaze'),
    sizes: dimensions(['8 cm', '15 cm'], [0.7, 1.45]),
  },
  'MG-070': { colours: c('#f1e9d8', '#2b55a8', '#d6a63a'), sizes: AXES.size },
  // Haft Żukowski, Kashubian embroidery
  'KH-101': {
    colours: c('#e4d8c0', '#2e5aa8', '#a8322d'),
    looks: look('thread'),
    sizes: dimensions(['40 × 100 cm', '40 × 180 cm'], [0.75, 1.3]),
  },
  'KH-104': {
    colours: c('#efe6d2', '#2e3a6b', '#c9a227'),
    looks: look('thread'),
    sizes: dimensions(['Ø 30 cm', 'Ø 60 cm'], [0.6, 1.5]),
  },
  'KH-112': {
    colours: c('#e4d8c0', '#a8322d', '#2e3a6b'),
    sizes: dimensions(['40 × 40 cm', '50 × 50 cm', '60 × 60 cm'], [0.9, 1.1, 1.3]),
  },
  'KH-118': {
    colours: c('#2e3a6b', '#efe6d2', '#c0392b'),
    looks: look('thread'),
    sizes: dimensions(['50 × 150 cm', '90 × 200 cm'], [0.75, 1.35]),
  },
  'KH-125': {
    colours: c('#efe6d2', '#2e5aa8', '#a8322d'),
    sizes: dimensions(['140 × 180 cm', '160 × 260 cm', '160 × 320 cm'], [0.7, 1.25, 1.5]),
  },
  'KH-131': {
    colours: c('#efe6d2', '#a8322d', '#2f5d3a'),
    looks: look('thread'),
    sizes: dimensions(['Ø 15 cm', 'Ø 25 cm'], [0.75, 1.35]),
    shape: 'hoop',
  },
  'KH-137': {
    colours: c('#e4d8c0', '#2e3a6b', '#a8322d'),
    looks: look('thread'),
    sizes: dimensions(['35 × 35 cm', '50 × 50 cm'], [0.85, 1.2]),
  },
  'KH-142': {
    colours: c('#2e3a6b', '#efe6d2', '#c9a227'),
    sizes: dimensions(['25 cm', '45 cm', '60 cm'], [0.7, 1.3, 1.6]),
  },
  // Jantarowy Brzeg, amber and silver
  'JB-201': {
    colours: c('#d98c1e', '#c7c9cc', '#f0c060'),
    looks: look('amber'),
    sizes: dimensions(['42 cm', '50 cm', '60 cm'], [0.95, 1.08, 1.2]),
  },
  'JB-205': {
    colours: c('#8b2a1a', '#c7c9cc', '#c0562e'),
    sizes: dimensions(['42 cm', '50 cm', '60 cm'], [0.85, 1.15, 1.35]),
  },
  'JB-209': { colours: c('#e0a030', '#c7c9cc', '#f0c060') },
  'JB-214': { colours: c('#d98c1e', '#c7c9cc', '#f0c060'), looks: look('amber', 2) },
  'JB-218': {
    colours: c('#c7c9cc', '#b5b8bb', '#e8e9ea'),
    looks: look('metal'),
    sizes: dimensions(['Ø 20 mm', 'Ø 35 mm', 'Ø 50 mm'], [0.8, 1.1, 1.3]),
  },
  'JB-223': {
    colours: c('#efe0b8', '#c7c9cc', '#d9b86a'),
    sizes: dimensions(['EU 50', 'EU 52', 'EU 56', 'EU 58'], [1, 1, 1.05, 1.05]),
  },
  'JB-231': {
    colours: c('#d98c1e', '#c7c9cc', '#8b2a1a'),
    looks: look('amber'),
    sizes: dimensions(['16 cm', '18 cm', '20 cm'], [0.9, 1, 1.1]),
  },
  'JB-236': { colours: c('#d98c1e', '#c7c9cc', '#f0c060'), sizes: AXES.size },
  // Pod Lipą, icons, paintings and candles
  'PL-301': {
    colours: c('#8e2a26', '#2e3a6b', '#d4a84a'),
    sizes: dimensions(['18 × 24 cm', '24 × 30 cm', '30 × 40 cm'], [0.7, 1.15, 1.45]),
  },
  'PL-305': {
    colours: c('#2f5d3a', '#a8322d', '#d4a84a'),
    sizes: dimensions(['10 × 13 cm', '13 × 18 cm', '18 × 24 cm'], [0.8, 1.2, 1.5]),
  },
  'PL-310': { colours: c('#a8322d', '#2e3a6b', '#d4a84a'), looks: look('frame') },
  'PL-314': { colours: c('#6f7f5a', '#a8b59a', '#dfe6e8'), looks: look('frame') },
  'PL-318': { colours: c('#e8ecef', '#9aa8b5', '#7d8fa3'), looks: look('frame') },
  'PL-322': {
    colours: c('#e8b84a', '#d9a43a', '#8a5a1a'),
    looks: look('wax'),
    sizes: dimensions(['20 cm', '35 cm'], [0.8, 1.35]),
  },
  'PL-326': {
    colours: c('#e8b84a', '#d9a43a', '#8a5a1a'),
    looks: look('wax'),
    sizes: dimensions(['10 cm', '20 cm'], [0.7, 1.5]),
  },
  'PL-330': {
    colours: c('#eee3a8', '#7a8a4a', '#f5f0d8'),
    looks: look('scent'),
    sizes: dimensions(['120 ml', '320 ml'], [0.6, 1.6], 'volume'),
  },
  // Kienzler Holz, Black Forest woodwork
  'HW-104': {
    colours: c('#e0c9a0', '#7a5433', '#3b2414'),
    sizes: dimensions(['12 cm', '25 cm', '35 cm'], [0.6, 1.6, 2.2]),
  },
  'HW-118': {
    colours: c('#6b4a33', '#d8bf94', '#3b2414'),
    sizes: dimensions(['40 cm', '55 cm', '70 cm'], [0.75, 1.2, 1.4]),
    shape: 'plaque',
  },
  'HW-123': {
    colours: c('#d9b98a', '#dcbf8f', '#7a5433'),
    sizes: dimensions(['25 cm', '35 cm', '40 cm'], [0.85, 1.15, 1.3]),
  },
  'HW-127': {
    colours: c('#6b4a33', '#c9a577', '#c9a24a'),
    sizes: dimensions(['30 × 20 cm', '50 × 30 cm', '60 × 35 cm'], [0.7, 1.35, 1.7]),
  },
  'HW-135': { colours: c('#9c5a3c', '#e8c27a', '#7a4028'), sizes: AXES.size },
  'HW-142': { colours: c('#d8b58a', '#a8322d', '#f1c232'), looks: look('toy', 2) },
  'HW-150': {
    colours: c('#cdb48e', '#a88d66', '#7a5433'),
    looks: look('finish'),
    sizes: dimensions(['35 cm', '55 cm'], [0.85, 1.2]),
  },
  'HW-157': { colours: c('#8a5a34', '#e8c27a', '#5b3b22') },
  // Ljungbergs Glas, mouth-blown glass
  'LG-601': {
    colours: c('#cfe0e0', '#9fbfc0', '#e8f2f2'),
    looks: look('glass'),
    sizes: dimensions(['250 ml', '400 ml'], [0.9, 1.15], 'volume'),
  },
  'LG-605': {
    colours: c('#5fa08e', '#7fb8a6', '#cfe8df'),
    looks: look('glass'),
    sizes: dimensions(['0.5 l', '1.5 l'], [0.7, 1.35], 'volume'),
    shape: 'carafe',
  },
  'LG-609': { colours: c('#cfe0e0', '#9fbfc0', '#e8f2f2'), sizes: sets([2], [1.9]) },
  'LG-614': {
    colours: c('#a8322d', '#f1e9d8', '#2f5d3a'),
    looks: look('festive'),
    sizes: dimensions(['Ø 6 cm', 'Ø 10 cm'], [0.8, 1.3]),
  },
  'LG-618': {
    colours: c('#dfe9ea', '#b8cfe0', '#c7c9cc'),
    sizes: dimensions(['12 cm', '20 cm'], [0.85, 1.25]),
    shape: 'bauble',
  },
  'LG-622': {
    colours: c('#2448a0', '#c8862a', '#5fa08e'),
    sizes: dimensions(['40 × 60 cm', '60 × 90 cm'], [0.7, 1.45]),
  },
  'LG-627': { colours: c('#6f6c6a', '#8d8a87', '#b5b2ae'), sizes: AXES.size, shape: 'tumbler' },
  'LG-631': {
    colours: c('#2448a0', '#5fa08e', '#f1e9d8'),
    looks: look('festive'),
    sizes: dimensions(['Ø 8 mm', 'Ø 14 mm'], [0.85, 1.3]),
  },
  // Ullstua, Røros knitwear
  'US-701': { colours: c('#2b2a2e', '#f1ece2', '#8a2c2c'), looks: look('wool'), sizes: AXES.size },
  'US-704': { colours: c('#2e3a6b', '#efe6d2', '#c0392b'), sizes: AXES.size, shape: 'sweater' },
  'US-708': {
    colours: c('#8a8290', '#efe8dc', '#5b4a6b'),
    looks: look('wool'),
    sizes: AXES.size,
    shape: 'beanie',
  },
  'US-712': {
    colours: c('#ece4d4', '#7a6a58', '#a8322d'),
    looks: look('wool'),
    sizes: dimensions(['130 × 170 cm', '150 × 220 cm'], [0.8, 1.3]),
  },
  'US-716': {
    colours: c('#2f5d3a', '#efe6d2', '#c9a227'),
    looks: look('wool'),
    sizes: dimensions(['160 cm', '220 cm'], [0.85, 1.2]),
  },
  'US-720': {
    colours: c('#8a8290', '#efe8dc', '#a8322d'),
    sizes: dimensions(['15 cm', '35 cm', '50 cm'], [0.7, 1.4, 1.9]),
  },
  'US-724': {
    colours: c('#a8322d', '#f1e6d0', '#2f5d3a'),
    sizes: dimensions(['40 × 40 cm', '50 × 50 cm', '60 × 60 cm'], [0.9, 1.1, 1.3]),
  },
  'US-728': {
    colours: c('#8a8290', '#efe8dc', '#a8322d'),
    sizes: dimensions(['36–38', '39–41', '42–44', '45–47'], [1, 1, 1.05, 1.1]),
    shape: 'sock',
  },
  // Gwasg Derwen, letterpress, prints and leather
  'GD-801': {
    colours: c('#2e3a6b', '#c9a227', '#a8322d'),
    looks: look('ink', 2),
  },
  'GD-806': {
    colours: c('#d8c8a8', '#a89878', '#7a5433'),
    looks: look('thread'),
    sizes: dimensions(['A6', 'A4'], [0.75, 1.4]),
  },
  'GD-811': {
    colours: c('#9a5a2c', '#5a3a24', '#c9a24a'),
    looks: look('leather'),
    sizes: dimensions(['A6', 'A4'], [0.8, 1.35]),
  },
  'GD-815': { colours: c('#a8322d', '#2f5d3a', '#c9a227'), looks: look('frame') },
  'GD-820': {
    colours: c('#2b2a2e', '#a8322d', '#c9a227'),
    looks: look('ink'),
    sizes: dimensions(['A3', 'A2'], [0.75, 1.4]),
  },
  'GD-824': { colours: c('#2e5aa8', '#c9a227', '#5fa08e'), looks: look('frame') },
  'GD-829': { colours: c('#3a3633', '#8a8290', '#c9a227'), looks: look('frame') },
  'GD-833': { colours: c('#9a5a2c', '#5a3a24', '#c9a24a'), looks: look('leather', 2) },
};

const SHAPE_OF: Record<string, ArtShape> = {
  'mugs-cups': 'mug',
  vases: 'vase',
  'plates-bowls': 'bowl',
  figurines: 'owl',
  necklaces: 'necklace',
  earrings: 'earrings',
  rings: 'ring',
  bracelets: 'bracelet',
  scarves: 'scarf',
  'blankets-throws': 'blanket',
  embroidery: 'linen',
  knitwear: 'mitten',
  kitchenware: 'kitchenware',
  carvings: 'owl',
  boxes: 'box',
  furniture: 'stool',
  'stained-glass': 'stained-glass',
  glassware: 'tumbler',
  'glass-beads': 'beads',
  'glass-ornaments': 'bauble',
  bags: 'bag',
  wallets: 'wallet',
  belts: 'belt',
  'book-covers': 'journal',
  notebooks: 'notebook',
  'greeting-cards': 'card',
  origami: 'crane',
  'paper-cuttings': 'paper-cut',
  'oil-paintings': 'painting',
  watercolours: 'painting',
  icons: 'icon',
  miniatures: 'miniature',
  'soy-candles': 'jar-candle',
  'beeswax-candles': 'taper',
  'scented-candles': 'jar-candle',
  'candle-holders': 'lantern',
  'wooden-toys': 'train',
  'plush-toys': 'troll',
  puzzles: 'puzzle',
  dolls: 'doll',
  'wall-art': 'hoop',
  cushions: 'cushion',
  baskets: 'basket',
  mirrors: 'mirror',
  linocuts: 'print',
  posters: 'poster',
  etchings: 'print',
  'screen-prints': 'print',
};

const BACKDROP_OF: Record<string, Backdrop> = {
  ceramics: 'linen',
  jewellery: 'stone',
  textiles: 'blush',
  woodwork: 'sand',
  glass: 'stone',
  leather: 'sand',
  paper: 'linen',
  painting: 'linen',
  candles: 'blush',
  toys: 'sand',
  'home-decor': 'linen',
  prints: 'stone',
};

/** A demo product with the pictures it is shown with (the first is the cover). */
export interface DemoCatalogProduct extends DemoProduct {
  images: ArtImage[];
}

/** mulberry32: a small seeded generator, so the catalog is the same on every seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function withCheckDigit(first12: string) {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}

/** A shop price in cents: whole euros ending in .00, .90 or .50. */
function shopPrice(cents: number, roll: number) {
  const euros = Math.max(3, Math.round(cents / 100));
  return euros * 100 - (roll < 0.5 ? 0 : roll < 0.8 ? 10 : 50);
}

function fill(template: string, value: string) {
  return template.replace('{}', value);
}

/**
 * EAN-13 numbers for the new products: the maker's GS1 company prefix (the first nine digits of its
 * hand-written products' EANs) and item numbers from 400 up that no hand-written product uses.
 */
function eanAllocator() {
  const used = new Map<string, Set<string>>();
  for (const base of DEMO_PRODUCTS) {
    const prefix = base.ean.slice(0, 9);
    used.set(prefix, (used.get(prefix) ?? new Set()).add(base.ean.slice(9, 12)));
  }
  return (prefix: string) => {
    const taken = used.get(prefix)!;
    for (let item = 400; item < 1000; item++) {
      if (taken.has(String(item))) continue;
      taken.add(String(item));
      return withCheckDigit(prefix + String(item));
    }
    throw new Error(`no free EAN item numbers left for ${prefix}`);
  };
}

interface Choice {
  axis: Axis;
  option: Option;
}

/** The hand-written product's texts with the chosen options after the name and in the description. */
function versionsWith(base: DemoProduct, choices: Choice[]) {
  return base.versions.map((version) => {
    const locale = version.locale;
    const labels = choices.map(({ axis, option }) =>
      fill(axis.suffix[locale], option.label[locale]),
    );
    const sentences = choices.map(({ axis, option }) =>
      fill(axis.sentence[locale], option.label[locale]),
    );
    const name =
      locale === 'zh-CN'
        ? `${version.name}（${labels.join('，')}）`
        : `${version.name} – ${labels.join(', ')}`;
    const separator = locale === 'zh-CN' ? '' : ' ';
    return {
      ...version,
      name,
      description: [version.description, ...sentences].join(separator),
    };
  });
}

/**
 * The 64 hand-written products and what else each comes in (about 300 products), with their
 * pictures: every colourway or frame has a front view and a close-up, and a size is shown with the
 * pictures of its colourway.
 */
export function demoCatalog(): DemoCatalogProduct[] {
  const next = random(20_260_101);
  const nextEan = eanAllocator();
  const catalog: DemoCatalogProduct[] = [];
  for (const base of DEMO_PRODUCTS) {
    const spec = BASES[base.sellerIndex];
    if (!spec) throw new Error(`no demo variant spec for ${base.sellerIndex}`);
    const shape = spec.shape ?? SHAPE_OF[base.subcategory];
    if (!shape) throw new Error(`no demo picture shape for ${base.subcategory}`);
    const baseArt: ProductArt = {
      shape,
      colours: spec.colours,
      backdrop: BACKDROP_OF[base.category] ?? 'linen',
      frame: '#a87a45',
    };

    // The hand-written look first, then other colourways in a seeded order.
    const looks: { choice?: Choice; art: ProductArt; price: number }[] = [
      { art: baseArt, price: 1 },
    ];
    if (spec.looks) {
      const axis: Axis = AXES[spec.looks.axis];
      const options = axis.options.filter(
        (option) => option.colours?.join() !== spec.colours.join(),
      );
      const start = Math.floor(next() * options.length);
      for (let i = 0; i < Math.min(spec.looks.picks, options.length); i++) {
        const option = options[(start + i) % options.length]!;
        looks.push({
          choice: { axis, option },
          art: {
            ...baseArt,
            colours: option.colours ?? baseArt.colours,
            frame: option.frame ?? baseArt.frame,
          },
          price: option.price ?? 0.94 + next() * 0.12,
        });
      }
    }
    const sizes: (Choice | undefined)[] = [
      undefined,
      ...(spec.sizes?.options.map((option) => ({ axis: spec.sizes!, option })) ?? []),
    ];

    for (const [lookIndex, { choice, art, price }] of looks.entries()) {
      const images: ArtImage[] = [
        { art, view: 'front' },
        { art, view: 'detail' },
      ];
      for (const size of sizes) {
        if (lookIndex === 0 && !size) {
          catalog.push({ ...base, images });
          continue;
        }
        const choices = [choice, size].filter((c) => c !== undefined);
        const codes = choices.map((c) => c.option.code).join('-');
        const quantityRoll = next();
        catalog.push({
          ...base,
          priceAmount: shopPrice(base.priceAmount * price * (size?.option.price ?? 1), next()),
          specialOffer: next() < 0.1,
          quantity:
            quantityRoll < 0.06 ? 0 : Math.max(1, Math.round(base.quantity * (0.3 + next() * 1.2))),
          deliveryDays: Math.min(14, Math.max(1, base.deliveryDays + Math.floor(next() * 3) - 1)),
          ean: nextEan(base.ean.slice(0, 9)),
          erpCode: `${base.erpCode}-${codes}`,
          sellerIndex: `${base.sellerIndex}-${codes}`,
          daysAgo: 1 + Math.floor(next() * 400),
          versions: versionsWith(base, choices),
          images,
        });
      }
    }
  }
  return catalog;
}

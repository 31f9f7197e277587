import type { OpeningHours } from '@kramik/contract';

/** Demo shops and studios of the demo makers (keyed by maker), with the hours a visitor meets. */
export interface DemoShop {
  maker: string;
  title: string;
  description: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  lat: number;
  lng: number;
  hours: OpeningHours;
  visibleOnMap: boolean;
}

const closed = (): OpeningHours => ({
  mon: [],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
});
const day = (...intervals: [string, string][]) =>
  intervals.map(([open, close]) => ({ open, close }));

/** Monday to Friday one interval, Saturday a shorter one, Sunday closed. */
function weekly(weekdays: [string, string], saturday?: [string, string]): OpeningHours {
  return {
    ...closed(),
    mon: day(weekdays),
    tue: day(weekdays),
    wed: day(weekdays),
    thu: day(weekdays),
    fri: day(weekdays),
    sat: saturday ? day(saturday) : [],
  };
}

export const DEMO_SHOPS: DemoShop[] = [
  {
    maker: 'boleslawiec',
    title: 'Modra Glina — pracownia i sklep',
    description:
      'Our studio in the old town: watch the painters stamp the peacock eye, then choose from the shelves. Seconds sold on Saturdays.',
    street: 'ul. Kościuszki 27',
    city: 'Bolesławiec',
    postalCode: '59-700',
    country: 'PL',
    lat: 51.2627,
    lng: 15.5683,
    hours: weekly(['09:00', '17:00'], ['10:00', '14:00']),
    visibleOnMap: true,
  },
  {
    maker: 'boleslawiec',
    title: 'Modra Glina — punkt odbioru w Jeleniej Górze',
    description: 'A pick-up counter in our friends’ tea shop; orders wait here for two weeks.',
    street: 'Plac Ratuszowy 8',
    city: 'Jelenia Góra',
    postalCode: '58-500',
    country: 'PL',
    lat: 50.9038,
    lng: 15.7349,
    hours: {
      ...closed(),
      tue: day(['11:00', '18:00']),
      thu: day(['11:00', '18:00']),
      fri: day(['11:00', '19:00']),
      sat: day(['10:00', '15:00']),
    },
    visibleOnMap: true,
  },
  {
    maker: 'kaszuby',
    title: 'Haft Żukowski — izba haftu',
    description:
      'Embroidery room with a loom and a table of hoops. Workshops for groups on request; lunch break at one.',
    street: 'ul. Gdańska 14',
    city: 'Żukowo',
    postalCode: '83-330',
    country: 'PL',
    lat: 54.3423,
    lng: 18.3654,
    hours: {
      ...weekly(['10:00', '13:00']),
      mon: day(['10:00', '13:00'], ['14:00', '18:00']),
      wed: day(['10:00', '13:00'], ['14:00', '18:00']),
      fri: day(['10:00', '13:00'], ['14:00', '18:00']),
    },
    visibleOnMap: true,
  },
  {
    maker: 'jantar',
    title: 'Jantarowy Brzeg na Mariackiej',
    description: 'Amber workshop and gallery on the amber street of Gdańsk, open every day.',
    street: 'ul. Mariacka 31',
    city: 'Gdańsk',
    postalCode: '80-833',
    country: 'PL',
    lat: 54.3497,
    lng: 18.6558,
    hours: {
      mon: day(['10:00', '19:00']),
      tue: day(['10:00', '19:00']),
      wed: day(['10:00', '19:00']),
      thu: day(['10:00', '19:00']),
      fri: day(['10:00', '20:00']),
      sat: day(['10:00', '20:00']),
      sun: day(['11:00', '17:00']),
    },
    visibleOnMap: true,
  },
  {
    maker: 'ikony',
    title: 'Pracownia Pod Lipą',
    description: 'Icon-painting studio by the church; ring the bell if the door is closed.',
    street: 'ul. 3 Maja 41',
    city: 'Hajnówka',
    postalCode: '17-200',
    country: 'PL',
    lat: 52.7437,
    lng: 23.5868,
    hours: weekly(['10:00', '16:00']),
    visibleOnMap: true,
  },
  {
    maker: 'schwarzwald',
    title: 'Kienzler Holz Werkstatt',
    description:
      'Carving workshop with the cuckoo clocks on the wall; the shop is in the front room.',
    street: 'Hauptstraße 58',
    city: 'Triberg im Schwarzwald',
    postalCode: '78098',
    country: 'DE',
    lat: 48.1306,
    lng: 8.2326,
    hours: weekly(['09:30', '18:00'], ['09:30', '16:00']),
    visibleOnMap: true,
  },
  {
    maker: 'schwarzwald',
    title: 'Kienzler Holz — Lager',
    description: 'Our warehouse: pick-up by appointment only, not a shop.',
    street: 'Gewerbestraße 3',
    city: 'Triberg im Schwarzwald',
    postalCode: '78098',
    country: 'DE',
    lat: 48.1375,
    lng: 8.2281,
    hours: { ...closed(), wed: day(['14:00', '17:00']) },
    visibleOnMap: false,
  },
  {
    maker: 'smaland',
    title: 'Ljungbergs Glasbruk',
    description: 'Hot shop and gallery in the Kingdom of Crystal; glassblowing shows on the hour.',
    street: 'Storgatan 14',
    city: 'Nybro',
    postalCode: '382 30',
    country: 'SE',
    lat: 56.7447,
    lng: 15.9087,
    hours: {
      ...weekly(['10:00', '17:00'], ['10:00', '15:00']),
      sun: day(['11:00', '15:00']),
    },
    visibleOnMap: true,
  },
  {
    maker: 'roros',
    title: 'Ullstua i Kjerkgata',
    description: 'Weaving room and shop in a timber house of the old mining town.',
    street: 'Kjerkgata 22',
    city: 'Røros',
    postalCode: '7374',
    country: 'NO',
    lat: 62.5747,
    lng: 11.3844,
    hours: weekly(['10:00', '16:00'], ['10:00', '14:00']),
    visibleOnMap: true,
  },
  {
    maker: 'letterpress',
    title: 'Gwasg Derwen print room',
    description: 'The press room behind the bookshop: prints, cards and the Albion press itself.',
    street: '12 Heol Maengwyn',
    city: 'Machynlleth',
    postalCode: 'SY20 8EB',
    country: 'GB',
    lat: 52.5903,
    lng: -3.8512,
    hours: {
      ...closed(),
      wed: day(['10:00', '17:00']),
      thu: day(['10:00', '17:00']),
      fri: day(['10:00', '17:00']),
      sat: day(['10:00', '16:00']),
    },
    visibleOnMap: true,
  },
];
